import { destinationAfterSignIn, RETURN_PARAM } from "@domain/navigation";
import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { authFor, registerClient, requestPasswordReset, requestSignInLink, signIn } from "@server/modules/accounts";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AuthPage } from "~/features/auth/auth-page";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/auth";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Sign in or create an account",
    description: "Sign in to book sessions, see your homework and message your therapist.",
    path: "/auth",
  });
}

/** Someone already signed in has nothing to do here: on to the page that sent them, or their portal. */
export function loader({ request, context }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get(RETURN_PARAM);
  const viewer = viewerOf(context);
  if (viewer) throw redirect(destinationAfterSignIn(viewer.role, next));
  return null;
}

/**
 * After its own sign-in or sign-up the page decides where to go (sign-up waits a second
 * for its toast), so the loader's "already signed in" redirect must not run first.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === "/auth" ? false : defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.intent;
  const db = await getDb();
  const auth = await authFor(request);
  const meta = { ipAddress: clientIpOf(context), headers: request.headers };

  if (intent === "signin") {
    try {
      const result = await signIn(db, auth, form, meta);
      return data(
        { ok: true as const, intent, redirectTo: destinationAfterSignIn(result.role, form[RETURN_PARAM]) },
        { headers: cookieHeaders(result.cookies) },
      );
    } catch (err) {
      return failure(err, "Failed to sign in");
    }
  }

  if (intent === "signup") {
    try {
      await registerClient(
        db,
        {
          ...form,
          applyAsTherapist: form.applyAsTherapist === "on",
          applicationNote: form.applicationNote || undefined,
        },
        meta,
      );
      const result = await signIn(db, auth, { email: form.email, password: form.password }, meta);
      return data(
        { ok: true as const, intent, redirectTo: destinationAfterSignIn("client", form[RETURN_PARAM]) },
        { headers: cookieHeaders(result.cookies) },
      );
    } catch (err) {
      return failure(err, "Failed to create account");
    }
  }

  if (intent === "forgot") {
    try {
      const message = await requestPasswordReset(db, form, meta);
      return { ok: true as const, intent, message };
    } catch (err) {
      return failure(err, "We could not send the reset link. Please try again.");
    }
  }

  if (intent === "sign-in-link") {
    try {
      const message = await requestSignInLink(db, form, meta);
      return { ok: true as const, intent, message };
    } catch (err) {
      return failure(err, "We could not send the sign-in link. Please try again.");
    }
  }

  return data({ ok: false as const, error: "Unknown action" }, { status: 400 });
}

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export default function Auth() {
  return <AuthPage />;
}

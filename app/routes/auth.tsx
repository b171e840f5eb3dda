import { WELCOME_TOASTS } from "@domain/accounts";
import { destinationAfterSignIn, RETURN_PARAM } from "@domain/navigation";
import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { flashHeaders } from "@server/http/role-guards";
import { practiceConfig } from "@server/lib/practice";
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
  // A form the browser posted itself (before the page's scripts arrived, or without them: a
  // navigation) waits for a page, not for data: signed in, it goes on at once, and the next page
  // says welcome.
  const posted = request.headers.get("sec-fetch-mode") === "navigate";
  const db = await getDb();
  const auth = await authFor(request);
  const meta = { ipAddress: clientIpOf(context), headers: request.headers };

  if (intent === "signin") {
    try {
      const result = await signIn(db, auth, form, meta);
      const redirectTo = destinationAfterSignIn(result.role, form[RETURN_PARAM]);
      if (posted) return onwards(redirectTo, result.cookies, WELCOME_TOASTS.signedIn);
      return data({ ok: true as const, intent, redirectTo }, { headers: cookieHeaders(result.cookies) });
    } catch (err) {
      return failed(err, "Failed to sign in", form);
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
      const redirectTo = destinationAfterSignIn("client", form[RETURN_PARAM]);
      if (posted) return onwards(redirectTo, result.cookies, WELCOME_TOASTS.accountCreated(practiceConfig().name));
      return data({ ok: true as const, intent, redirectTo }, { headers: cookieHeaders(result.cookies) });
    } catch (err) {
      return failed(err, "Failed to create account", form);
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

/** On to `to` with the new session, the next page showing `flash` (the toast the form would have shown). */
function onwards(to: string, cookies: string[], toast: { title: string; description: string }): Response {
  const headers = cookieHeaders(cookies);
  headers.append("Set-Cookie", new Headers(flashHeaders({ ...toast, variant: "success" })).get("Set-Cookie") ?? "");
  return redirect(to, { headers });
}

/**
 * A refusal, said by the form it came from (its intent). The page renders it afresh when the
 * browser posted the form itself, so what she typed (never a password) comes back with it.
 */
function failed(err: unknown, fallback: string, form: Record<string, string>) {
  const refused = failure(err, fallback);
  const values = Object.fromEntries(
    KEPT_FIELDS.flatMap((name) => (form[name] ? [[name, form[name].slice(0, 500)]] : [])),
  );
  return data({ ...refused.data, intent: form.intent, values }, refused.init ?? undefined);
}

const KEPT_FIELDS = ["email", "firstName", "lastName", "applicationNote"] as const;

export default function Auth() {
  return <AuthPage />;
}

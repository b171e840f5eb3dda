import { SIGN_IN_LINK_TEXT } from "@domain/accounts";
import { destinationAfterSignIn } from "@domain/navigation";
import { getDb } from "@server/db";
import { clientIpOf } from "@server/http/load-context";
import { flashHeaders } from "@server/http/role-guards";
import { authFor, signInWithLink } from "@server/modules/accounts";
import { Form, Link, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/auth.sign-in-link";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: SIGN_IN_LINK_TEXT.heading,
    description: "Sign in with the one-time link from your email.",
    path: "/auth/sign-in-link",
    noindex: true,
  });
}

/** The link from the e-mail opens this page; signing in takes a press, so a mail scanner opening links cannot use it up. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.slice(0, 100) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const done = await signInWithLink(await getDb(), await authFor(request), form, {
      ipAddress: clientIpOf(context),
      userAgent: request.headers.get("user-agent"),
    });
    const headers = new Headers(
      flashHeaders({ title: "Welcome back!", description: "You've been successfully logged in.", variant: "success" }),
    );
    headers.append("Set-Cookie", done.cookie);
    return redirect(destinationAfterSignIn(done.role), { headers });
  } catch (err) {
    return failure(err, SIGN_IN_LINK_TEXT.invalid);
  }
}

export default function SignInLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData.error : null;
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-brand-900">{SIGN_IN_LINK_TEXT.heading}</h1>
      {refused ? (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          <p>{refused}</p>
          <Link to="/auth" className="mt-3 inline-block text-brand-700 underline underline-offset-2">
            Back to sign in
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-stone-700">This link works once. Press the button to sign in to your portal.</p>
          <button type="submit" className={`${buttonClass("primary")} mt-6`}>
            {SIGN_IN_LINK_TEXT.button}
          </button>
        </Form>
      )}
    </main>
  );
}

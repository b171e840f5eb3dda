import { NEWSLETTER_TEXT } from "@domain/newsletter";
import { getDb } from "@server/db";
import { newsletterLinkLooksValid, unsubscribe } from "@server/modules/newsletter";
import { data, Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/newsletter.unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: NEWSLETTER_TEXT.unsubscribeHeading,
    description: "Leave our mailing list.",
    path: "/newsletter/unsubscribe",
    noindex: true,
  });
}

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);

/** The e-mail's link opens a page with a button; the press (or a mail program's one-click POST) unsubscribes. */
export function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return { token, valid: newsletterLinkLooksValid("unsubscribe", token) };
}

/**
 * The button's form, or RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, the token in the
 * address, from a mail program: no sign-in, no page of ours, so the origin check lets this path
 * through and the signed token is the proof).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const done = await unsubscribe(await getDb(), { token: form.token ?? tokenOf(request) });
    return data({ ok: true as const, message: done.message });
  } catch (err) {
    return failure(err, NEWSLETTER_TEXT.failed);
  }
}

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData.error : !loaderData.valid ? NEWSLETTER_TEXT.badLink : null;
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-brand-900">{NEWSLETTER_TEXT.unsubscribeHeading}</h1>
      {actionData?.ok ? (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-4 text-green-900">
          {actionData.message}
        </p>
      ) : refused ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          {refused}
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-stone-700">Press the button and we will not write to this address again.</p>
          <button type="submit" className={`${buttonClass("primary")} mt-6`}>
            {NEWSLETTER_TEXT.unsubscribeButton}
          </button>
        </Form>
      )}
    </main>
  );
}

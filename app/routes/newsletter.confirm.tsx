import { NEWSLETTER_TEXT } from "@domain/newsletter";
import { getDb } from "@server/db";
import { confirmSubscription, newsletterLinkLooksValid } from "@server/modules/newsletter";
import { data, Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/newsletter.confirm";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: NEWSLETTER_TEXT.confirmHeading,
    description: "Confirm your subscription to our mailing list.",
    path: "/newsletter/confirm",
    noindex: true,
  });
}

/** The confirmation e-mail's link opens this page; confirming takes a press, so a mail scanner opening links confirms nothing. */
export function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token, valid: newsletterLinkLooksValid("confirm", token) };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const done = await confirmSubscription(await getDb(), await readForm(request));
    return data({ ok: true as const, message: done.message });
  } catch (err) {
    return failure(err, NEWSLETTER_TEXT.failed);
  }
}

export default function NewsletterConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData.error : !loaderData.valid ? NEWSLETTER_TEXT.badLink : null;
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="font-serif text-3xl text-brand-900">{NEWSLETTER_TEXT.confirmHeading}</h1>
      {actionData?.ok ? (
        <p role="status" className="mt-6 rounded-xl bg-green-50 p-4 text-green-900">
          {actionData.message}
        </p>
      ) : refused ? (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          <p>{refused}</p>
          <Link to="/resources" className="mt-3 inline-block text-brand-700 underline underline-offset-2">
            Sign up again
          </Link>
        </div>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-stone-700">Press the button to join our mailing list.</p>
          <button type="submit" className={`${buttonClass("primary")} mt-6`}>
            {NEWSLETTER_TEXT.confirmButton}
          </button>
        </Form>
      )}
    </main>
  );
}

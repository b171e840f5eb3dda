import { isSitePath, NEWSLETTER_TEXT } from "@domain/newsletter";
import { getDb } from "@server/db";
import { clientIpOf } from "@server/http/load-context";
import { subscribe } from "@server/modules/newsletter";
import { data, Link } from "react-router";
import { NewsletterSignup } from "~/components/newsletter-signup";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Mailing list",
    description: "Hear about new workshops, retreats and resources by e-mail.",
    path: "/newsletter",
    noindex: true,
  });
}

/** A sign-up from any of the site's boxes (decision 0046): 400 for a bad address, 429 past the limits. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const done = await subscribe(await getDb(), { values: form, clientIp: clientIpOf(context) });
    return data({ ok: true as const, message: done.message });
  } catch (err) {
    // The page it came from, kept for a second try on this page when posted without scripts.
    const refused = failure(err, NEWSLETTER_TEXT.failed);
    const source = isSitePath(form.source ?? "") ? form.source : undefined;
    return data({ ...refused.data, source }, refused.init ?? undefined);
  }
}

/** In the browser: a network failure is said beside the form, not as a broken page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false as const, error: NEWSLETTER_TEXT.unreachable, source: undefined };
  }
}

/** Where a sign-up posted without scripts lands: its answer, and the form again. */
export default function NewsletterRoute({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl text-brand-900">Mailing list</h1>
      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={`mt-6 rounded-xl p-4 ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {actionData.ok ? actionData.message : actionData.error}
        </p>
      ) : (
        <p className="mt-4 text-stone-700">Hear about new workshops, retreats and resources by e-mail.</p>
      )}
      {actionData?.ok ? (
        <Link to="/" className="mt-6 inline-block text-brand-700 underline underline-offset-2">
          Back to the home page
        </Link>
      ) : (
        <NewsletterSignup source={(actionData && !actionData.ok && actionData.source) || "/newsletter"} />
      )}
    </main>
  );
}

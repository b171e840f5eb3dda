import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";

export interface ClinicalAlertView {
  id: string;
  title: string;
  message: string;
  link: string | null;
  when: string;
  whenIso: string;
}

/**
 * "Needs your attention": the alerts about her clients' records that the therapist has not yet
 * marked read (an answer on self-harm, an emergency access), at the top of her dashboard. They
 * arrive live; each says only where to look. "Done" is a plain form post.
 */
export function ClinicalAlerts({ alerts }: { alerts: readonly ClinicalAlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="clinical-alerts" className="mb-6 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-6">
      <h2 id="clinical-alerts" className="font-semibold text-red-900">
        Needs your attention <span className="text-red-800">({alerts.length})</span>
      </h2>
      <ul className="mt-2 space-y-3">
        {alerts.map((alert) => (
          <li key={alert.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-stone-900">{alert.title}</span>
              <span className="block text-stone-700">
                {alert.message} <time dateTime={alert.whenIso}>{alert.when}</time>
              </span>
              {alert.link ? (
                <Link to={alert.link} className="font-medium text-brand-700 underline underline-offset-2">
                  Open the client's page
                </Link>
              ) : null}
            </span>
            <Form method="post" replace>
              <input type="hidden" name="intent" value="alert-done" />
              <input type="hidden" name="id" value={alert.id} />
              <Button type="submit" variant="secondary" size="sm" aria-label={`Done: ${alert.title}, ${alert.when}`}>
                Done
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from "react-router";
import type { ResponseRowView } from "./clinical-view";

const STATUS_BADGE: Record<string, string> = {
  Signed: "bg-emerald-100 text-emerald-900",
  Submitted: "bg-sky-100 text-sky-900",
  "In progress": "bg-amber-100 text-amber-900",
};

/** "Forms": her responses (submitted, signed, in progress), each opening its own page. */
export function FormsSection({
  responses,
  formHref,
}: {
  responses: readonly ResponseRowView[];
  /** Where each form opens; without it (a reader who may not open them) the list says only what exists. */
  formHref?: (responseId: string) => string;
}) {
  return (
    <section aria-labelledby="client-forms" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h3 id="client-forms" className="font-semibold text-stone-900">
        Forms
      </h3>
      {responses.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No forms yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {responses.map((response) => (
            <li key={response.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                {formHref ? (
                  <Link to={formHref(response.id)} className="font-medium text-brand-700 underline underline-offset-2">
                    {response.title}
                  </Link>
                ) : (
                  <span className="font-medium text-stone-900">{response.title}</span>
                )}
                <span className="block text-stone-600">
                  Version {response.version} · {response.when}
                </span>
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[response.status] ?? ""}`}
              >
                {response.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

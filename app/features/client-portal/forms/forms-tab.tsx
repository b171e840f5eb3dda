import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyNote, Section } from "~/components/ui/section";
import type { FormsTabView } from "./forms-view";
import { ScoreChart } from "./score-chart";

const card = "rounded-2xl bg-white p-4 ring-1 ring-stone-200";

function DueForms({ due }: { due: FormsTabView["due"] }) {
  if (due.length === 0) return <EmptyNote>Nothing is due. Thank you.</EmptyNote>;
  return (
    <ul aria-label="Forms due" className="mt-4 space-y-3">
      {due.map((form) => (
        <li key={form.questionnaireId} className={card}>
          <p className="font-medium text-stone-900">{form.title}</p>
          <p className={`mt-1 text-sm ${form.overdue ? "font-medium text-red-800" : "text-stone-700"}`}>
            {form.overdue ? "Late: it was due by " : "Due by "}
            {form.dueBy}
          </p>
          <p className="text-sm text-stone-600">For your session on {form.session}</p>
          <Link
            to={form.questionnaireId}
            className={`${buttonClass("primary", "sm")} mt-3`}
            aria-label={`${form.hasDraft ? "Continue" : "Start"} ${form.title}`}
          >
            {form.hasDraft ? "Continue" : "Start"}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Scores({ measures }: { measures: FormsTabView["measures"] }) {
  if (measures.length === 0)
    return <p className="mt-2 text-stone-700">Your scores will show here once you have answered a questionnaire.</p>;
  return (
    <ul aria-label="Your scores" className="mt-4 space-y-3">
      {measures.map((measure) => (
        <li key={measure.measure} className={card}>
          <p className="font-medium text-stone-900">{measure.title}</p>
          <p className="mt-1 text-stone-800">
            Latest: <strong>{measure.latest.total}</strong> of {measure.latest.maxTotal} ({measure.latest.band}), on{" "}
            {measure.latest.at}
          </p>
          {measure.trend ? <p className="mt-1 text-sm text-stone-700">{measure.trend}</p> : null}
          <ScoreChart title={measure.title} points={measure.points} maxTotal={measure.maxTotal} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Forms tab: what is due and by when, forms she started, her scores and their trend, the
 * forms she has sent (a signed consent's PDF to download), and who has viewed her record.
 */
export function FormsTab({ view }: { view: FormsTabView }) {
  return (
    <div className="space-y-10">
      <Section headingId="forms-due-heading" title="Forms to complete">
        <p className="mt-2 max-w-prose text-stone-700">
          Your therapist reads these before your session. What you type is saved as you go.
        </p>
        <DueForms due={view.due} />
        {view.drafts.length > 0 ? (
          <ul aria-label="Forms you started" className="mt-4 space-y-3">
            {view.drafts.map((draft) => (
              <li key={draft.questionnaireId} className={card}>
                <p className="font-medium text-stone-900">{draft.title}</p>
                <p className="text-sm text-stone-600">Started, last saved {draft.savedAt}</p>
                <Link
                  to={draft.questionnaireId}
                  className={`${buttonClass("secondary", "sm")} mt-3`}
                  aria-label={`Continue ${draft.title}`}
                >
                  Continue
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section headingId="forms-scores-heading" title="Your scores">
        <Scores measures={view.measures} />
      </Section>

      <Section headingId="forms-done-heading" title="Forms you have sent">
        {view.submitted.length === 0 ? (
          <p className="mt-2 text-stone-700">None yet.</p>
        ) : (
          <ul
            aria-label="Forms you have sent"
            className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
          >
            {view.submitted.map((form) => (
              <li key={form.id} className="p-4">
                <p className="font-medium text-stone-900">
                  <Link
                    to={`sent/${form.id}`}
                    relative="path"
                    className="text-brand-700 underline underline-offset-2"
                    aria-label={`${form.title}: see your answers`}
                  >
                    {form.title}
                  </Link>
                </p>
                <p className="text-sm text-stone-600">
                  Version {form.version}, sent {form.submittedAt}
                </p>
                {form.signed ? (
                  <a
                    href={`/api/signed-consents/${form.id}`}
                    className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
                    download
                  >
                    Download the signed copy (PDF)
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section headingId="forms-views-heading" title="Who has viewed my record">
        {view.views.length === 0 ? (
          <p className="mt-2 text-stone-700">No one else has opened your record yet.</p>
        ) : (
          <ul
            aria-label="Who has viewed my record"
            className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
          >
            {view.views.map((seen, index) => (
              // The log may hold the same person at the same minute: the position keeps keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: entries of an unchanging list
              <li key={index} className="p-4 text-sm">
                <p className="font-medium text-stone-900">
                  {seen.who} <span className="font-normal text-stone-600">({seen.role})</span>
                </p>
                <p className="text-stone-700">{seen.what}</p>
                <p className="text-stone-600">{seen.when}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** In place of the tab when it cannot be read, with the rest of the portal still there. */
export function FormsLoadError({ message }: { message: string }) {
  return (
    <Section headingId="forms-due-heading" title="Forms">
      <p role="alert" className="mt-4 text-stone-800">
        {message}
      </p>
      <Link to="." className={`${buttonClass("secondary")} mt-4`} reloadDocument>
        Try again
      </Link>
    </Section>
  );
}

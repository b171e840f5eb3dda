import { HOMEWORK_TEXT } from "@domain/homework";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { HomeworkCard } from "./homework-card";
import type { HomeworkTabView } from "./homework-view";

/** How much of her homework is done, as a labelled progress bar. */
function Completion({ percent, pending, total }: { percent: number; pending: number; total: number }) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex items-baseline justify-between gap-3">
        <p id="homework-completion-label" className="font-medium text-stone-900">
          Homework completion
        </p>
        <p className="text-lg font-semibold text-brand-800">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="homework-completion-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${total - pending} of ${total} done`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-stone-700">
        {total > 0 ? `${total - pending} of ${total} done. ` : null}
        {pending === 0
          ? "Nothing waiting for you."
          : `${pending} ${pending === 1 ? "assignment is" : "assignments are"} waiting for your response.`}
      </p>
    </div>
  );
}

/** The homework tab (spec 001 §2, §4): newest first, the latest page, "Show more" for older ones. */
export function HomeworkTab({ view }: { view: HomeworkTabView }) {
  return (
    <Section headingId="homework-heading" title="Homework">
      <div className="mt-4">
        <Completion percent={view.completionPercent} pending={view.pendingCount} total={view.totalCount} />
      </div>
      {view.items.length === 0 ? (
        <p className="mt-6 text-stone-600">No homework yet. Your therapist will set it here.</p>
      ) : (
        <ul aria-label="Your homework" className="mt-6 space-y-4">
          {view.items.map((homework) => (
            <HomeworkCard key={homework.id} homework={homework} />
          ))}
        </ul>
      )}
      {view.showMore ? (
        <div className="mt-6 text-center">
          <Link to={`?show=${view.showMore}`} preventScrollReset className={buttonClass("secondary")}>
            Show more
          </Link>
        </div>
      ) : null}
    </Section>
  );
}

/** In place of the list when it cannot be read (spec 001 §8), with the rest of the portal still there. */
export function HomeworkLoadError() {
  return (
    <Section headingId="homework-heading" title="Homework">
      <p role="alert" className="mt-4 text-stone-800">
        {HOMEWORK_TEXT.loadError}
      </p>
      <Link to="." className={`${buttonClass("secondary")} mt-4`} reloadDocument>
        Try again
      </Link>
    </Section>
  );
}

import type { HomeworkStatus } from "@domain/enums";
import { HOMEWORK_RESPONSE_MAX, HOMEWORK_STATUS_LABEL, HOMEWORK_TEXT } from "@domain/homework";
import { BadgeCheck } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import type { HomeworkCardView } from "./homework-view";

export type SubmitAnswer = { ok: true; id: string } | { ok: false; error: string; fields?: Record<string, string> };

const STATUS_CLASS: Record<HomeworkStatus, string> = {
  assigned: "bg-blue-100 text-blue-900",
  in_progress: "bg-amber-100 text-amber-900",
  completed: "bg-green-100 text-green-900",
  reviewed: "bg-brand-100 text-brand-900",
};

/**
 * Toasts once per answer, after the page's data has reloaded (spec 001 §8's texts). Lives in the
 * card, which stays mounted, not in the form, which is gone once the homework is submitted.
 */
function useSubmitToasts(fetcher: { data?: SubmitAnswer; state: string }) {
  const seen = useRef<SubmitAnswer | undefined>(undefined);
  const { data, state } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !data || seen.current === data) return;
    seen.current = data;
    if (data.ok) showToast((toast) => toast.success(HOMEWORK_TEXT.submitted));
    else showToast((toast) => toast.error(HOMEWORK_TEXT.submitError, { description: data.error }));
  }, [data, state]);
}

function SubmittedResponse({
  homework,
  headingRef,
}: {
  homework: HomeworkCardView;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mt-4 rounded-xl bg-sand-50 p-4 ring-1 ring-stone-200">
      <h4 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-stone-900">
        Your response
      </h4>
      <p className="mt-2 whitespace-pre-wrap text-stone-800">{homework.response}</p>
      {homework.submittedWhen ? (
        <p className="mt-2 text-xs text-stone-600">Submitted {homework.submittedWhen}</p>
      ) : null}
    </div>
  );
}

type SubmitFetcher = ReturnType<typeof useFetcher<SubmitAnswer>>;

function ResponseForm({ homework, fetcher }: { homework: HomeworkCardView; fetcher: SubmitFetcher }) {
  const id = useId();
  const busy = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields?.response ?? fetcher.data.error) : undefined;
  return (
    <fetcher.Form method="post" noValidate className="mt-4">
      <input type="hidden" name="intent" value="submit-homework" />
      <input type="hidden" name="assignmentId" value={homework.id} />
      <TextAreaField
        id={`${id}-response`}
        label="Your response"
        name="response"
        rows={6}
        maxLength={HOMEWORK_RESPONSE_MAX}
        aria-required="true"
        defaultValue={homework.response ?? ""}
        error={error}
      />
      <Button type="submit" size="sm" className="mt-3" disabled={busy}>
        {busy ? "Submitting..." : "Submit Response"}
      </Button>
    </fetcher.Form>
  );
}

/** One assignment: open ones take a response; completed and reviewed ones show it, read-only. */
export function HomeworkCard({ homework }: { homework: HomeworkCardView }) {
  const titleId = useId();
  const fetcher = useFetcher<SubmitAnswer>();
  useSubmitToasts(fetcher);
  const responseHeading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(!homework.submitted);
  // The form the person just used is replaced by their response: focus follows it there.
  useEffect(() => {
    if (homework.submitted && wasOpen.current) responseHeading.current?.focus();
    wasOpen.current = !homework.submitted;
  }, [homework.submitted]);

  return (
    <li aria-labelledby={titleId} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="font-semibold text-stone-900">
            {homework.title}
          </h3>
          <p className="text-sm text-stone-700">
            From {homework.therapistName} · set {homework.setOn}
            {homework.dueOn ? ` · due ${homework.dueOn}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {homework.status === "reviewed" ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
              <BadgeCheck aria-hidden className="size-3.5" />
              {HOMEWORK_TEXT.reviewedBadge}
            </span>
          ) : null}
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[homework.status]}`}>
            <span className="sr-only">Status: </span>
            {HOMEWORK_STATUS_LABEL[homework.status]}
          </span>
        </div>
      </div>
      {homework.description ? <p className="mt-3 whitespace-pre-wrap text-stone-800">{homework.description}</p> : null}
      {homework.submitted ? (
        <SubmittedResponse homework={homework} headingRef={responseHeading} />
      ) : (
        <ResponseForm homework={homework} fetcher={fetcher} />
      )}
    </li>
  );
}

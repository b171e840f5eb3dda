import { AVAILABILITY_TEXT } from "@domain/availability";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

type Answer = { ok: true; intent?: string } | { ok: false; error: string; fields?: Record<string, string> };

export interface DayOffView {
  id: string;
  day: string;
  /** "Thursday 24 December 2026" */
  label: string;
  note: string | null;
}

function RemoveDayOff({ item, action, therapistId }: { item: DayOffView; action: string; therapistId?: string }) {
  const fetcher = useFetcher<Answer>();
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="remove-day-off" />
      <input type="hidden" name="id" value={item.id} />
      {therapistId ? <input type="hidden" name="therapistId" value={therapistId} /> : null}
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={fetcher.state !== "idle"}
        aria-label={`Remove ${item.label}`}
      >
        Remove
      </Button>
    </fetcher.Form>
  );
}

/** Whole days off (a holiday, a leave): no client can book them. */
export function DaysOff({
  daysOff,
  action,
  therapistId,
  today,
}: {
  daysOff: readonly DayOffView[];
  action: string;
  therapistId?: string;
  today: string;
}) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) showToast((toast) => toast.success(AVAILABILITY_TEXT.dayOffAdded));
    else showToast((toast) => toast.error(AVAILABILITY_TEXT.saveFailed, { description: answer.error }));
  }, [answer]);
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  return (
    <div>
      <h3 className="font-semibold text-stone-900">Days off</h3>
      <fetcher.Form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-3" key={daysOff.length}>
        <input type="hidden" name="intent" value="add-day-off" />
        {therapistId ? <input type="hidden" name="therapistId" value={therapistId} /> : null}
        <Field label="Date" name="day" type="date" min={today} required error={fields.day} />
        <Field label="Note (optional)" name="note" maxLength={200} error={fields.note} />
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Add day off
        </Button>
      </fetcher.Form>
      {daysOff.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">No days off coming up.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {daysOff.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2">
              <span>
                <time dateTime={item.day} className="font-medium text-stone-900">
                  {item.label}
                </time>
                {item.note ? <span className="text-sm text-stone-600"> · {item.note}</span> : null}
              </span>
              <RemoveDayOff item={item} action={action} therapistId={therapistId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

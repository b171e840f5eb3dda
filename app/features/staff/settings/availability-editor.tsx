import { AVAILABILITY_TEXT, DAY_NAMES, type WorkingDay, workingDayProblem } from "@domain/availability";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";

type Answer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/** Monday first, as the week is read here; stored with 0 = Sunday (spec 001 §3). */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The weekly availability editor (spec 001 §7, §9), shared by the therapist's settings and the
 * admin's availability sub-tab: per day, whether she works and from when to when, in the
 * practice's time zone. The whole week is saved at once; bookings follow at once.
 */
export function AvailabilityEditor({
  week,
  action,
  therapistId,
}: {
  week: readonly WorkingDay[];
  action: string;
  therapistId?: string;
}) {
  const [days, setDays] = useState(() =>
    ORDER.map(
      (d) => week.find((w) => w.dayOfWeek === d) ?? { dayOfWeek: d, available: false, start: "09:00", end: "17:00" },
    ),
  );
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) showToast((toast) => toast.success(AVAILABILITY_TEXT.saved));
    else showToast((toast) => toast.error(AVAILABILITY_TEXT.saveFailed, { description: answer.error }));
  }, [answer]);
  const problems = days.map((day) => workingDayProblem(day));
  const update = (dayOfWeek: number, change: Partial<WorkingDay>) =>
    setDays((all) => all.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, ...change } : d)));

  return (
    <fetcher.Form method="post" action={action} noValidate>
      <input type="hidden" name="intent" value="save-availability" />
      {therapistId ? <input type="hidden" name="therapistId" value={therapistId} /> : null}
      <fieldset>
        <legend className="font-semibold text-stone-900">Weekly availability</legend>
        <p className="text-sm text-stone-600">Hours are in the practice's time zone (Accra).</p>
        <ul className="mt-3 space-y-2">
          {days.map((day, i) => {
            const name = DAY_NAMES[day.dayOfWeek] ?? "";
            const problem = problems[i];
            return (
              <li key={day.dayOfWeek} className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 px-3 py-2">
                <label className="flex w-36 items-center gap-2 font-medium text-stone-900">
                  <input
                    type="checkbox"
                    name={`available-${day.dayOfWeek}`}
                    checked={day.available}
                    onChange={(e) => update(day.dayOfWeek, { available: e.target.checked })}
                    className="size-4 accent-brand-600"
                  />
                  {name}
                </label>
                <label className="flex items-center gap-1 text-sm text-stone-700">
                  From
                  <input
                    type="time"
                    name={`start-${day.dayOfWeek}`}
                    value={day.start}
                    onChange={(e) => update(day.dayOfWeek, { start: e.target.value })}
                    aria-label={`${name} start`}
                    aria-invalid={problem ? true : undefined}
                    className="rounded-lg border border-stone-300 px-2 py-1"
                  />
                </label>
                <label className="flex items-center gap-1 text-sm text-stone-700">
                  to
                  <input
                    type="time"
                    name={`end-${day.dayOfWeek}`}
                    value={day.end}
                    onChange={(e) => update(day.dayOfWeek, { end: e.target.value })}
                    aria-label={`${name} end`}
                    aria-invalid={problem ? true : undefined}
                    className="rounded-lg border border-stone-300 px-2 py-1"
                  />
                </label>
                {problem ? <span className="text-sm text-red-700">{problem}</span> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={fetcher.state !== "idle" || problems.some(Boolean)}>
        {fetcher.state !== "idle" ? "Saving..." : "Save availability"}
      </Button>
    </fetcher.Form>
  );
}

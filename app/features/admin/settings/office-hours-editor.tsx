import { DAY_NAMES, type WorkingDay, workingDayProblem } from "@domain/availability";
import { OFFICE_HOURS_TEXT, type OfficeHours } from "@domain/office-hours";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";

type Answer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/** Monday first, as the week is read here; stored with 0 = Sunday. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * The practice's office hours (spec 000 §9), as an admin sets them: per day whether the practice
 * is open, from when to when (Accra time), and whether it sees clients in person that day. The
 * website shows them and the booking calendar offers clients only times inside them.
 */
export function OfficeHoursEditor({ hours, action }: { hours: OfficeHours; action: string }) {
  const [days, setDays] = useState(() =>
    ORDER.map((d) => {
      const day = hours.week.find((w) => w.dayOfWeek === d) as WorkingDay;
      return { ...day, inPerson: hours.inPersonDays.includes(d) };
    }),
  );
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) showToast((toast) => toast.success(OFFICE_HOURS_TEXT.saved));
    else showToast((toast) => toast.error(OFFICE_HOURS_TEXT.saveFailed, { description: answer.error }));
  }, [answer]);
  const problems = days.map(
    (day) => workingDayProblem(day) ?? (day.inPerson && !day.available ? OFFICE_HOURS_TEXT.inPersonClosed : null),
  );
  const update = (dayOfWeek: number, change: Partial<(typeof days)[number]>) =>
    setDays((all) => all.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, ...change } : d)));

  return (
    <fetcher.Form method="post" action={action} noValidate>
      <input type="hidden" name="intent" value="save-office-hours" />
      <fieldset>
        <legend className="font-semibold text-stone-900">{OFFICE_HOURS_TEXT.title}</legend>
        <p className="text-sm text-stone-600">
          Hours are in the practice's time zone (Accra). Clients booking themselves are offered only times inside them
          and inside their therapist's own hours; in-person sessions only on the days ticked "In person".
        </p>
        <ul className="mt-3 space-y-2">
          {days.map((day, i) => {
            const name = DAY_NAMES[day.dayOfWeek] ?? "";
            const problem = problems[i];
            return (
              <li key={day.dayOfWeek} className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 px-3 py-2">
                <label className="flex w-32 items-center gap-2 font-medium text-stone-900">
                  <input
                    type="checkbox"
                    name={`open-${day.dayOfWeek}`}
                    checked={day.available}
                    onChange={(e) => update(day.dayOfWeek, { available: e.target.checked })}
                    aria-label={`${name} open`}
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
                    aria-label={`${name} opens`}
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
                    aria-label={`${name} closes`}
                    aria-invalid={problem ? true : undefined}
                    className="rounded-lg border border-stone-300 px-2 py-1"
                  />
                </label>
                <label className="flex items-center gap-2 text-sm text-stone-700">
                  <input
                    type="checkbox"
                    name={`inPerson-${day.dayOfWeek}`}
                    checked={day.inPerson}
                    onChange={(e) => update(day.dayOfWeek, { inPerson: e.target.checked })}
                    aria-label={`${name} in person`}
                    className="size-4 accent-brand-600"
                  />
                  In person
                </label>
                {problem ? <span className="text-sm text-red-700">{problem}</span> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={fetcher.state !== "idle" || problems.some(Boolean)}>
        {fetcher.state !== "idle" ? "Saving..." : "Save office hours"}
      </Button>
    </fetcher.Form>
  );
}

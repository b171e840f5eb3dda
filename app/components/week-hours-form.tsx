import { DAY_NAMES, type WorkingDay } from "@domain/availability";
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";

type Answer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/** Monday first, as the week is read here; stored with 0 = Sunday (spec 001 §3). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface WeekHoursFormProps<D extends WorkingDay> {
  /** The seven days, Monday first, as the form starts. */
  initial: () => D[];
  action: string;
  /** The form's hidden fields (its intent, and whose week it is). */
  hidden: Record<string, string>;
  legend: string;
  note: ReactNode;
  /** Field names and accessible names of one day's controls. */
  fields: { open: string; startLabel: string; endLabel: string; openLabel?: string };
  problemOf: (day: D) => string | null;
  texts: { saved: string; saveFailed: string; save: string };
  /** More controls on a day's row (the office hours' In person). */
  extra?: (day: D, update: (change: Partial<D>) => void) => ReactNode;
}

/**
 * A week of hours edited at once: per day, open or not and from when to when, in the practice's
 * time zone. Serves a therapist's availability and the practice's office hours.
 */
export function WeekHoursForm<D extends WorkingDay>(props: WeekHoursFormProps<D>) {
  const { action, hidden, legend, note, fields, problemOf, texts, extra } = props;
  const [days, setDays] = useState(props.initial);
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) showToast((toast) => toast.success(texts.saved));
    else showToast((toast) => toast.error(texts.saveFailed, { description: answer.error }));
  }, [answer, texts]);
  const problems = days.map(problemOf);
  const update = (dayOfWeek: number, change: Partial<D>) =>
    setDays((all) => all.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, ...change } : d)));

  return (
    <fetcher.Form method="post" action={action} noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend className="font-semibold text-stone-900">{legend}</legend>
        <p className="text-sm text-stone-600">{note}</p>
        <ul className="mt-3 space-y-2">
          {days.map((day, i) => {
            const name = DAY_NAMES[day.dayOfWeek] ?? "";
            const problem = problems[i];
            const change = (c: Partial<D>) => update(day.dayOfWeek, c);
            return (
              <li key={day.dayOfWeek} className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 px-3 py-2">
                <label className="flex w-32 items-center gap-2 font-medium text-stone-900">
                  <input
                    type="checkbox"
                    name={`${fields.open}-${day.dayOfWeek}`}
                    checked={day.available}
                    onChange={(e) => change({ available: e.target.checked } as Partial<D>)}
                    aria-label={fields.openLabel ? `${name} ${fields.openLabel}` : undefined}
                    className="size-4 accent-brand-600"
                  />
                  {name}
                </label>
                {(["start", "end"] as const).map((edge) => (
                  <label key={edge} className="flex items-center gap-1 text-sm text-stone-700">
                    {edge === "start" ? "From" : "to"}
                    <input
                      type="time"
                      name={`${edge}-${day.dayOfWeek}`}
                      value={day[edge]}
                      onChange={(e) => change({ [edge]: e.target.value } as Partial<D>)}
                      aria-label={`${name} ${edge === "start" ? fields.startLabel : fields.endLabel}`}
                      aria-invalid={problem ? true : undefined}
                      className="rounded-lg border border-stone-300 px-2 py-1"
                    />
                  </label>
                ))}
                {extra?.(day, change)}
                {problem ? <span className="text-sm text-red-700">{problem}</span> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={fetcher.state !== "idle" || problems.some(Boolean)}>
        {fetcher.state !== "idle" ? "Saving..." : texts.save}
      </Button>
    </fetcher.Form>
  );
}

import { DAY_NAMES, type WorkingDay, workingDayProblem } from "@domain/availability";
import { OFFICE_HOURS_TEXT, type OfficeHours } from "@domain/office-hours";
import { WEEK_ORDER, WeekHoursForm } from "~/components/week-hours-form";

type OfficeDay = WorkingDay & { inPerson: boolean };

const TEXTS = { ...OFFICE_HOURS_TEXT, save: "Save office hours" };
const FIELDS = { open: "open", openLabel: "open", startLabel: "opens", endLabel: "closes" };

const problemOf = (day: OfficeDay) =>
  workingDayProblem(day) ?? (day.inPerson && !day.available ? OFFICE_HOURS_TEXT.inPersonClosed : null);

/**
 * The practice's office hours (spec 000 §9), as an admin sets them: per day whether the practice
 * is open, from when to when (Accra time), and whether it sees clients in person that day. The
 * website shows them and the booking calendar offers clients only times inside them.
 */
export function OfficeHoursEditor({ hours, action }: { hours: OfficeHours; action: string }) {
  return (
    <WeekHoursForm<OfficeDay>
      initial={() =>
        WEEK_ORDER.map((d) => {
          const day = hours.week.find((w) => w.dayOfWeek === d) as WorkingDay;
          return { ...day, inPerson: hours.inPersonDays.includes(d) };
        })
      }
      action={action}
      hidden={{ intent: "save-office-hours" }}
      legend={OFFICE_HOURS_TEXT.title}
      note="Hours are in the practice's time zone (Accra). Clients booking themselves are offered only times inside them and inside their therapist's own hours; in-person sessions only on the days ticked “In person”."
      fields={FIELDS}
      problemOf={problemOf}
      texts={TEXTS}
      extra={(day, change) => (
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            name={`inPerson-${day.dayOfWeek}`}
            checked={day.inPerson}
            onChange={(e) => change({ inPerson: e.target.checked })}
            aria-label={`${DAY_NAMES[day.dayOfWeek] ?? ""} in person`}
            className="size-4 accent-brand-600"
          />
          In person
        </label>
      )}
    />
  );
}

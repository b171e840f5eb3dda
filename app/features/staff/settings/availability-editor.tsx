import { AVAILABILITY_TEXT, type WorkingDay, workingDayProblem } from "@domain/availability";
import { WEEK_ORDER, WeekHoursForm } from "~/components/week-hours-form";

const TEXTS = { ...AVAILABILITY_TEXT, save: "Save availability" };
const FIELDS = { open: "available", startLabel: "start", endLabel: "end" };

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
  return (
    <WeekHoursForm
      initial={() =>
        WEEK_ORDER.map(
          (d) =>
            week.find((w) => w.dayOfWeek === d) ?? { dayOfWeek: d, available: false, start: "09:00", end: "17:00" },
        )
      }
      action={action}
      hidden={{ intent: "save-availability", ...(therapistId ? { therapistId } : {}) }}
      legend="Weekly availability"
      note="Hours are in the practice's time zone (Accra)."
      fields={FIELDS}
      problemOf={workingDayProblem}
      texts={TEXTS}
    />
  );
}

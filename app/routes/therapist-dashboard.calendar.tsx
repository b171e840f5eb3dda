import { requireTherapist } from "@server/http/guards";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.calendar";

export const meta = staffTabMeta("Calendar", "Calendar connections.");

export function loader({ context }: Route.LoaderArgs) {
  requireTherapist(context);
  return null;
}

/** The Calendar tab (spec 001 §2): Google Calendar is not connected to the practice yet; the sessions calendar is here. */
export default function CalendarRoute() {
  return (
    <section aria-labelledby="calendar-heading" className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
      <CalendarDays aria-hidden className="size-6 text-brand-600" />
      <h2 id="calendar-heading" className="mt-3 font-serif text-2xl text-brand-900">
        Calendar
      </h2>
      <p className="mt-2 max-w-prose text-stone-700">
        Connecting your Google Calendar is not available yet. Your sessions are in the{" "}
        <Link to="/therapist-dashboard/sessions?view=calendar" className="text-brand-700 underline underline-offset-2">
          Sessions calendar
        </Link>
        , and your working hours and days off are in{" "}
        <Link to="/therapist-dashboard/settings" className="text-brand-700 underline underline-offset-2">
          Settings
        </Link>
        .
      </p>
    </section>
  );
}

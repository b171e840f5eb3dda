import { requireTherapist } from "@server/http/role-guards";
import { Link } from "react-router";
import { CalendarConnectionPanel } from "~/features/staff/calendar/calendar-connection-panel";
import { calendarTabAction, loadMyCalendar } from "~/features/staff/calendar/calendar-page.server";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.calendar";

export const meta = staffTabMeta("Calendar", "Calendar connections.");

const TAB = "/therapist-dashboard/calendar";

export async function loader({ context }: Route.LoaderArgs) {
  return loadMyCalendar(requireTherapist(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return calendarTabAction(requireTherapist(context), request, TAB);
}

/** The Calendar tab (spec 001 §2): her Google Calendar connection. */
export default function CalendarRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <CalendarConnectionPanel view={loaderData} action={TAB} />
      <p className="max-w-prose text-sm text-stone-700">
        Your sessions are also in the{" "}
        <Link to="/therapist-dashboard/sessions?view=calendar" className="text-brand-700 underline underline-offset-2">
          Sessions calendar
        </Link>
        , and your working hours and days off are in{" "}
        <Link to="/therapist-dashboard/settings" className="text-brand-700 underline underline-offset-2">
          Settings
        </Link>
        .
      </p>
    </div>
  );
}

import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { listCalendarConnections } from "@server/modules/calendar-sync";
import { CalendarSubTabs } from "~/features/staff/admin/calendar-sub-tabs";
import { CalendarConnectionPanel } from "~/features/staff/calendar/calendar-connection-panel";
import { calendarTabAction, loadMyCalendar, syncLabel } from "~/features/staff/calendar/calendar-page.server";
import { TherapistConnectionsTable } from "~/features/staff/calendar/therapist-connections-table";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.calendar.sync";

export const meta = staffTabMeta("Calendar sync", "Calendar connections.", "Admin Dashboard");

const TAB = "/admin-dashboard/calendar/sync";

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const [mine, connections] = await Promise.all([
    loadMyCalendar(viewer),
    getDb().then((db) => listCalendarConnections(db, viewer)),
  ]);
  const therapists = connections.map((row) => ({
    ...row,
    lastSyncLabel: syncLabel(row.lastSyncAt, viewer.timezone),
  }));
  return { mine, therapists };
}

export async function action({ request, context }: Route.ActionArgs) {
  return calendarTabAction(requireAdmin(context), request, TAB);
}

/** The calendar sync sub-tab (spec 001 §2): the admin's own Google Calendar, and every therapist's status. */
export default function CalendarSyncRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CalendarSubTabs />
      <CalendarConnectionPanel view={loaderData.mine} action={TAB} />
      <TherapistConnectionsTable rows={loaderData.therapists} />
    </>
  );
}

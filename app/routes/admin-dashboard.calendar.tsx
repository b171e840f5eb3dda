import { requireAdmin } from "@server/http/role-guards";
import { CalendarSubTabs, TherapistFilter } from "~/features/staff/admin/calendar-sub-tabs";
import { withTherapists } from "~/features/staff/admin/with-therapists.server";
import { loadSessionsPage, sessionsAction } from "~/features/staff/sessions/sessions-page.server";
import { SessionsTab } from "~/features/staff/sessions/sessions-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.calendar";

export const meta = staffTabMeta("Calendar", "Every therapist's sessions.", "Admin Dashboard");

const LINKS = { statusAction: "/admin-dashboard/calendar", showTherapist: true };

/** The calendar's sessions sub-tab: every therapist's sessions, or one's (?therapist=), as the therapist's tab shows hers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  return withTherapists(viewer, loadSessionsPage(viewer, new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  return sessionsAction(requireAdmin(context), request);
}

export default function AdminCalendarRoute({ loaderData }: Route.ComponentProps) {
  const { view, span, anchor } = loaderData;
  return (
    <>
      <CalendarSubTabs />
      <SessionsTab
        view={loaderData}
        links={LINKS}
        filters={
          <TherapistFilter
            therapists={loaderData.therapists}
            current={loaderData.keep.therapist ?? ""}
            client={{ chosen: loaderData.clients, current: loaderData.keep.client ?? "" }}
            keep={view === "calendar" ? { view, span, date: anchor } : {}}
          />
        }
        therapists={loaderData.therapists}
      />
    </>
  );
}

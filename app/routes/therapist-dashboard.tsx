import { getDb } from "@server/db";
import { readCookie } from "@server/http/cookies";
import { requireTherapist } from "@server/http/role-guards";
import { requestNow, TEST_CLOCK_COOKIE } from "@server/lib/clock";
import { getStaffSummary } from "@server/modules/staff";
import { listWaitingClients } from "@server/modules/video";
import { BookOpenCheck, CalendarClock, MessageSquare, Users } from "lucide-react";
import { Outlet, redirect } from "react-router";
import { DashboardLoadError } from "~/components/dashboard-parts";
import { StaffShell } from "~/features/staff/staff-shell";
import { THERAPIST_BASE, THERAPIST_TABS } from "~/features/staff/staff-tabs";
import { WaitingRoom } from "~/features/video/waiting-room";
import { pageMeta, rootData } from "~/lib/seo";
import { tabRedirect } from "~/lib/tab-redirect";
import type { Route } from "./+types/therapist-dashboard";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Therapist Dashboard",
    description: "Clients, sessions, homework and messages.",
    path: location.pathname,
    noindex: true,
  });
}

/**
 * Therapists only (spec 001 §6: 'Access Denied' for anyone else, /auth without a session).
 * Every tab's loader and action checks again: nested loaders run side by side.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const target = tabRedirect(url, THERAPIST_BASE, THERAPIST_TABS);
  if (target) throw redirect(target);
  const db = await getDb();
  const now = requestNow(readCookie(request, TEST_CLOCK_COOKIE));
  const [summary, waiting] = await Promise.all([getStaffSummary(db, viewer), listWaitingClients(db, viewer, now)]);
  return {
    firstName: viewer.firstName,
    summary,
    waiting: waiting.map((w) => ({
      sessionId: w.sessionId,
      name: `${w.firstName} ${w.lastName}`,
      firstName: w.firstName,
    })),
  };
}

export default function TherapistDashboard({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  return (
    <StaffShell
      title="Therapist Dashboard"
      greeting={`Welcome back, ${loaderData.firstName}.`}
      tabs={THERAPIST_TABS}
      badges={{ messages: summary.unreadMessages, homework: summary.pendingReviews }}
      cards={[
        { label: "Total Clients", value: summary.totalClients, icon: Users },
        { label: "Upcoming Sessions", value: summary.upcomingSessions, icon: CalendarClock },
        { label: "Unread Messages", value: summary.unreadMessages, icon: MessageSquare },
        { label: "Pending Reviews", value: summary.pendingReviews, icon: BookOpenCheck },
      ]}
      notice={<WaitingRoom waiting={loaderData.waiting} />}
    >
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError error={error} />;
}

import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { getStaffSummary } from "@server/modules/staff";
import { BookOpenCheck, CalendarClock, MessageSquare, Users } from "lucide-react";
import { Outlet, redirect } from "react-router";
import { DashboardLoadError } from "~/components/dashboard-parts";
import { StaffShell } from "~/features/staff/staff-shell";
import { THERAPIST_BASE, THERAPIST_TABS } from "~/features/staff/staff-tabs";
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
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const target = tabRedirect(url, THERAPIST_BASE, THERAPIST_TABS);
  if (target) throw redirect(target);
  return { firstName: viewer.firstName, summary: await getStaffSummary(await getDb(), viewer) };
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
    >
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError error={error} />;
}

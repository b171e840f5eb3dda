import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { getStaffSummary } from "@server/modules/staff";
import { BookOpenCheck, CalendarClock, MessageSquare, Users } from "lucide-react";
import { Outlet, redirect } from "react-router";
import { DashboardLoadError } from "~/components/dashboard-parts";
import { StaffShell } from "~/features/staff/staff-shell";
import { ADMIN_BASE, ADMIN_TABS } from "~/features/staff/staff-tabs";
import { pageMeta, rootData } from "~/lib/seo";
import { tabRedirect } from "~/lib/tab-redirect";
import type { Route } from "./+types/admin-dashboard";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Admin Dashboard",
    description: "Running the practice.",
    path: location.pathname,
    noindex: true,
  });
}

/**
 * Admins only (spec 001 §6: anyone else goes to / or /auth with no message). Every tab's
 * loader and action checks again: nested loaders run side by side.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const target = tabRedirect(url, ADMIN_BASE, ADMIN_TABS);
  if (target) throw redirect(target);
  return { firstName: viewer.firstName, summary: await getStaffSummary(await getDb(), viewer) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { summary } = loaderData;
  return (
    <StaffShell
      title="Admin Dashboard"
      greeting={`Welcome back, ${loaderData.firstName}.`}
      tabs={ADMIN_TABS}
      badges={{ messages: summary.unreadMessages }}
      cards={[
        { label: "Total Clients", value: summary.totalClients, icon: Users },
        { label: "Upcoming Sessions", value: summary.upcomingSessions, icon: CalendarClock },
        { label: "Unread Messages", value: summary.unreadMessages, icon: MessageSquare },
        { label: "Homework to Review", value: summary.pendingReviews, icon: BookOpenCheck },
      ]}
    >
      <Outlet />
    </StaffShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardLoadError error={error} />;
}

import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { getAnalytics, listTherapists } from "@server/modules/staff";
import { TherapistFilter } from "~/features/staff/admin/calendar-sub-tabs";
import { AnalyticsTab } from "~/features/staff/analytics/analytics-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.analytics";

export const meta = staffTabMeta("Analytics", "The practice's last 12 months.", "Admin Dashboard");

/** The practice's 12 months (every payment received, net of refunds, and the practice's own tables), or one therapist's (?therapist=) as she sees them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const therapist = new URL(request.url).searchParams.get("therapist") ?? "";
  const [analytics, therapists] = await Promise.all([
    getAnalytics(db, viewer, new Date(), { therapist }),
    listTherapists(db, viewer),
  ]);
  // The choice as applied: a damaged or unknown id shows the whole practice, and its CSVs follow.
  const chosen = analytics.scope === "therapist" ? therapist : "";
  return { analytics, therapists, therapist: chosen };
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AnalyticsTab
      analytics={loaderData.analytics}
      therapist={loaderData.therapist}
      filters={<TherapistFilter therapists={loaderData.therapists} current={loaderData.therapist} />}
    />
  );
}

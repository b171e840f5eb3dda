import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/guards";
import { getTherapistAnalytics } from "@server/modules/staff/get-therapist-analytics";
import { listTherapists } from "@server/modules/staff/list-therapists";
import { TherapistFilter } from "~/features/staff/admin/calendar-sub-tabs";
import { AnalyticsTab } from "~/features/staff/analytics/analytics-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.analytics";

export const meta = staffTabMeta("Analytics", "The practice's last 12 months.", "Admin Dashboard");

/** The practice's 12 months (every payment received), or one therapist's (?therapist=) as she sees them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const therapist = new URL(request.url).searchParams.get("therapist") ?? "";
  const [months, therapists] = await Promise.all([
    getTherapistAnalytics(db, viewer, new Date(), { therapist }),
    listTherapists(db, viewer),
  ]);
  return { months, therapists, therapist };
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AnalyticsTab
      months={loaderData.months}
      showUsd
      filters={<TherapistFilter therapists={loaderData.therapists} current={loaderData.therapist} />}
    />
  );
}

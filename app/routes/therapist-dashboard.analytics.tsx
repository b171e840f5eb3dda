import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { getAnalytics } from "@server/modules/staff";
import { AnalyticsTab } from "~/features/staff/analytics/analytics-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.analytics";

export const meta = staffTabMeta("Analytics", "Your last 12 months.");

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  return { analytics: await getAnalytics(await getDb(), viewer) };
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab analytics={loaderData.analytics} />;
}

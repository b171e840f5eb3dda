import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/guards";
import { getTherapistAnalytics } from "@server/modules/staff/get-therapist-analytics";
import { AnalyticsTab } from "~/features/staff/analytics/analytics-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.analytics";

export const meta = staffTabMeta("Analytics", "Your last 12 months.");

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  return { months: await getTherapistAnalytics(await getDb(), viewer) };
}

export default function AnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <AnalyticsTab months={loaderData.months} />;
}

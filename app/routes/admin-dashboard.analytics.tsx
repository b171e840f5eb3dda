import { requireAdmin } from "@server/http/guards";
import { ChartColumn } from "lucide-react";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.analytics";

export const meta = staffTabMeta("Analytics", "The practice's figures.", "Admin Dashboard");

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

/** The practice's revenue analytics are not built yet; the overview has this month's figures. */
export default function AnalyticsRoute() {
  return (
    <section aria-labelledby="analytics-heading" className="rounded-2xl bg-white p-8 ring-1 ring-stone-200">
      <ChartColumn aria-hidden className="size-6 text-brand-600" />
      <h2 id="analytics-heading" className="mt-3 font-serif text-2xl text-brand-900">
        Analytics
      </h2>
      <p className="mt-2 max-w-prose text-stone-700">
        The practice's revenue trend is not available here yet. This month's revenue, sessions and clients are on the
        Overview.
      </p>
    </section>
  );
}

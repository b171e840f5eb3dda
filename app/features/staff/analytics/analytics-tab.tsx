import {
  ANALYTICS_CURRENCY,
  type Analytics,
  type AnalyticsTable,
  amountsText,
  cancellationRate,
  currenciesOf,
  monthLabel,
  netAmounts,
  noShowRate,
  percentText,
  rebookRate,
  revenueTotals,
  sumCounts,
  usdAtDisplayRates,
} from "@domain/analytics";
import { analyticsCsvPath } from "@domain/analytics-csv";
import { formatMoney } from "@domain/money";
import type { ReactNode } from "react";
import { Section } from "~/components/ui/section";
import { BarChart } from "./bar-chart";
import { ClientsTable, RevenueTable, SessionsTable } from "./month-tables";
import { CouponsTable, CreditsTable, GiftsTable, PlanSalesTable, TherapistsTable } from "./practice-tables";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * The Analytics tab (spec 001 §2, §9): the last 12 months. Revenue is net of refunds, in cedis
 * with what was paid in dollars, pounds or euros beside it, never converted and added (an admin
 * also sees it all in $ at the display rates, said so). Then a table per subject, each with its
 * CSV: revenue, sessions, clients and, for the whole practice, plans, credits, coupons, gift
 * certificates and therapists.
 */
export function AnalyticsTab({
  analytics,
  filters,
  therapist = "",
}: {
  analytics: Analytics;
  /** Above the figures: an admin's choice of therapist. */
  filters?: ReactNode;
  /** The therapist an admin chose, carried to the CSVs. */
  therapist?: string;
}) {
  const csv = (table: AnalyticsTable) => analyticsCsvPath(table, therapist);
  const { net } = revenueTotals(analytics);
  const others = currenciesOf([net])
    .filter((c) => c !== ANALYTICS_CURRENCY)
    .map((c) => formatMoney(net[c] ?? 0, c));
  const sessions = sumCounts(analytics.sessions, ["scheduled", "completed", "cancelled", "noShow"]);
  const clients = sumCounts(analytics.clients, ["completedClients", "rebooked"]);
  const practice = analytics.practice;
  return (
    <Section headingId="analytics-heading" title="Analytics" className="space-y-8">
      {filters}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={`Net revenue, 12 months (${ANALYTICS_CURRENCY})`}
          value={formatMoney(net[ANALYTICS_CURRENCY] ?? 0, ANALYTICS_CURRENCY)}
        />
        <Figure label="Net in other currencies" value={others.length ? others.join(" + ") : "None"} />
        {analytics.inUsd ? (
          <Figure label="All of it in $, at the display rates" value={formatMoney(usdAtDisplayRates(net), "USD")} />
        ) : null}
        <Figure label="Completed sessions" value={String(sessions.completed)} />
        <Figure label="No-show rate" value={percentText(noShowRate(sessions))} />
        <Figure label="Cancellation rate" value={percentText(cancellationRate(sessions))} />
        <Figure label="Rebook rate" value={percentText(rebookRate(clients))} />
      </dl>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h3 className="font-semibold text-stone-900">Revenue trend ({ANALYTICS_CURRENCY})</h3>
        <BarChart
          title={`Net revenue in ${ANALYTICS_CURRENCY} for each of the last 12 months; the figures are in the table below.`}
          bars={analytics.revenue.map((m) => {
            const monthNet = netAmounts(m.received, m.refunded);
            return {
              label: monthLabel(m.month).split(" ")[0] ?? m.month,
              value: Math.max(0, monthNet[ANALYTICS_CURRENCY] ?? 0),
              text: `${monthLabel(m.month)}: ${amountsText(monthNet)}`,
            };
          })}
        />
      </div>
      <RevenueTable analytics={analytics} csv={csv("revenue")} />
      <SessionsTable analytics={analytics} csv={csv("sessions")} />
      <ClientsTable analytics={analytics} csv={csv("clients")} />
      {practice ? (
        <>
          <TherapistsTable figures={practice} csv={csv("therapists")} />
          <PlanSalesTable figures={practice} csv={csv("plans")} />
          <CreditsTable figures={practice} csv={csv("credits")} />
          <CouponsTable figures={practice} csv={csv("coupons")} />
          <GiftsTable figures={practice} csv={csv("gifts")} />
        </>
      ) : null}
    </Section>
  );
}

import {
  ANALYTICS_CURRENCY,
  analyticsCsv,
  type MonthFigures,
  monthLabel,
  noShowRate,
  otherCurrencies,
  revenueText,
} from "@domain/analytics";
import type { Currency } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { usdEquivalent } from "@domain/practice-figures";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { BarChart } from "./bar-chart";

function download(months: readonly MonthFigures[]) {
  const blob = new Blob([analyticsCsv(months)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `analytics-${months[0]?.month ?? ""}-to-${months.at(-1)?.month ?? ""}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** The months' revenue in every currency, as US cents at the display rates. */
const usdTotal = (months: readonly MonthFigures[]) =>
  usdEquivalent(
    months.flatMap((m) =>
      Object.entries(m.revenue).map(([currency, amount]) => ({ currency: currency as Currency, amount: amount ?? 0 })),
    ),
  );

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * The Analytics tab (spec 001 §2, §9): the last 12 months. Revenue is in cedis; what was paid in
 * dollars, pounds or euros is shown in its own currency beside it, never converted and added.
 * Sessions by outcome, the no-show rate, new and returning clients, and 'Export CSV'.
 */
export function AnalyticsTab({
  months,
  filters,
  showUsd = false,
}: {
  months: readonly MonthFigures[];
  /** Above the figures: an admin's choice of therapist. */
  filters?: ReactNode;
  /** An admin's figures (spec 000 §9) add the 12 months' revenue in $ at the display rates, beside the amounts as paid. */
  showUsd?: boolean;
}) {
  const cedis = months.reduce((sum, m) => sum + (m.revenue[ANALYTICS_CURRENCY] ?? 0), 0);
  const others = otherCurrencies(months).map((currency) =>
    formatMoney(
      months.reduce((sum, m) => sum + (m.revenue[currency] ?? 0), 0),
      currency,
    ),
  );
  const rate = noShowRate(months);
  const sum = (key: "completed" | "cancelled" | "noShow" | "newClients" | "returningClients") =>
    months.reduce((total, m) => total + m[key], 0);
  return (
    <section aria-labelledby="analytics-heading" className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="analytics-heading" className="font-serif text-2xl text-brand-900">
          Analytics
        </h2>
        <Button type="button" variant="secondary" onClick={() => download(months)}>
          <Download aria-hidden className="size-4" /> Export CSV
        </Button>
      </div>
      {filters}
      <dl className={`grid grid-cols-2 gap-3 ${showUsd ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}>
        <Figure label={`Revenue, 12 months (${ANALYTICS_CURRENCY})`} value={formatMoney(cedis, ANALYTICS_CURRENCY)} />
        <Figure label="Paid in other currencies" value={others.length ? others.join(" + ") : "None"} />
        {showUsd ? (
          <Figure label="All of it in $, at the display rates" value={formatMoney(usdTotal(months), "USD")} />
        ) : null}
        <Figure label="Completed sessions" value={String(sum("completed"))} />
        <Figure label="No-show rate" value={rate === null ? "No sessions yet" : `${rate}%`} />
      </dl>
      <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h3 className="font-semibold text-stone-900">Revenue trend ({ANALYTICS_CURRENCY})</h3>
        <BarChart
          title={`Revenue in ${ANALYTICS_CURRENCY} for each of the last 12 months; the figures are in the table below.`}
          bars={months.map((m) => ({
            label: monthLabel(m.month).split(" ")[0] ?? m.month,
            value: m.revenue[ANALYTICS_CURRENCY] ?? 0,
            text: `${monthLabel(m.month)}: ${revenueText(m.revenue)}`,
          }))}
        />
      </div>
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="px-5 pt-4 text-left font-semibold text-stone-900">Month by month</caption>
          <thead className="text-stone-700">
            <tr>
              <th scope="col" className="px-5 py-2">
                Month
              </th>
              <th scope="col" className="px-3 py-2">
                Revenue
              </th>
              <th scope="col" className="px-3 py-2">
                Completed
              </th>
              <th scope="col" className="px-3 py-2">
                Cancelled
              </th>
              <th scope="col" className="px-3 py-2">
                No-show
              </th>
              <th scope="col" className="px-3 py-2">
                New clients
              </th>
              <th scope="col" className="px-3 py-2">
                Returning
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className="px-5 py-2 font-medium text-stone-900">
                  {monthLabel(m.month)}
                </th>
                <td className="px-3 py-2">{revenueText(m.revenue)}</td>
                <td className="px-3 py-2">{m.completed}</td>
                <td className="px-3 py-2">{m.cancelled}</td>
                <td className="px-3 py-2">{m.noShow}</td>
                <td className="px-3 py-2">{m.newClients}</td>
                <td className="px-3 py-2">{m.returningClients}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold text-stone-900">
            <tr>
              <th scope="row" className="px-5 py-2">
                Total
              </th>
              <td className="px-3 py-2">
                {formatMoney(cedis, ANALYTICS_CURRENCY)}
                {others.length ? ` + ${others.join(" + ")}` : ""}
              </td>
              <td className="px-3 py-2">{sum("completed")}</td>
              <td className="px-3 py-2">{sum("cancelled")}</td>
              <td className="px-3 py-2">{sum("noShow")}</td>
              <td className="px-3 py-2">{sum("newClients")}</td>
              <td className="px-3 py-2">{sum("returningClients")}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

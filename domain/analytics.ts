/**
 * The therapist's analytics (spec 001 §2, §9): the last 12 months, revenue in cedis with the
 * other currencies beside it (never converted into it), sessions by outcome, the no-show rate,
 * and new versus returning clients. Pure: the server supplies the monthly figures.
 */
import { toCsv } from "./csv";
import type { Currency } from "./enums";
import { formatMoney } from "./money";

export const ANALYTICS_MONTHS = 12;
/** Spec 001 §9: the therapist's analytics are in cedis. */
export const ANALYTICS_CURRENCY: Currency = "GHS";

export interface MonthFigures {
  /** "YYYY-MM" */
  month: string;
  /** Minor units per currency paid that month. */
  revenue: Partial<Record<Currency, number>>;
  completed: number;
  cancelled: number;
  noShow: number;
  newClients: number;
  returningClients: number;
}

/** The `count` months ending with the month of `today` ("YYYY-MM-DD"), oldest first. */
export function lastMonths(today: string, count = ANALYTICS_MONTHS): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** Missed sessions over the sessions that were due to happen (completed or missed), as a whole percentage; null with none. */
export function noShowRate(months: readonly MonthFigures[]): number | null {
  const missed = months.reduce((sum, m) => sum + m.noShow, 0);
  const due = months.reduce((sum, m) => sum + m.completed + m.noShow, 0);
  return due === 0 ? null : Math.round((100 * missed) / due);
}

/** The currencies other than cedis that appear in any month, in a fixed order. */
export function otherCurrencies(months: readonly MonthFigures[]): Currency[] {
  const seen = new Set<Currency>();
  for (const m of months)
    for (const [currency, amount] of Object.entries(m.revenue)) if (amount) seen.add(currency as Currency);
  seen.delete(ANALYTICS_CURRENCY);
  return (["USD", "GBP", "EUR"] as const).filter((c) => seen.has(c));
}

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString("en-GB", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The 12 monthly rows as CSV (spec 001 §7: 'Export CSV'): amounts in major units with their
 * currency in the column name, one column per currency that appears. Cells that a spreadsheet
 * would read as a formula are quoted.
 */
export function analyticsCsv(months: readonly MonthFigures[]): string {
  const currencies = [ANALYTICS_CURRENCY, ...otherCurrencies(months)];
  const header = [
    "month",
    ...currencies.map((c) => `revenue_${c}`),
    "completed",
    "cancelled",
    "no_show",
    "new_clients",
    "returning_clients",
  ];
  const rows = months.map((m) => [
    m.month,
    ...currencies.map((c) => ((m.revenue[c] ?? 0) / 100).toFixed(2)),
    m.completed,
    m.cancelled,
    m.noShow,
    m.newClients,
    m.returningClients,
  ]);
  return toCsv([header, ...rows]);
}

/** A month's revenue as read on the chart's labels: cedis first, then the others. */
export function revenueText(revenue: MonthFigures["revenue"]): string {
  const parts = [ANALYTICS_CURRENCY, "USD", "GBP", "EUR"]
    .filter((c) => (revenue[c as Currency] ?? 0) > 0 || c === ANALYTICS_CURRENCY)
    .map((c) => formatMoney(revenue[c as Currency] ?? 0, c as Currency));
  return parts.join(" + ");
}

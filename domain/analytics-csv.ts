/**
 * Each table of the Analytics tab as CSV, row for row as the page shows it: months in ISO form
 * ("2026-11"), amounts in major units with the currency in the column name (one column per
 * currency that appears, cedis always), rates as percentages with one decimal (empty when there
 * is nothing to rate). One writer for every CSV of the site: toCsv.
 */
import {
  type Amounts,
  type Analytics,
  type AnalyticsTable,
  cancellationRate,
  currenciesOf,
  netAmounts,
  noShowRate,
  percentCell,
  rebookRate,
  usdAtDisplayRates,
} from "./analytics";
import { toCsv } from "./csv";
import { COUPON_TYPES, type Currency } from "./enums";

type Cell = string | number;

/** Minor units as major units with two decimals ("400.50", "-12.00"). */
export const majorUnits = (minor: number) => (minor / 100).toFixed(2);

const amountCells = (amounts: Amounts, currencies: readonly Currency[]) =>
  currencies.map((c) => majorUnits(amounts[c] ?? 0));
const amountHeaders = (prefix: string, currencies: readonly Currency[]) => currencies.map((c) => `${prefix}_${c}`);

function revenueRows(a: Analytics): Cell[][] {
  const rows = a.revenue.map((m) => ({ ...m, net: netAmounts(m.received, m.refunded) }));
  const currencies = currenciesOf(rows.flatMap((r) => [r.received, r.refunded]));
  const header = [
    "month",
    ...currencies.flatMap((c) => [`received_${c}`, `refunded_${c}`, `net_${c}`]),
    ...(a.inUsd ? ["net_USD_at_display_rates"] : []),
  ];
  return [
    header,
    ...rows.map((r) => [
      r.month,
      ...currencies.flatMap((c) => [r.received[c] ?? 0, r.refunded[c] ?? 0, r.net[c] ?? 0].map(majorUnits)),
      ...(a.inUsd ? [majorUnits(usdAtDisplayRates(r.net))] : []),
    ]),
  ];
}

function sessionRows(a: Analytics): Cell[][] {
  return [
    ["month", "scheduled", "completed", "cancelled", "no_show", "no_show_rate_percent", "cancellation_rate_percent"],
    ...a.sessions.map((m) => [
      m.month,
      m.scheduled,
      m.completed,
      m.cancelled,
      m.noShow,
      percentCell(noShowRate(m)),
      percentCell(cancellationRate(m)),
    ]),
  ];
}

function clientRows(a: Analytics): Cell[][] {
  return [
    [
      "month",
      "new_clients",
      "returning_clients",
      "clients_with_a_completed_session",
      "rebooked",
      "rebook_rate_percent",
    ],
    ...a.clients.map((m) => [
      m.month,
      m.newClients,
      m.returningClients,
      m.completedClients,
      m.rebooked,
      percentCell(rebookRate(m)),
    ]),
  ];
}

/** Plans and packages sold per month, each kind with its count and its amounts. */
function planRows(a: Analytics): Cell[][] {
  const sales = a.practice?.planSales ?? [];
  const plans = currenciesOf(sales.map((m) => m.amount));
  const packages = currenciesOf(sales.map((m) => m.packageAmount));
  return [
    [
      "month",
      "plans_sold",
      ...amountHeaders("amount", plans),
      "packages_sold",
      ...amountHeaders("package_amount", packages),
    ],
    ...sales.map((m) => [
      m.month,
      m.sold,
      ...amountCells(m.amount, plans),
      m.packagesSold,
      ...amountCells(m.packageAmount, packages),
    ]),
  ];
}

/** Sessions owed on plans and packages, a line per kind and name. */
function creditRows(a: Analytics): Cell[][] {
  const credits = a.practice?.credits ?? [];
  const currencies = currenciesOf(credits.map((p) => p.value));
  return [
    ["kind", "name", "bought_with_sessions_left", "sessions_outstanding", ...amountHeaders("value", currencies)],
    ...credits.map((p) => [p.kind, p.plan, p.plans, p.sessions, ...amountCells(p.value, currencies)]),
  ];
}

function couponRows(a: Analytics): Cell[][] {
  return [
    ["month", ...COUPON_TYPES, "total"],
    ...(a.practice?.coupons ?? []).map((m) => [
      m.month,
      ...COUPON_TYPES.map((t) => m.used[t]),
      COUPON_TYPES.reduce((sum, t) => sum + m.used[t], 0),
    ]),
  ];
}

function giftRows(a: Analytics): Cell[][] {
  const gifts = a.practice?.gifts ?? [];
  const sold = currenciesOf(gifts.map((m) => m.amount));
  const covered = currenciesOf(gifts.map((m) => m.covered));
  return [
    ["month", "gifts_sold", ...amountHeaders("amount", sold), "redemptions", ...amountHeaders("covered", covered)],
    ...gifts.map((m) => [
      m.month,
      m.sold,
      ...amountCells(m.amount, sold),
      m.redeemed,
      ...amountCells(m.covered, covered),
    ]),
  ];
}

function therapistRows(a: Analytics): Cell[][] {
  const therapists = (a.practice?.therapists ?? []).map((t) => ({ ...t, net: netAmounts(t.received, t.refunded) }));
  const currencies = currenciesOf(therapists.flatMap((t) => [t.received, t.refunded]));
  return [
    ["therapist", "completed", "no_show", "cancelled", "clients", ...amountHeaders("net", currencies)],
    ...therapists.map((t) => [
      t.name,
      t.completed,
      t.noShow,
      t.cancelled,
      t.clients,
      ...amountCells(t.net, currencies),
    ]),
  ];
}

const ROWS: Record<AnalyticsTable, (a: Analytics) => Cell[][]> = {
  revenue: revenueRows,
  sessions: sessionRows,
  clients: clientRows,
  plans: planRows,
  credits: creditRows,
  coupons: couponRows,
  gifts: giftRows,
  therapists: therapistRows,
};

/** One table of the figures as CSV text. */
export function analyticsCsv(a: Analytics, table: AnalyticsTable): string {
  return toCsv(ROWS[table](a));
}

/** "analytics-revenue-2025-12-to-2026-11.csv" */
export function analyticsCsvName(a: Analytics, table: AnalyticsTable): string {
  return `analytics-${table}-${a.months[0] ?? ""}-to-${a.months.at(-1) ?? ""}.csv`;
}

/** Where a table's CSV is downloaded (an admin's chosen therapist carried along; the server decides what it holds). */
export function analyticsCsvPath(table: AnalyticsTable, therapist = ""): string {
  const query = new URLSearchParams({ table, ...(therapist ? { therapist } : {}) });
  return `/api/staff/analytics.csv?${query}`;
}

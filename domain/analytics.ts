/**
 * The Analytics tab (spec 001 §2, §9): the last 12 months in the practice's zone. Money stays in
 * the currency it was paid in (cedis first), never converted and added, except for an admin's $
 * figure at the display rates, shown as such. Pure: the server supplies the grouped figures;
 * the rates, totals and net amounts are defined here, once, for the page and the CSVs alike.
 */
import { COUPON_TYPES, type CouponType, CURRENCIES, type Currency } from "./enums";
import { formatMoney } from "./money";
import type { CreditKind } from "./plan-credits";
import { usdEquivalent } from "./practice-figures";

export const ANALYTICS_MONTHS = 12;
/** Spec 001 §9: the therapist's analytics are in cedis. */
export const ANALYTICS_CURRENCY: Currency = "GHS";

/** Minor units per currency. */
export type Amounts = Partial<Record<Currency, number>>;

/** The tables of the tab, each with its CSV. */
export const ANALYTICS_TABLES = [
  "revenue",
  "sessions",
  "clients",
  "plans",
  "credits",
  "coupons",
  "gifts",
  "therapists",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];
/** Tables about the whole practice: an admin's, never a therapist's, and never narrowed to one therapist. */
export const PRACTICE_TABLES: readonly AnalyticsTable[] = ["plans", "credits", "coupons", "gifts", "therapists"];
export const isPracticeTable = (table: AnalyticsTable) => PRACTICE_TABLES.includes(table);

/** Money received in a month (the day it arrived) and given back in it (the day the refund completed). */
export interface MonthRevenue {
  /** "YYYY-MM" */
  month: string;
  received: Amounts;
  refunded: Amounts;
}

/** Sessions whose start falls in the month, by status ("scheduled": upcoming, or no outcome recorded yet). */
export interface SessionCounts {
  scheduled: number;
  completed: number;
  cancelled: number;
  noShow: number;
}
export interface MonthSessions extends SessionCounts {
  month: string;
}

export interface MonthClients {
  month: string;
  /** Clients whose first session (not cancelled, ever) was this month. */
  newClients: number;
  /** Clients who came this month (a session not cancelled) and had come in an earlier month. */
  returningClients: number;
  /** Clients with a completed session this month: the rebook rate's whole. */
  completedClients: number;
  /** Of those, the ones with another session (not cancelled) starting after their last completed one of the month. */
  rebooked: number;
}

export interface MonthPlanSales {
  month: string;
  /** Support plans paid for this month (completed ledger lines of type support_plan). */
  sold: number;
  amount: Amounts;
  /** Therapy-journey packages paid for this month (completed ledger lines of type therapy_package). */
  packagesSold: number;
  packageAmount: Amounts;
}

/**
 * Sessions sold ahead and not yet given: active, unexpired plans and packages with sessions left,
 * per kind and name (the practice's liability to its clients).
 */
export interface PlanCredits {
  kind: CreditKind;
  /** The plan's or package's name. */
  plan: string;
  /** How many bought plans (or packages) of it still hold sessions. */
  plans: number;
  sessions: number;
  /** What those sessions were paid: each plan's price times its share of sessions left, to the minor unit. */
  value: Amounts;
}

export interface MonthCoupons {
  month: string;
  used: Record<CouponType, number>;
}

/**
 * Gift certificates in a month: sold (their payments delivered that month: completed ledger lines
 * of type gift_certificate, already part of the revenue) and spent (redemptions made that month and
 * not given back since, with what they paid, in the currency of the booking they paid).
 */
export interface MonthGifts {
  month: string;
  sold: number;
  amount: Amounts;
  redeemed: number;
  covered: Amounts;
}

/** One therapist's 12 months (sessions to the end of this month; money received and refunded in them). */
export interface TherapistFigures extends Omit<SessionCounts, "scheduled"> {
  therapistId: string;
  name: string;
  /** Distinct clients with a session (not cancelled) with her. */
  clients: number;
  /** Her clients' booking payments, and the refunds of those payments. */
  received: Amounts;
  refunded: Amounts;
}

export interface PracticeFigures {
  planSales: MonthPlanSales[];
  credits: PlanCredits[];
  coupons: MonthCoupons[];
  gifts: MonthGifts[];
  therapists: TherapistFigures[];
}

export interface Analytics {
  /** The 12 months, oldest first ("YYYY-MM"). */
  months: string[];
  /** The whole practice (an admin), or one therapist's clients (a therapist, or an admin choosing her). */
  scope: "practice" | "therapist";
  /** An admin's figures add the net revenue in $ at the display rates (spec 001 §9). */
  inUsd: boolean;
  revenue: MonthRevenue[];
  sessions: MonthSessions[];
  clients: MonthClients[];
  /** Only for an admin looking at the whole practice. */
  practice: PracticeFigures | null;
}

/** The `count` months ending with the month of `today` ("YYYY-MM-DD"), oldest first. */
export function lastMonths(today: string, count = ANALYTICS_MONTHS): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => monthFromIndex(year * 12 + (month - 1) - (count - 1 - i)));
}

/** The month after "YYYY-MM". */
export function monthAfter(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return monthFromIndex(year * 12 + m);
}

const monthFromIndex = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

const MONTH_LABEL = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Nov 2026" for "2026-11" (one formatter for every label: making one costs more than a table's row). */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return MONTH_LABEL.format(new Date(Date.UTC(year, m - 1, 1)));
}

/** part / whole, or null when the whole is empty (a rate of nothing is not 0%). */
const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Missed sessions over the sessions that were due and happened or were missed (completed + no-show). */
export const noShowRate = (s: SessionCounts) => share(s.noShow, s.completed + s.noShow);

/** Cancelled sessions over every session booked for the month (scheduled, completed, cancelled, no-show). */
export const cancellationRate = (s: SessionCounts) =>
  share(s.cancelled, s.scheduled + s.completed + s.cancelled + s.noShow);

/** Of the clients with a completed session, the share who have another session after it. */
export const rebookRate = (c: Pick<MonthClients, "completedClients" | "rebooked">) =>
  share(c.rebooked, c.completedClients);

/** A rate as a whole percentage for the page ("20%"), or a dash when there is nothing to rate. */
export const percentText = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** A rate as a percentage with one decimal for a CSV ("20.0"), or empty. */
export const percentCell = (rate: number | null) => (rate === null ? "" : (rate * 100).toFixed(1));

/** Counts added up over rows (the tables' totals). */
export function sumCounts<K extends string>(rows: readonly Record<K, number>[], keys: readonly K[]): Record<K, number> {
  const total = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) for (const k of keys) total[k] += row[k];
  return total;
}

/** Amounts added up per currency. */
export function addAmounts(...list: readonly Amounts[]): Amounts {
  const total: Amounts = {};
  for (const amounts of list)
    for (const c of CURRENCIES) if (amounts[c] !== undefined) total[c] = (total[c] ?? 0) + (amounts[c] ?? 0);
  return total;
}

/** Received minus refunded, per currency (negative when a month gave back more than it took). */
export function netAmounts(received: Amounts, refunded: Amounts): Amounts {
  const net: Amounts = {};
  for (const c of CURRENCIES)
    if (received[c] !== undefined || refunded[c] !== undefined) net[c] = (received[c] ?? 0) - (refunded[c] ?? 0);
  return net;
}

/** Cedis, then every other currency that holds a non-zero amount in any of `list`, in a fixed order. */
export function currenciesOf(list: readonly Amounts[]): Currency[] {
  return CURRENCIES.filter((c) => c === ANALYTICS_CURRENCY || list.some((amounts) => (amounts[c] ?? 0) !== 0));
}

/** Amounts as read on the page: "₵400 + £60", cedis always shown. */
export function amountsText(amounts: Amounts): string {
  return currenciesOf([amounts])
    .map((c) => formatMoney(amounts[c] ?? 0, c))
    .join(" + ");
}

/** Coupon uses of one month, every type present. */
export const noCouponsUsed = (): Record<CouponType, number> =>
  Object.fromEntries(COUPON_TYPES.map((t) => [t, 0])) as Record<CouponType, number>;

/** Amounts in every currency as US cents at the display conversion (spec 000 §9): a figure to compare, shown as such. */
export const usdAtDisplayRates = (amounts: Amounts): number =>
  usdEquivalent(
    Object.entries(amounts).map(([currency, amount]) => ({ currency: currency as Currency, amount: amount ?? 0 })),
  );

/** Money over the 12 months: received, refunded and net per currency (the tables' totals and headline figures). */
export function revenueTotals(a: Pick<Analytics, "revenue">) {
  const received = addAmounts(...a.revenue.map((m) => m.received));
  const refunded = addAmounts(...a.revenue.map((m) => m.refunded));
  return { received, refunded, net: netAmounts(received, refunded) };
}

import type {
  Amounts,
  MonthClients,
  MonthCoupons,
  MonthGifts,
  MonthPlanSales,
  MonthRevenue,
  MonthSessions,
  PlanCredits,
  TherapistFigures,
} from "@domain/analytics";
import { noCouponsUsed } from "@domain/analytics";
import { COUPON_TYPES, type CouponType, type Currency } from "@domain/enums";

/**
 * The Analytics queries' grouped rows (analytics-queries.ts) turned into the tab's tables: every
 * month present, counts as numbers, amounts added per currency. A row's `month` is its bucket,
 * 1 for the first of `months`.
 */
type Count = number | string | null;

/** Adds an amount to `amounts` under its currency. */
const add = (amounts: Amounts, currency: Currency, value: Count) => {
  const minor = Number(value ?? 0);
  if (minor) amounts[currency] = (amounts[currency] ?? 0) + minor;
};
const indexOf = (bucket: number | string) => Number(bucket) - 1;

/** Ledger rows by month, currency and type: received (not refunds), refunded, and plans and packages paid for. */
export function revenueFigures(
  months: readonly string[],
  rows: readonly { month: number | string; currency: Currency; type: string; count?: Count; amount: Count }[],
): { revenue: MonthRevenue[]; planSales: MonthPlanSales[] } {
  const revenue = months.map((month): MonthRevenue => ({ month, received: {}, refunded: {} }));
  const planSales = months.map(
    (month): MonthPlanSales => ({ month, sold: 0, amount: {}, packagesSold: 0, packageAmount: {} }),
  );
  for (const row of rows) {
    const i = indexOf(row.month);
    const m = revenue[i];
    if (!m) continue;
    add(row.type === "refund" ? m.refunded : m.received, row.currency, row.amount);
    if (row.type === "support_plan") {
      planSales[i]!.sold += Number(row.count ?? 0);
      add(planSales[i]!.amount, row.currency, row.amount);
    } else if (row.type === "therapy_package") {
      planSales[i]!.packagesSold += Number(row.count ?? 0);
      add(planSales[i]!.packageAmount, row.currency, row.amount);
    }
  }
  return { revenue, planSales };
}

type SessionRow = { therapistId: string; month: number | string; status: string; count: Count };

/** Sessions per month and status, every therapist of the scope added together. */
export function sessionFigures(months: readonly string[], rows: readonly SessionRow[]): MonthSessions[] {
  const figures = months.map(
    (month): MonthSessions => ({ month, scheduled: 0, completed: 0, cancelled: 0, noShow: 0 }),
  );
  for (const row of rows) {
    const m = figures[indexOf(row.month)];
    if (m) addStatus(m, row.status, Number(row.count ?? 0));
  }
  return figures;
}

function addStatus(counts: Omit<MonthSessions, "month">, status: string, count: number) {
  if (status === "scheduled") counts.scheduled += count;
  else if (status === "completed") counts.completed += count;
  else if (status === "cancelled") counts.cancelled += count;
  else if (status === "no_show") counts.noShow += count;
}

export function clientFigures(
  months: readonly string[],
  rows: readonly { month: number | string; fresh: Count; returning: Count; completed: Count; rebooked: Count }[],
): MonthClients[] {
  return months.map((month, i): MonthClients => {
    const row = rows.find((r) => indexOf(r.month) === i);
    return {
      month,
      newClients: Number(row?.fresh ?? 0),
      returningClients: Number(row?.returning ?? 0),
      completedClients: Number(row?.completed ?? 0),
      rebooked: Number(row?.rebooked ?? 0),
    };
  });
}

/** Credits per kind and name (its rows per currency merged), most sessions owed first. */
export function creditFigures(
  rows: readonly { kind: string; plan: string; currency: Currency; plans: Count; sessions: Count; value: Count }[],
): PlanCredits[] {
  const plans = new Map<string, PlanCredits>();
  for (const row of rows) {
    const kind = row.kind === "package" ? "package" : "plan";
    const key = `${kind}:${row.plan}`;
    const plan = plans.get(key) ?? { kind, plan: row.plan, plans: 0, sessions: 0, value: {} };
    plan.plans += Number(row.plans ?? 0);
    plan.sessions += Number(row.sessions ?? 0);
    add(plan.value, row.currency, row.value);
    plans.set(key, plan);
  }
  return [...plans.values()].sort(
    (a, b) => b.sessions - a.sessions || a.plan.localeCompare(b.plan) || a.kind.localeCompare(b.kind),
  );
}

export function couponFigures(
  months: readonly string[],
  rows: readonly { month: number | string; type: string; count: Count }[],
): MonthCoupons[] {
  const figures = months.map((month): MonthCoupons => ({ month, used: noCouponsUsed() }));
  for (const row of rows) {
    const m = figures[indexOf(row.month)];
    if (m && COUPON_TYPES.includes(row.type as CouponType)) m.used[row.type as CouponType] += Number(row.count ?? 0);
  }
  return figures;
}

/**
 * Gift certificates per month: sold, from the ledger's gift_certificate lines (the rows the
 * revenue is made of), and spent, from the redemptions.
 */
export function giftFigures(
  months: readonly string[],
  ledger: readonly { month: number | string; currency: Currency; type: string; count?: Count; amount: Count }[],
  redemptions: readonly { month: number | string; currency: Currency; count: Count; covered: Count }[],
): MonthGifts[] {
  const figures = months.map((month): MonthGifts => ({ month, sold: 0, amount: {}, redeemed: 0, covered: {} }));
  for (const row of ledger) {
    const m = figures[indexOf(row.month)];
    if (!m || row.type !== "gift_certificate") continue;
    m.sold += Number(row.count ?? 0);
    add(m.amount, row.currency, row.amount);
  }
  for (const row of redemptions) {
    const m = figures[indexOf(row.month)];
    if (!m) continue;
    m.redeemed += Number(row.count ?? 0);
    add(m.covered, row.currency, row.covered);
  }
  return figures;
}

/**
 * Each therapist's 12 months: her sessions by status, her distinct clients, and the booking
 * money of her clients (payments received and refunds given).
 */
export function therapistFigures(
  people: readonly { id: string; firstName: string | null; lastName: string | null; clients?: Count }[],
  sessions: readonly SessionRow[],
  money: readonly { therapistId: string; currency: Currency; type: string; amount: Count }[],
): TherapistFigures[] {
  const figures = new Map<string, TherapistFigures>();
  for (const p of people)
    figures.set(p.id, {
      therapistId: p.id,
      name: `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim(),
      completed: 0,
      noShow: 0,
      cancelled: 0,
      clients: Number(p.clients ?? 0),
      received: {},
      refunded: {},
    });
  for (const row of sessions) {
    const t = figures.get(row.therapistId);
    if (!t) continue;
    const count = Number(row.count ?? 0);
    if (row.status === "completed") t.completed += count;
    else if (row.status === "no_show") t.noShow += count;
    else if (row.status === "cancelled") t.cancelled += count;
  }
  for (const row of money) {
    const t = figures.get(row.therapistId);
    if (!t) continue;
    if (row.type === "booking") add(t.received, row.currency, row.amount);
    else if (row.type === "refund") add(t.refunded, row.currency, row.amount);
  }
  return [...figures.values()].sort(
    (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.therapistId.localeCompare(b.therapistId),
  );
}

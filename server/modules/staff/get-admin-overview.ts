import { type Currency, SESSION_STATUSES } from "@domain/enums";
import { practicePeriods, usdEquivalent } from "@domain/practice-figures";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { type Executor, queryRows } from "@server/db/client";
import { failedJobsCount } from "@server/jobs/engine";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { PRACTICE_FIGURES_ADMINS_ONLY } from "./export-analytics";

/** How far back a client's last session keeps her "active". */
export const ACTIVE_CLIENT_DAYS = 90;

export interface AdminOverview {
  sessionsToday: number;
  sessionsThisWeek: number;
  upcomingSessions: number;
  pendingTransfers: number;
  pendingApplications: number;
  paymentsNeedingSettling: number;
  /** Background jobs (e-mails, hold expiries...) that failed their last attempt. */
  failedJobs: number;
  /** Clients with a session in the last 90 days or one to come. */
  activeClients: number;
  /** Sessions left on active, unexpired support plans. */
  planSessionsOutstanding: number;
  /** Sessions left on active, unexpired therapy-journey packages. */
  packageSessionsOutstanding: number;
  /**
   * What those sessions (plans' and packages') were paid, each one's price times its share of
   * sessions left, in US cents at the display conversion: the practice's debt to its clients.
   */
  sessionsOwedValueUsd: number;
  /** Money received this month (the practice's month), per currency as paid, largest first. */
  revenueThisMonth: { currency: Currency; amount: number }[];
  /** The same in US cents at the display conversion of spec 000 §9 (spec 001 §9: admin figures use $). */
  revenueThisMonthUsd: number;
}

type Counts = Omit<AdminOverview, "revenueThisMonth" | "revenueThisMonthUsd" | "sessionsOwedValueUsd">;

/** Sessions that took or take place (not cancelled), spelled out so the (status, date) index serves. */
const held = sql`status in (${sql.join(
  SESSION_STATUSES.filter((status) => status !== "cancelled").map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * The admin overview's figures in three queries side by side, each count off an index: sessions by
 * date, pending payments by status, applications by approval status, plans and packages by status.
 */
export async function getAdminOverview(db: Executor, viewer: Viewer, now: Date = new Date()): Promise<AdminOverview> {
  assertAdmin(viewer, PRACTICE_FIGURES_ADMINS_ONLY);
  const p = practicePeriods(now, PRACTICE_TIME_ZONE);
  const iso = (d: Date) => d.toISOString();
  const activeSince = new Date(now.getTime() - ACTIVE_CLIENT_DAYS * 86_400_000);
  const owed = sql`status = 'active' and expires_at > ${iso(now)}`;
  const [[counts], revenue, owedValue] = await Promise.all([
    queryRows<Record<keyof Counts, number | string>>(
      db,
      sql`select
        (select count(*) from sessions where ${held}
          and starts_at >= ${iso(p.dayStart)} and starts_at < ${iso(p.dayEnd)}) as "sessionsToday",
        (select count(*) from sessions where ${held}
          and starts_at >= ${iso(p.weekStart)} and starts_at < ${iso(p.weekEnd)}) as "sessionsThisWeek",
        (select count(*) from sessions where status = 'scheduled' and starts_at >= ${iso(now)}) as "upcomingSessions",
        (select count(*) from payment_transactions where status = 'pending' and provider = 'bank_transfer') as "pendingTransfers",
        (select count(*) from profiles where approval_status = 'pending') as "pendingApplications",
        (select count(*) from payment_transactions
          where needs_settling_at is not null and settled_at is null) as "paymentsNeedingSettling",
        (${failedJobsCount()}) as "failedJobs",
        (select count(distinct client_id) from sessions where ${held}
          and starts_at >= ${iso(activeSince)}) as "activeClients",
        (select coalesce(sum(remaining_sessions), 0) from purchased_support_plans
          where ${owed} and plan_id is not null) as "planSessionsOutstanding",
        (select coalesce(sum(remaining_sessions), 0) from purchased_support_plans
          where ${owed} and package_id is not null) as "packageSessionsOutstanding"`,
    ),
    queryRows<{ currency: Currency; amount: number | string }>(
      db,
      // Net of the refunds given back this month: what the practice kept.
      sql`select currency, sum(case when transaction_type = 'refund' then -amount else amount end) as amount
        from transaction_ledger
        where status = 'completed'
          and created_at >= ${iso(p.monthStart)} and created_at < ${iso(p.monthEnd)}
        group by currency order by 2 desc, currency`,
    ),
    queryRows<{ currency: Currency; amount: number | string }>(
      db,
      // Valued as the analytics' sessions-owed table values them, per purchase, to the minor unit.
      sql`select currency, sum(round(amount::numeric * remaining_sessions / total_sessions)) as amount
        from purchased_support_plans
        where ${owed} and remaining_sessions > 0
        group by currency`,
    ),
  ]);
  const revenueThisMonth = revenue.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));
  const count = (key: keyof Counts) => Number(counts?.[key] ?? 0);
  return {
    sessionsToday: count("sessionsToday"),
    sessionsThisWeek: count("sessionsThisWeek"),
    upcomingSessions: count("upcomingSessions"),
    pendingTransfers: count("pendingTransfers"),
    pendingApplications: count("pendingApplications"),
    paymentsNeedingSettling: count("paymentsNeedingSettling"),
    failedJobs: count("failedJobs"),
    activeClients: count("activeClients"),
    planSessionsOutstanding: count("planSessionsOutstanding"),
    packageSessionsOutstanding: count("packageSessionsOutstanding"),
    sessionsOwedValueUsd: usdEquivalent(
      owedValue.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    ),
    revenueThisMonth,
    revenueThisMonthUsd: usdEquivalent(revenueThisMonth),
  };
}

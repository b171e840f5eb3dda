import type { Currency } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { type SQL, sql } from "drizzle-orm";

/**
 * The grouped queries behind the Analytics tab, each one pass over its table from the first
 * month's first day. A row's month is its bucket among the months' first instants (UTC instants
 * of midnight in the practice's zone, worked out once in `AnalyticsWindow`): `width_bucket` finds
 * it by a binary search, where converting every row's time to the zone and formatting it cost
 * more than the rest of the query. Bucket 1 is the first month, 12 this one.
 */
export interface AnalyticsWindow {
  /** The 12 months' first instants and the first instant after them (13 ISO strings). */
  bounds: readonly string[];
  now: string;
}

const from = (w: AnalyticsWindow) => w.bounds[0]!;
const end = (w: AnalyticsWindow) => w.bounds.at(-1)!;
/** The month (1-12) of `column`'s instant. */
const bucket = (w: AnalyticsWindow, column: SQL) =>
  sql`width_bucket(${column}, array[${sql.join(
    w.bounds.map((b) => sql`${b}`),
    sql`, `,
  )}]::timestamptz[])`;

type Count = number | string;

/**
 * Completed ledger lines by month, currency, type and therapist (the therapist whose client's
 * session the money paid for, stored on the line; null for plans, packages, events and gifts): the
 * whole practice's, or one therapist's (`therapistId`). One pass gives the revenue, the plan and
 * package sales and each therapist's money.
 */
export const ledgerByMonth = (db: Executor, w: AnalyticsWindow, therapistId?: string) =>
  queryRows<{
    month: number;
    currency: Currency;
    type: string;
    therapistId: string | null;
    count: Count;
    amount: Count;
  }>(
    db,
    sql`select ${bucket(w, sql`l.created_at`)} as month, l.currency, l.transaction_type as type,
        l.therapist_id as "therapistId", count(*) as count, sum(l.amount) as amount
      from transaction_ledger l
      where l.status = 'completed' and l.created_at >= ${from(w)} and l.created_at < ${end(w)}
        ${therapistId ? sql`and l.therapist_id = ${therapistId}` : sql``}
      group by 1, 2, 3, 4`,
  );

/** Sessions starting in the 12 months (to the end of this month) by therapist, month and status. */
export const sessionsByMonth = (db: Executor, w: AnalyticsWindow, mine: SQL) =>
  queryRows<{ therapistId: string; month: number; status: string; count: Count }>(
    db,
    sql`select s.therapist_id as "therapistId", ${bucket(w, sql`s.starts_at`)} as month, s.status, count(*) as count
      from sessions s
      where ${mine} and s.starts_at >= ${from(w)} and s.starts_at < ${end(w)}
      group by 1, 2, 3`,
  );

/**
 * Per month, the clients who came (a session not cancelled, already started): new (their first
 * such session ever, in the scope, was that month) or returning; and the clients with a
 * completed session, of whom those with a later session (not cancelled, past or to come) after
 * their last completed one of the month have rebooked. Each client's first and latest session
 * is found once.
 */
export const clientsByMonth = (db: Executor, w: AnalyticsWindow, mine: SQL) =>
  queryRows<{ month: number; fresh: Count; returning: Count; completed: Count; rebooked: Count }>(
    db,
    sql`with people as (
        select s.client_id, min(s.starts_at) as first_start, max(s.starts_at) as last_start
        from sessions s
        where ${mine} and s.status <> 'cancelled'
        group by s.client_id
      ), visits as (
        select s.client_id, ${bucket(w, sql`s.starts_at`)} as month,
          max(s.starts_at) filter (where s.status = 'completed') as last_completed
        from sessions s
        where ${mine} and s.status <> 'cancelled' and s.starts_at >= ${from(w)} and s.starts_at < ${w.now}
        group by 1, 2
      ), firsts as (
        select v.*, ${bucket(w, sql`p.first_start`)} as first_month, p.last_start
        from visits v join people p on p.client_id = v.client_id
      )
      select month,
        count(*) filter (where first_month = month) as fresh,
        count(*) filter (where first_month < month) as returning,
        count(last_completed) as completed,
        count(*) filter (where last_start > last_completed) as rebooked
      from firsts
      group by month`,
  );

/** Every therapist (and anyone with sessions in the months) with her name and distinct clients (sessions not cancelled). */
export const therapistClients = (db: Executor, w: AnalyticsWindow) =>
  queryRows<{ id: string; firstName: string | null; lastName: string | null; clients: Count | null }>(
    db,
    sql`with pairs as (
        select distinct s.therapist_id, s.client_id
        from sessions s
        where s.status <> 'cancelled' and s.starts_at >= ${from(w)} and s.starts_at < ${end(w)}
      ), seen as (
        select therapist_id, count(*) as clients from pairs group by therapist_id
      ), therapists as (
        select coalesce(c.therapist_id, r.user_id) as id, c.clients
        from seen c full join (select user_id from user_roles where role = 'therapist') r on r.user_id = c.therapist_id
      )
      select t.id, p.first_name as "firstName", p.last_name as "lastName", t.clients
      from therapists t left join profiles p on p.id = t.id`,
  );

/** Names of people, for a therapist whose money or sessions show but who is no longer one. */
export const namesOf = (db: Executor, ids: readonly string[]) =>
  queryRows<{ id: string; firstName: string; lastName: string }>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName" from profiles p
      where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );

/**
 * Sessions sold ahead and not given yet: active plans and packages, unexpired, with sessions left,
 * per kind, name and currency; each one's outstanding value is its price times its share of
 * sessions left, rounded to the minor unit, then added up.
 */
export const creditsOutstanding = (db: Executor, w: AnalyticsWindow) =>
  queryRows<{ kind: string; plan: string; currency: Currency; plans: Count; sessions: Count; value: Count }>(
    db,
    sql`select case when pp.package_id is null then 'plan' else 'package' end as kind,
        coalesce(sp.name, tp.name) as plan, pp.currency, count(*) as plans, sum(pp.remaining_sessions) as sessions,
        sum(round(pp.amount::numeric * pp.remaining_sessions / pp.total_sessions)) as value
      from purchased_support_plans pp
        left join support_plans sp on sp.id = pp.plan_id
        left join therapy_packages tp on tp.id = pp.package_id
      where pp.status = 'active' and pp.expires_at > ${w.now} and pp.remaining_sessions > 0
      group by 1, 2, 3`,
  );

/** Coupons redeemed in the 12 months, by month and type. */
export const couponsByMonth = (db: Executor, w: AnalyticsWindow) =>
  queryRows<{ month: number; type: string; count: Count }>(
    db,
    sql`select ${bucket(w, sql`c.used_at`)} as month, c.coupon_type as type, count(*) as count
      from coupons c
      where c.used_at >= ${from(w)} and c.used_at < ${end(w)}
      group by 1, 2`,
  );

/**
 * Gift certificates spent in the 12 months, by month and the currency of the bookings they paid:
 * how many redemptions, and what they covered. A redemption given back since (its hold ran out,
 * its session was cancelled in time) paid nothing and is not counted.
 */
export const giftRedemptionsByMonth = (db: Executor, w: AnalyticsWindow) =>
  queryRows<{ month: number; currency: Currency; count: Count; covered: Count }>(
    db,
    sql`select ${bucket(w, sql`r.created_at`)} as month, r.covered_currency as currency, count(*) as count,
        sum(r.covered) as covered
      from gift_redemptions r
      where r.released_at is null and r.created_at >= ${from(w)} and r.created_at < ${end(w)}
      group by 1, 2`,
  );

import { lastMonths, type MonthFigures } from "@domain/analytics";
import type { Currency } from "@domain/enums";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, zonedTimeToUtc } from "@domain/zone-time";
import { type Executor, queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts/viewer";
import { sql } from "drizzle-orm";
import { staffScope, therapistCondition } from "./staff-scope";

const ZONE = PRACTICE_TIME_ZONE;

/**
 * The Analytics tab (spec 001 §2, §9): for each of the last 12 months (in the practice's zone),
 * the money paid for her clients' bookings per currency (the day it was received), her sessions
 * by outcome, and her new and returning clients (new: the month of the client's first session
 * with her). Three grouped queries over her own rows, from the month's first day. An admin sees
 * one therapist's the same way (`therapist`), or the whole practice's: then the revenue is every
 * payment received (sessions, plans, events, gifts).
 */
export async function getTherapistAnalytics(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
  raw: { therapist?: unknown } = {},
): Promise<MonthFigures[]> {
  const scope = staffScope(viewer, typeof raw.therapist === "string" ? raw.therapist : null);
  const months = lastMonths(dayInZone(now, ZONE));
  const from = zonedTimeToUtc(`${months[0]}-01`, "00:00", ZONE).toISOString();
  const until = now.toISOString();
  const mine = therapistCondition(scope, sql.raw("s.therapist_id"));
  const monthOf = (column: string) => sql.raw(`to_char(${column} at time zone '${ZONE}', 'YYYY-MM')`);

  const [revenue, outcomes, clients] = await Promise.all([
    queryRows<{ month: string; currency: Currency; amount: number | string }>(
      db,
      scope.therapistId
        ? sql`select ${monthOf("l.created_at")} as month, l.currency, sum(l.amount) as amount
          from sessions s
          join bookings b on b.session_id = s.id
          join transaction_ledger l on l.reference = b.payment_id and l.transaction_type = 'booking' and l.status = 'completed'
          where ${mine} and l.created_at >= ${from}
          group by 1, 2`
        : sql`select ${monthOf("l.created_at")} as month, l.currency, sum(l.amount) as amount
          from transaction_ledger l
          where l.status = 'completed' and l.transaction_type <> 'refund' and l.created_at >= ${from}
          group by 1, 2`,
    ),
    queryRows<{ month: string; status: string; count: number | string }>(
      db,
      sql`select ${monthOf("s.session_date")} as month, s.status, count(*) as count
        from sessions s
        where ${mine} and s.session_date >= ${from} and s.session_date < ${until}
        group by 1, 2`,
    ),
    queryRows<{ month: string; fresh: number | string; returning: number | string }>(
      db,
      // Each client's first visit (all time) beside the months she came in the last 12.
      sql`with firsts as (
          select s.client_id, min(s.session_date) as first_start from sessions s
          where ${mine} and s.status <> 'cancelled' and s.session_date < ${until}
          group by s.client_id
        ), visits as (
          select distinct s.client_id, ${monthOf("s.session_date")} as month from sessions s
          where ${mine} and s.status <> 'cancelled' and s.session_date >= ${from} and s.session_date < ${until}
        )
        select v.month,
          count(*) filter (where ${monthOf("f.first_start")} = v.month) as fresh,
          count(*) filter (where ${monthOf("f.first_start")} < v.month) as returning
        from visits v join firsts f on f.client_id = v.client_id group by v.month`,
    ),
  ]);

  return months.map((month) => {
    const figures: MonthFigures = {
      month,
      revenue: {},
      completed: 0,
      cancelled: 0,
      noShow: 0,
      newClients: 0,
      returningClients: 0,
    };
    for (const row of revenue.filter((r) => r.month === month)) figures.revenue[row.currency] = Number(row.amount);
    for (const row of outcomes.filter((r) => r.month === month)) {
      if (row.status === "completed") figures.completed = Number(row.count);
      if (row.status === "cancelled") figures.cancelled = Number(row.count);
      if (row.status === "no_show") figures.noShow = Number(row.count);
    }
    const seen = clients.find((r) => r.month === month);
    figures.newClients = Number(seen?.fresh ?? 0);
    figures.returningClients = Number(seen?.returning ?? 0);
    return figures;
  });
}

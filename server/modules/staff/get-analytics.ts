import { type Analytics, type AnalyticsTable, lastMonths, monthAfter } from "@domain/analytics";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, zonedTimeToUtc } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import {
  clientFigures,
  couponFigures,
  creditFigures,
  giftFigures,
  revenueFigures,
  sessionFigures,
  therapistFigures,
} from "./analytics-figures";
import {
  type AnalyticsWindow,
  clientsByMonth,
  couponsByMonth,
  creditsOutstanding,
  giftRedemptionsByMonth,
  ledgerByMonth,
  namesOf,
  sessionsByMonth,
  therapistClients,
} from "./analytics-queries";
import { staffScope, therapistCondition } from "./staff-scope";

const ZONE = PRACTICE_TIME_ZONE;

/**
 * The Analytics tab (spec 001 §2, §9) for the last 12 months in the practice's zone. A therapist
 * always sees her own clients' figures: money paid for their bookings net of its refunds, her
 * sessions and her clients. An admin sees one therapist's the same way (`therapist`), or the whole
 * practice's: then revenue is every payment received (sessions, plans, events, gifts) net of every
 * refund, and the whole-practice tables come too (plan sales, credits outstanding, coupons, gift
 * certificates sold and spent, therapists). A few grouped queries, run side by side. `only` fills one table (a CSV's).
 */
export async function getAnalytics(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
  raw: { therapist?: unknown; only?: AnalyticsTable } = {},
): Promise<Analytics> {
  const scope = staffScope(viewer, typeof raw.therapist === "string" ? raw.therapist : null);
  const months = lastMonths(dayInZone(now, ZONE));
  const at = (month: string) => zonedTimeToUtc(`${month}-01`, "00:00", ZONE).toISOString();
  const w: AnalyticsWindow = {
    bounds: [...months.map(at), at(monthAfter(months.at(-1)!))],
    now: now.toISOString(),
  };
  const mine = therapistCondition(scope, sql.raw("s.therapist_id"));
  const base = { months, inUsd: viewer.role === "admin" };
  // One table's CSV runs only the queries behind it; the others come back empty.
  const needs = (...tables: AnalyticsTable[]) => !raw.only || tables.includes(raw.only);
  const run = <T>(needed: boolean, query: () => Promise<T[]>): Promise<T[]> => (needed ? query() : Promise.resolve([]));

  if (scope.therapistId) {
    const therapistId = scope.therapistId;
    const [ledger, sessions, clients] = await Promise.all([
      run(needs("revenue"), () => ledgerByMonth(db, w, therapistId)),
      run(needs("sessions"), () => sessionsByMonth(db, w, mine)),
      run(needs("clients"), () => clientsByMonth(db, w, mine)),
    ]);
    return {
      ...base,
      scope: "therapist",
      revenue: revenueFigures(months, ledger).revenue,
      sessions: sessionFigures(months, sessions),
      clients: clientFigures(months, clients),
      practice: null,
    };
  }

  const [ledger, sessions, clients, credits, coupons, redemptions, therapists] = await Promise.all([
    run(needs("revenue", "plans", "gifts", "therapists"), () => ledgerByMonth(db, w)),
    run(needs("sessions", "therapists"), () => sessionsByMonth(db, w, mine)),
    run(needs("clients"), () => clientsByMonth(db, w, mine)),
    run(needs("credits"), () => creditsOutstanding(db, w)),
    run(needs("coupons"), () => couponsByMonth(db, w)),
    run(needs("gifts"), () => giftRedemptionsByMonth(db, w)),
    run(needs("therapists"), () => therapistClients(db, w)),
  ]);
  const { revenue, planSales } = revenueFigures(months, ledger);
  const money = ledger.filter((row): row is typeof row & { therapistId: string } => row.therapistId !== null);
  const listed = new Set(therapists.map((t) => t.id));
  const unlisted = needs("therapists")
    ? [...new Set([...money, ...sessions].map((r) => r.therapistId))].filter((id) => !listed.has(id))
    : [];
  const others = unlisted.length ? await namesOf(db, unlisted) : [];
  return {
    ...base,
    scope: "practice",
    revenue,
    sessions: sessionFigures(months, sessions),
    clients: clientFigures(months, clients),
    practice: {
      planSales,
      credits: creditFigures(credits),
      coupons: couponFigures(months, coupons),
      gifts: giftFigures(months, ledger, redemptions),
      therapists: therapistFigures([...therapists, ...others], sessions, money),
    },
  };
}

import type { SessionKind, SessionStatus } from "@domain/enums";
import { meetsInPerson } from "@domain/session-changes";
import { type SessionPlace, sessionPlace } from "@domain/session-place";
import { AWAITING_OUTCOME_DAYS, REVERT_DAYS, revertRefusal, type StatusRefusal } from "@domain/session-status";
import { joinPath } from "@domain/video";
import { type Executor, queryRows } from "@server/db/client";
import { isUuid } from "@server/lib/ids";
import { instantSchema, parseQuery } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { neverPaid } from "@server/modules/booking";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  factsOf,
  madeCurrentStatus,
  refundedSql,
  STATUS_ACTIONS,
  type StatusRecord,
  toStatusRecord,
} from "./session-status-record";
import { staffScope, therapistCondition } from "./staff-scope";

/** Upcoming sessions shown at first; "Show more" adds as many again. */
export const STAFF_SESSIONS_PAGE = 20;
const MAX_SHOWN = 500;
/** A calendar view reads at most this span (a month view with its leading and trailing days). */
const MAX_RANGE_DAYS = 42;

export interface StaffSession {
  id: string;
  clientId: string;
  clientName: string;
  therapistId: string;
  therapistName: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  sessionType: SessionKind;
  status: SessionStatus;
  /** Online: its join page on the site (a path); in person: the practice's address and map link. */
  place: SessionPlace;
  /** Held for a client's booking whose payment has not arrived: not yet a session she has. */
  awaitingPayment: boolean;
}

interface Row {
  id: string;
  clientId: string;
  clientFirst: string;
  clientLast: string;
  therapistId: string;
  therapistFirst: string;
  therapistLast: string;
  start: Date | string;
  end: Date | string;
  durationMinutes: number;
  sessionType: string;
  status: string;
  meetingLink: string | null;
  bookedDelivery: string | null;
  serviceDelivery: string | null;
  awaitingPayment: boolean;
}

const COLUMNS = sql`s.id, s.client_id as "clientId", c.first_name as "clientFirst", c.last_name as "clientLast",
  s.therapist_id as "therapistId", t.first_name as "therapistFirst", t.last_name as "therapistLast",
  s.starts_at as "start", s.ends_at as "end", s.duration_minutes as "durationMinutes",
  s.session_type as "sessionType", s.status, s.meeting_link as "meetingLink",
  (select b.session_type from bookings b where b.session_id = s.id) as "bookedDelivery",
  (select svc.delivery from services svc where svc.id = s.service_id) as "serviceDelivery",
  exists (select 1 from bookings b where b.session_id = s.id and b.status = 'pending_payment') as "awaitingPayment"`;
const JOINS = sql`join profiles c on c.id = s.client_id join profiles t on t.id = s.therapist_id`;

function toSession(row: Row): StaffSession {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: `${row.clientFirst} ${row.clientLast}`,
    therapistId: row.therapistId,
    therapistName: `${row.therapistFirst} ${row.therapistLast}`,
    start: new Date(row.start),
    end: new Date(row.end),
    durationMinutes: row.durationMinutes,
    sessionType: row.sessionType as SessionKind,
    status: row.status as SessionStatus,
    place: sessionPlace(meetsInPerson(row), joinPath(row.id), practiceConfig()),
    awaitingPayment: row.awaitingPayment === true,
  };
}

/** Narrows to one client; a damaged id matches nothing. */
function ofClient(client: string | undefined) {
  if (!client) return sql``;
  return isUuid(client) ? sql`and s.client_id = ${client}` : sql`and false`;
}

const upcomingQuery = z.object({
  show: z.coerce.number().int().min(1).max(MAX_SHOWN).catch(STAFF_SESSIONS_PAGE).default(STAFF_SESSIONS_PAGE),
  therapist: z.string().optional().catch(undefined),
  client: z.string().optional().catch(undefined),
});

/**
 * The List View (spec 001 §2, §4): upcoming sessions only (scheduled, not yet started),
 * soonest first, `show` of them, straight off the therapist's (therapist_id, starts_at) index.
 * A therapist sees her own; an admin everyone's or one therapist's. `client` narrows to one client.
 */
export async function listUpcomingSessions(
  db: Executor,
  viewer: Viewer,
  raw: { show?: unknown; therapist?: unknown; client?: unknown } = {},
  now: Date = new Date(),
): Promise<{ sessions: StaffSession[]; hasMore: boolean; shown: number }> {
  const input = parseQuery(upcomingQuery, { ...raw });
  const scope = staffScope(viewer, input.therapist);
  const client = ofClient(input.client);
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from sessions s ${JOINS}
      where ${therapistCondition(scope, sql.raw("s.therapist_id"))} ${client}
        and s.status = 'scheduled' and s.starts_at >= ${now.toISOString()}
      order by s.starts_at, s.id
      limit ${input.show + 1}`,
  );
  return { sessions: rows.slice(0, input.show).map(toSession), hasMore: rows.length > input.show, shown: input.show };
}

const AWAITING_SHOWN = 20;

/**
 * The sessions that have begun and are still scheduled, newest first (at most 20 of the last 30
 * days): the ones to mark Completed or No show, which the upcoming list no longer holds.
 */
export async function listAwaitingOutcome(
  db: Executor,
  viewer: Viewer,
  raw: { therapist?: unknown; client?: unknown } = {},
  now: Date = new Date(),
): Promise<StaffSession[]> {
  const input = parseQuery(upcomingQuery, { ...raw });
  const scope = staffScope(viewer, input.therapist);
  const since = new Date(now.getTime() - AWAITING_OUTCOME_DAYS * 86_400_000);
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from sessions s ${JOINS}
      where ${therapistCondition(scope, sql.raw("s.therapist_id"))} ${ofClient(input.client)}
        and s.status = 'scheduled' and s.starts_at < ${now.toISOString()} and s.starts_at >= ${since.toISOString()}
      order by s.starts_at desc, s.id
      limit ${AWAITING_SHOWN}`,
  );
  return rows.map(toSession);
}

const rangeQuery = z.object({
  from: instantSchema("Choose a date"),
  to: instantSchema("Choose a date"),
  therapist: z.string().optional().catch(undefined),
  client: z.string().optional().catch(undefined),
});

/**
 * The Calendar View: every session (any status, so the week shows what was cancelled too, but not
 * a hold that ended unpaid, which was never a session) that overlaps [from, to), for a week or a month, optionally of one client. The span is capped, so one
 * request reads a bounded number of rows.
 */
export async function listSessionsBetween(
  db: Executor,
  viewer: Viewer,
  raw: { from?: unknown; to?: unknown; therapist?: unknown; client?: unknown },
): Promise<StaffSession[]> {
  const scope = staffScope(viewer, typeof raw.therapist === "string" ? raw.therapist : null);
  const input = parseQuery(rangeQuery, { ...raw });
  const to = new Date(Math.min(input.to.getTime(), input.from.getTime() + MAX_RANGE_DAYS * 86_400_000));
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from sessions s ${JOINS}
      where ${therapistCondition(scope, sql.raw("s.therapist_id"))} ${ofClient(input.client)}
        and s.starts_at < ${to.toISOString()} and s.starts_at >= ${new Date(input.from.getTime() - 86_400_000).toISOString()}
        and s.ends_at > ${input.from.toISOString()}
        and not ${neverPaid(sql.raw("s.id"))}
      order by s.starts_at, s.id`,
  );
  return rows.map(toSession);
}

/** A status set with the dropdown, Revert or Undo, that the session still has: what Revert offers to take back. */
export interface RecentStatusChange {
  session: StaffSession;
  record: StatusRecord;
  /** Who made the change, by name. */
  byName: string | null;
  /** A cancellation's reason. */
  reason: string | null;
  /** Why Revert is refused now (without the checks made at the time: the slot, the plan session, the coupon). */
  revertRefusal: StatusRefusal | null;
}

const RECENT_SHOWN = 20;

/**
 * The sessions whose status (not Scheduled) was set in the last REVERT_DAYS with the dropdown, and
 * is still the one it set, newest first: the Revert list. Only sessions changed in that time are
 * read (sessions.updated_at), each with its latest status entry in the audit log.
 */
export async function listRecentStatusChanges(
  db: Executor,
  viewer: Viewer,
  raw: { therapist?: unknown; client?: unknown } = {},
  now: Date = new Date(),
): Promise<RecentStatusChange[]> {
  const input = parseQuery(upcomingQuery, { ...raw });
  const scope = staffScope(viewer, input.therapist);
  const since = new Date(now.getTime() - REVERT_DAYS * 86_400_000);
  const rows = await queryRows<
    Row & {
      cancelledAt: Date | string | null;
      reason: string | null;
      recordId: string;
      action: string;
      byUserId: string | null;
      byFirst: string | null;
      byLast: string | null;
      details: unknown;
      refunded: boolean;
    }
  >(
    db,
    sql`select ${COLUMNS}, s.cancelled_at as "cancelledAt", s.cancellation_reason as "reason",
        a.id as "recordId", a.action, a.user_id as "byUserId", a.details,
        b.first_name as "byFirst", b.last_name as "byLast", ${refundedSql(sql.raw("s.id"))} as refunded
      from sessions s ${JOINS}
      cross join lateral (
        select id, action, user_id, details from audit_logs
        where action in (${sql.join(Object.values(STATUS_ACTIONS), sql`, `)})
          and table_name = 'sessions' and record_id = s.id::text
        order by created_at desc, id desc limit 1
      ) a
      left join profiles b on b.id = a.user_id
      where ${therapistCondition(scope, sql.raw("s.therapist_id"))} ${ofClient(input.client)}
        and s.status <> 'scheduled' and s.updated_at >= ${since.toISOString()}
      order by s.updated_at desc, s.id
      limit ${RECENT_SHOWN}`,
  );
  return rows.flatMap((row) => {
    const record = toStatusRecord({ id: row.recordId, action: row.action, userId: row.byUserId, details: row.details });
    const session = toSession(row);
    const cancelledAt = row.cancelledAt === null ? null : new Date(row.cancelledAt);
    if (!madeCurrentStatus(record, { status: session.status, cancelledAt })) return [];
    const facts = factsOf({ status: session.status, start: session.start, cancelledAt }, record, row.refunded);
    return [
      {
        session,
        record,
        byName: row.byFirst === null ? null : `${row.byFirst} ${row.byLast ?? ""}`.trim(),
        reason: session.status === "cancelled" ? row.reason : null,
        revertRefusal: revertRefusal(facts, now),
      },
    ];
  });
}

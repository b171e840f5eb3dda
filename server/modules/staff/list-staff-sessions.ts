import type { SessionKind, SessionStatus } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts/viewer";
import { neverPaid } from "@server/modules/booking/expire-booking-hold";
import { instantSchema, parseQuery } from "@server/modules/validation";
import { sql } from "drizzle-orm";
import { z } from "zod";
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
  meetingLink: string | null;
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
  awaitingPayment: boolean;
}

const COLUMNS = sql`s.id, s.client_id as "clientId", c.first_name as "clientFirst", c.last_name as "clientLast",
  s.therapist_id as "therapistId", t.first_name as "therapistFirst", t.last_name as "therapistLast",
  s.session_date as "start", s.ends_at as "end", s.duration_minutes as "durationMinutes",
  s.session_type as "sessionType", s.status, s.meeting_link as "meetingLink",
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
    meetingLink: row.meetingLink,
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
 * soonest first, `show` of them, straight off the therapist's (therapist_id, session_date) index.
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
        and s.status = 'scheduled' and s.session_date >= ${now.toISOString()}
      order by s.session_date, s.id
      limit ${input.show + 1}`,
  );
  return { sessions: rows.slice(0, input.show).map(toSession), hasMore: rows.length > input.show, shown: input.show };
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
        and s.session_date < ${to.toISOString()} and s.session_date >= ${new Date(input.from.getTime() - 86_400_000).toISOString()}
        and s.ends_at > ${input.from.toISOString()}
        and not ${neverPaid(sql.raw("s.id"))}
      order by s.session_date, s.id`,
  );
  return rows.map(toSession);
}

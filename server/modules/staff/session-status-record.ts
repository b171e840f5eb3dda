import { SESSION_STATUSES, type SessionStatus } from "@domain/enums";
import { SESSION_NOT_FOUND } from "@domain/session-changes";
import type { SessionStatusFacts, StatusChangeKind } from "@domain/session-status";
import { type Executor, queryRows } from "@server/db/client";
import { bookings, sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import type { BookingRow, SessionRow } from "@server/modules/sessions";
import { publishLive } from "@server/realtime/live-updates";
import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { type StaffScope, therapistCondition } from "./staff-scope";

/** The audit log's actions for a status set with the dropdown, put back by Revert, or by Undo. */
export const STATUS_ACTIONS: Readonly<Record<StatusChangeKind, string>> = {
  change: "session.status_changed",
  revert: "session.status_reverted",
  undo: "session.status_undone",
};
const KIND_OF_ACTION = new Map(Object.entries(STATUS_ACTIONS).map(([kind, action]) => [action, kind]));

/**
 * What a status change's audit entry keeps (its `details`), so that Undo and Revert know what
 * it did and can do the reverse: for a cancellation, the moment it set, the reason, what went
 * back to the client and the e-mail that tells her (sent only after `emailAt`).
 */
const detailsSchema = z.object({
  from: z.enum(SESSION_STATUSES),
  to: z.enum(SESSION_STATUSES),
  at: z.iso.datetime().transform((value) => new Date(value)),
  cancelledAt: z.iso.datetime().optional(),
  heldBookingReleased: z.boolean().optional(),
  bookingCancelled: z.boolean().optional(),
  creditReturned: z.boolean().optional(),
  emailId: z.string().optional(),
  emailAt: z.iso
    .datetime()
    .transform((value) => new Date(value))
    .optional(),
});
export type StatusChangeDetails = z.infer<typeof detailsSchema>;

export interface StatusRecord extends StatusChangeDetails {
  id: string;
  kind: StatusChangeKind;
  byUserId: string | null;
}

/** A session the viewer may act on, and its booking, both locked: the booking first, as hold expiry and payments take it. */
export async function lockSessionInScope(
  tx: Executor,
  scope: StaffScope,
  sessionId: string,
): Promise<{ session: SessionRow; booking: BookingRow | null }> {
  if (!isUuid(sessionId)) throw new AppError("not_found", SESSION_NOT_FOUND);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.sessionId, sessionId)).for("update");
  const [session] = await tx
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), therapistCondition(scope, sessions.therapistId)))
    .for("update");
  if (!session) throw new AppError("not_found", SESSION_NOT_FOUND);
  return { session, booking: booking ?? null };
}

/** The latest status change made to a session with the dropdown, Revert or Undo, or null. */
export async function lastStatusRecord(tx: Executor, sessionId: string): Promise<StatusRecord | null> {
  const [row] = await queryRows<{ id: string; action: string; userId: string | null; details: unknown }>(
    tx,
    sql`select id, action, user_id as "userId", details from audit_logs
      where action in (${sql.join(Object.values(STATUS_ACTIONS), sql`, `)})
        and table_name = 'sessions' and record_id = ${sessionId}
      order by created_at desc, id desc limit 1`,
  );
  return row ? toStatusRecord(row) : null;
}

/** An audit entry read back; one whose details do not read (written by hand, or by an older version) counts as none. */
export function toStatusRecord(row: {
  id: string;
  action: string;
  userId: string | null;
  details: unknown;
}): StatusRecord | null {
  const kind = KIND_OF_ACTION.get(row.action) as StatusChangeKind | undefined;
  const details = detailsSchema.safeParse(row.details);
  if (!kind || !details.success) return null;
  return { id: row.id, kind, byUserId: row.userId, ...details.data };
}

/**
 * Whether the record is what gave the session its present status: the same status, and for a
 * cancellation the same moment (a later cancellation by the client or a refund set its own).
 */
export function madeCurrentStatus(
  record: StatusRecord | null,
  session: { status: string; cancelledAt: Date | null },
): record is StatusRecord {
  if (!record || record.to !== session.status) return false;
  if (session.status !== "cancelled") return true;
  return (
    record.cancelledAt !== undefined &&
    session.cancelledAt !== null &&
    Date.parse(record.cancelledAt) === session.cancelledAt.getTime()
  );
}

/** The facts the rules of domain/session-status.ts decide on, for a locked session. */
export async function statusFacts(
  tx: Executor,
  session: SessionRow,
  booking: BookingRow | null,
  record: StatusRecord | null,
): Promise<SessionStatusFacts> {
  const refunded = session.status === "cancelled" && booking !== null ? await wasRefunded(tx, session.id) : false;
  return factsOf({ ...session, start: session.startsAt }, record, refunded);
}

/** The facts of a session as read: its latest status entry counts only if it made the present status. */
export function factsOf(
  session: { status: string; start: Date; cancelledAt: Date | null },
  record: StatusRecord | null,
  refunded: boolean,
): SessionStatusFacts {
  const made = madeCurrentStatus(record, session) ? record : null;
  return {
    status: session.status as SessionStatus,
    start: session.start,
    lastChange: made ? { kind: made.kind, from: made.from, at: made.at, byUserId: made.byUserId } : null,
    holdReleased: made?.heldBookingReleased === true,
    refunded,
  };
}

/**
 * Whether the payment of the session's booking has been (or is being) refunded, in whole or in
 * part: `session` is the SQL of the session's id.
 */
export const refundedSql = (session: SQLWrapper) =>
  sql`exists (select 1 from bookings b
    left join payment_transactions p on p.reference = b.payment_id
    left join refunds r on r.payment_transaction_id = p.id and r.status <> 'failed'
    where b.session_id = ${session} and (b.payment_status = 'refunded' or r.id is not null))`;

async function wasRefunded(tx: Executor, sessionId: string): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(tx, sql`select ${refundedSql(sql`${sessionId}::uuid`)} as yes`);
  return row?.yes === true;
}

/**
 * What follows every status the staff write (a change, an undo, a revert), in the caller's
 * transaction: the session goes to the therapist's outside calendar again, her open pages hear of
 * it, and the audit log keeps the entry Undo and Revert later read back.
 */
export async function announceStatusWritten(
  tx: Executor,
  viewer: Viewer,
  session: Pick<SessionRow, "id" | "therapistId" | "clientId">,
  entry: {
    action: string;
    from: SessionStatus;
    to: SessionStatus;
    now: Date;
    bookingId: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await enqueueCalendarPush(tx, session.id);
  await publishLive(tx, [session.therapistId], "sessions");
  await recordAudit(tx, {
    action: entry.action,
    userId: viewer.userId,
    tableName: "sessions",
    recordId: session.id,
    details: {
      from: entry.from,
      to: entry.to,
      at: entry.now.toISOString(),
      clientId: session.clientId,
      bookingId: entry.bookingId,
      ...entry.details,
    },
  });
}

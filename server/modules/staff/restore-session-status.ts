import type { SessionStatus } from "@domain/enums";
import { SESSION_NOT_FOUND } from "@domain/session-changes";
import { RESTORE_REFUSAL, type SessionStatusFacts, type StatusChangeKind } from "@domain/session-status";
import { overlaps, PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { bookings, profiles, sessions, therapistTimeOff } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { withdrawEmail } from "@server/modules/mail";
import type { BookingRow, SessionRow } from "@server/modules/sessions";
import { type BookingRestored, restoreCancelledBooking } from "@server/modules/sessions";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import {
  announceStatusWritten,
  lastStatusRecord,
  lockSessionInScope,
  madeCurrentStatus,
  STATUS_ACTIONS,
  type StatusRecord,
  statusFacts,
} from "./session-status-record";
import { sessionsAround } from "./sessions-around";
import { staffScope } from "./staff-scope";
import { type StatusNotice, tellClientOfStatus } from "./status-notices";

export interface StatusRestored {
  sessionId: string;
  status: SessionStatus;
  changed: boolean;
}

/** The status to go back to, or null when there is nothing to do; throws the rule's refusal. */
export type RestoreDecision = (facts: SessionStatusFacts) => SessionStatus | null;

const restoreSchema = z.object({ sessionId: z.string().trim().min(1, SESSION_NOT_FOUND) });

/** Undo's and Revert's request as it comes in (the session named in `raw`), put back as restoreSessionStatus does. */
export async function restoreRequestedStatus(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  kind: Exclude<StatusChangeKind, "change">,
  decide: RestoreDecision,
  now: Date,
): Promise<StatusRestored> {
  const input = parseInput(restoreSchema, raw);
  return restoreSessionStatus(db, viewer, input.sessionId, kind, decide, now);
}

/**
 * Puts a session back to an earlier status (Undo, Revert), in one transaction: `decide` applies
 * the rule to the locked session's facts. Going back from Completed or No show changes the
 * status (and the booking with it). Going back from a cancellation redoes what it undid: the
 * time is taken again (refused when another session has it since), the booking is confirmed and
 * its plan session or coupon spent again, and the cancellation e-mail is withdrawn while it has
 * not gone (else the client is e-mailed that it is back on). The client is notified, the
 * calendar written, the therapist's pages updated, and the audit entry names the entry reversed.
 */
export async function restoreSessionStatus(
  db: Database,
  viewer: Viewer,
  sessionId: string,
  kind: Exclude<StatusChangeKind, "change">,
  decide: RestoreDecision,
  now: Date,
): Promise<StatusRestored> {
  const scope = staffScope(viewer);
  try {
    return await db.transaction(async (tx) => {
      const { session, booking } = await lockSessionInScope(tx, scope, sessionId);
      const record = await lastStatusRecord(tx, session.id);
      const from = session.status as SessionStatus;
      const to = decide(await statusFacts(tx, session, booking, record));
      if (to === null || to === from) return { sessionId: session.id, status: from, changed: false };
      const made = madeCurrentStatus(record, session) ? record : null;

      const { notice, done } =
        from === "cancelled"
          ? await uncancel(tx, session, booking, made, to, now)
          : await correct(tx, session, booking, from, to, now);
      await tellClientOfStatus(tx, { ...session, serviceName: booking?.serviceName ?? null }, notice, now);
      await announceStatusWritten(tx, viewer, session, {
        action: STATUS_ACTIONS[kind],
        from,
        to,
        now,
        bookingId: booking?.id ?? null,
        details: { reverses: made?.id ?? null, ...done },
      });
      return { sessionId: session.id, status: to, changed: true };
    });
  } catch (err) {
    // Another session took the time between the check and the change.
    if (pgErrorCode(err) === PG.exclusionViolation) throw new AppError("conflict", RESTORE_REFUSAL.timeTaken);
    throw err;
  }
}

async function correct(
  tx: Executor,
  session: SessionRow,
  booking: BookingRow | null,
  from: SessionStatus,
  to: SessionStatus,
  now: Date,
): Promise<{ notice: StatusNotice; done: Record<string, unknown> }> {
  await tx.update(sessions).set({ status: to, updatedAt: now }).where(eq(sessions.id, session.id));
  await syncBookingWithOutcome(tx, booking, to, now);
  return { notice: { kind: "corrected", from, to }, done: {} };
}

async function uncancel(
  tx: Executor,
  session: SessionRow,
  booking: BookingRow | null,
  cancellation: StatusRecord | null,
  to: SessionStatus,
  now: Date,
): Promise<{ notice: StatusNotice; done: Record<string, unknown> }> {
  await assertTimeFree(tx, session);
  let restored: BookingRestored = { creditTaken: false, couponTaken: false, giftTaken: false };
  if (booking?.status === "cancelled" && cancellation?.bookingCancelled) {
    restored = await restoreCancelledBooking(
      tx,
      booking,
      { creditReturned: cancellation.creditReturned === true },
      now,
    );
  }
  await tx
    .update(sessions)
    .set({ status: to, cancelledAt: null, cancellationReason: null, updatedAt: now })
    .where(eq(sessions.id, session.id));
  if (booking && to !== "scheduled") {
    // Re-opened as Completed or No show: the booking, confirmed again above, follows its session.
    const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
    await syncBookingWithOutcome(tx, fresh ?? null, to, now);
  }
  const { emailId, emailAt } = cancellation ?? {};
  const cancelEmailWithdrawn = emailId && emailAt ? await withdrawEmail(tx, emailId, emailAt, now) : false;
  return {
    notice: { kind: "restored", from: "cancelled", restored, cancelEmailWithdrawn },
    done: { ...restored, cancelEmailWithdrawn },
  };
}

/**
 * The session's time must still be free: no session (not cancelled) of its therapist, nor of its
 * client with anyone, overlaps it, and it is not on a day its therapist has marked off. Both people are locked first, as a new session takes them, so
 * the check and the change are not overtaken; the database's no-overlap rule stays the last word.
 */
async function assertTimeFree(tx: Executor, session: SessionRow): Promise<void> {
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, [session.therapistId, session.clientId]))
    .orderBy(profiles.id)
    .for("update");
  const around = await sessionsAround(tx, {
    therapistId: session.therapistId,
    clientId: session.clientId,
    start: session.startsAt,
    minutes: session.durationMinutes,
  });
  const own = { start: session.startsAt, end: session.endsAt };
  if (around.some((other) => overlaps(own, other))) throw new AppError("conflict", RESTORE_REFUSAL.timeTaken);
  const [dayOff] = await tx
    .select({ id: therapistTimeOff.id })
    .from(therapistTimeOff)
    .where(
      and(
        eq(therapistTimeOff.therapistId, session.therapistId),
        eq(therapistTimeOff.day, dayInZone(session.startsAt, PRACTICE_TIME_ZONE)),
      ),
    );
  if (dayOff) throw new AppError("conflict", RESTORE_REFUSAL.dayOff);
}

/** A confirmed booking is completed with its session, and confirmed again when the session is not. */
export async function syncBookingWithOutcome(
  tx: Executor,
  booking: BookingRow | null,
  status: SessionStatus,
  now: Date,
): Promise<void> {
  if (booking?.status !== "confirmed" && booking?.status !== "completed") return;
  const wanted = status === "completed" ? "completed" : "confirmed";
  if (booking.status === wanted) return;
  await tx.update(bookings).set({ status: wanted, updatedAt: now }).where(eq(bookings.id, booking.id));
}

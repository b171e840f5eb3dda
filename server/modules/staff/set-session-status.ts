import { SESSION_STATUSES, type SessionStatus } from "@domain/enums";
import { SESSION_NOT_FOUND } from "@domain/session-changes";
import {
  CANCEL_REASON_MAX,
  type ChosenStatus,
  reopenRefusal,
  STATUS_REFUSAL_MESSAGE,
  STATUS_TEXT,
  statusChangeRefusal,
} from "@domain/session-status";
import type { Database, Executor } from "@server/db/client";
import { sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { cancelSessionRow, releaseHeldBooking } from "@server/modules/booking";
import type { BookingRow, SessionRow } from "@server/modules/sessions";
import { type BookingCancelled, cancelBooking } from "@server/modules/sessions";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type RestoreDecision, restoreSessionStatus, syncBookingWithOutcome } from "./restore-session-status";
import { revertToScheduled } from "./revert-session-status";
import { announceStatusWritten, lockSessionInScope, STATUS_ACTIONS } from "./session-status-record";
import { staffScope } from "./staff-scope";
import { tellClientOfStatus } from "./status-notices";

const schema = z
  .object({
    sessionId: z.string().trim().min(1, SESSION_NOT_FOUND),
    status: z.enum(SESSION_STATUSES, { error: "Choose a status." }),
    reason: z
      .string()
      .trim()
      .max(CANCEL_REASON_MAX, STATUS_TEXT.reasonTooLong)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((input) => input.status !== "cancelled" || input.reason !== undefined, {
    path: ["reason"],
    message: STATUS_TEXT.reasonRequired,
  });

export interface SessionStatusChange {
  sessionId: string;
  status: SessionStatus;
  changed: boolean;
  /** A cancelled session put back (recorded as a revert: no Undo). */
  reopened?: boolean;
}

/** Whether the session is cancelled now; the decision below checks again under the lock. */
async function isCancelled(db: Database, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const [row] = await db.select({ status: sessions.status }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.status === "cancelled";
}

/** A cancelled session re-opened as Completed or No show (domain/session-status.ts's reopenRefusal). */
function reopenAs(to: "completed" | "no_show", now: Date): RestoreDecision {
  return (facts) => {
    if (facts.status !== "cancelled") throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
    const refusal = reopenRefusal(facts, to, now);
    if (refusal) throw new AppError("conflict", STATUS_REFUSAL_MESSAGE[refusal]);
    return to;
  };
}

export const STATUS_CHANGED_MEANWHILE = "The session's status changed meanwhile. Please reload and try again.";

/**
 * The status dropdown of a session (spec 001 §2, §4; domain/session-status.ts): the therapist
 * (or an admin) marks it Completed or No show once it has begun, or cancels it with a reason.
 * Cancelling does what the client's own cancel does: the time is free again, a support-plan
 * session or a coupon goes back, a held booking's hold is released; money is not refunded
 * automatically. The client is notified with the reason (and e-mailed once Undo is over); the
 * audit entry keeps what was done, for Undo and Revert. Choosing Scheduled is a Revert.
 */
export async function setSessionStatus(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<SessionStatusChange> {
  const input = parseInput(schema, raw);
  const scope = staffScope(viewer);
  if (input.status === "scheduled") {
    const decide = revertToScheduled(now, { scheduledIsNoChange: true });
    return restoreSessionStatus(db, viewer, input.sessionId, "revert", decide, now);
  }
  const to: ChosenStatus = input.status;
  if (to !== "cancelled" && (await isCancelled(db, input.sessionId))) {
    // Re-opening a cancelled session redoes what its cancellation undid, as Revert does.
    const change = await restoreSessionStatus(db, viewer, input.sessionId, "revert", reopenAs(to, now), now);
    return { ...change, reopened: true };
  }
  return db.transaction(async (tx) => {
    const { session, booking } = await lockSessionInScope(tx, scope, input.sessionId);
    const from = session.status as SessionStatus;
    const refusal = statusChangeRefusal({ status: from, start: session.startsAt }, to, now);
    if (refusal) throw new AppError("conflict", STATUS_REFUSAL_MESSAGE[refusal]);
    if (from === to) return { sessionId: session.id, status: to, changed: false };

    const details =
      to === "cancelled"
        ? await cancelByPractice(tx, viewer, session, booking, input.reason ?? "", now)
        : await markOutcome(tx, viewer, session, booking, to, now);
    await announceStatusWritten(tx, viewer, session, {
      action: STATUS_ACTIONS.change,
      from,
      to,
      now,
      bookingId: booking?.id ?? null,
      details,
    });
    return { sessionId: session.id, status: to, changed: true };
  });
}

/** Completed or No show; the booking follows (completed with its session, confirmed otherwise). */
async function markOutcome(
  tx: Executor,
  viewer: Viewer,
  session: SessionRow,
  booking: BookingRow | null,
  to: "completed" | "no_show",
  now: Date,
): Promise<Record<string, unknown>> {
  await tx.update(sessions).set({ status: to, updatedAt: now }).where(eq(sessions.id, session.id));
  await syncBookingWithOutcome(tx, booking, to, now);
  await tellClientOfStatus(
    tx,
    { ...session, serviceName: booking?.serviceName ?? null },
    { kind: "set", status: to, byTherapist: viewer.userId === session.therapistId },
    now,
  );
  return {};
}

/** Cancels as the client's own cancel does, with the practice's reason; returns what the audit entry keeps. */
async function cancelByPractice(
  tx: Executor,
  viewer: Viewer,
  session: SessionRow,
  booking: BookingRow | null,
  reason: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const heldBookingReleased = booking?.status === "pending_payment";
  let cancelled: BookingCancelled | undefined;
  if (booking && heldBookingReleased) {
    await releaseHeldBooking(tx, booking, now, { status: "cancelled", reason });
  } else {
    await cancelSessionRow(tx, session.id, reason, now);
    if (booking && booking.status !== "cancelled") cancelled = await cancelBooking(tx, booking, now);
  }
  const email = await tellClientOfStatus(
    tx,
    { ...session, serviceName: booking?.serviceName ?? null },
    { kind: "set", status: "cancelled", byTherapist: viewer.userId === session.therapistId, reason, cancelled },
    now,
  );
  return {
    reason,
    cancelledAt: now.toISOString(),
    heldBookingReleased,
    bookingCancelled: cancelled !== undefined,
    ...(cancelled ?? {}),
    ...(email ? { emailId: email.emailId, emailAt: email.emailAt.toISOString() } : {}),
  };
}

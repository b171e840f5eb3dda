import { SESSION_NOT_FOUND } from "@domain/session-changes";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { cancelSessionRow, releaseHeldBooking } from "@server/modules/booking";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { z } from "zod";
import { type BookingCancelled, cancelBooking } from "./cancel-booking";
import { assertChangeable, findOwnSession } from "./own-session";
import { announceSessionChange } from "./session-change-notices";

const REASON_MAX = 500;

const cancelSchema = z.object({
  sessionId: z.string().trim().min(1, SESSION_NOT_FOUND),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, `Please keep the reason under ${REASON_MAX} characters.`)
    .optional()
    .transform((value) => value || undefined),
});

export interface CancelledSession {
  sessionId: string;
  /** When it was, in the client's zone, for the toast. */
  when: string;
  /** Paid for: no automatic refund, the client is asked to contact the practice. */
  refund: boolean;
  creditReturned: boolean;
  couponReturned: boolean;
  giftReturned: boolean;
}

/**
 * The client cancels their own upcoming session, at least 24 hours ahead (domain/session-changes).
 * In one transaction: the session is cancelled, so the database's no-overlap rule no longer
 * counts it and the time is bookable again; its booking is cancelled too. What paid for it:
 *  - a support-plan session is given back to the plan (the client did not use it);
 *  - a coupon becomes usable again (the same reasoning; its own expiry still applies);
 *  - money is not refunded automatically: the booking stays paid and the practice settles a
 *    refund with the client ('Contact us about a refund');
 *  - a booking still awaiting payment has its hold released and its awaited payment cancelled.
 * The therapist is notified (with a live update), the client notified and e-mailed, and the
 * change audited. Someone else's session is not_found.
 */
export async function cancelMySession(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<CancelledSession> {
  const input = parseInput(cancelSchema, raw);
  return db.transaction(async (tx) => {
    const own = await findOwnSession(tx, viewer, input.sessionId, { lock: true });
    assertChangeable(own, now, "cancel");
    const { session, booking } = own;
    const reason = input.reason ?? "Cancelled by the client";

    let outcome: BookingCancelled = {
      refund: false,
      creditReturned: false,
      couponReturned: false,
      giftReturned: false,
    };
    if (booking?.status === "pending_payment") {
      await releaseHeldBooking(tx, booking, now, { status: "cancelled", reason });
    } else {
      await cancelSessionRow(tx, session.id, reason, now);
      if (booking) outcome = await cancelBooking(tx, booking, now);
    }

    await enqueueCalendarPush(tx, session.id);
    await announceSessionChange(tx, viewer, own, { kind: "cancelled", ...outcome, reason: input.reason }, now);
    await recordAudit(tx, {
      action: "session.cancelled_by_client",
      userId: viewer.userId,
      tableName: "sessions",
      recordId: session.id,
      details: {
        bookingId: booking?.id ?? null,
        start: session.startsAt.toISOString(),
        reason,
        heldBookingReleased: booking?.status === "pending_payment",
        ...outcome,
      },
    });
    return {
      sessionId: session.id,
      when: sessionWhen(session.startsAt, usableZone(viewer.timezone)).text,
      ...outcome,
    };
  });
}

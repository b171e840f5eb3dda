import { sessionWhen } from "@domain/session-time";
import type { Database, Executor } from "@server/db/client";
import { bookings, paymentTransactions, profiles } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { EXPIRE_BOOKING_HOLD_JOB } from "@server/jobs/queues";
import { logger } from "@server/lib/logger";
import { recordAudit } from "@server/modules/audit";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { releaseGiftRedemption } from "@server/modules/gifts";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import { cancelPendingPayment } from "@server/modules/payments";
import { and, eq, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import { z } from "zod";
import { cancelSessionRow } from "./cancel-session-row";

export { EXPIRE_BOOKING_HOLD_JOB };
export const HOLD_RELEASED_TITLE = "Session time released";

/** Schedules the end of a booking's hold, in the caller's transaction (so only a committed hold has one). */
export async function scheduleHoldExpiry(tx: Executor, bookingId: string, at: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: EXPIRE_BOOKING_HOLD_JOB,
    payload: { bookingId },
    runAt: at,
    singletonKey: `hold:${bookingId}`,
  });
}

const payloadSchema = z.object({ bookingId: z.uuid() });

/**
 * A held booking whose payment did not arrive in time (DESIGN §4): the booking expires, its
 * session is cancelled so the slot is free again, the awaited payment is cancelled and the
 * client is told. A booking paid meanwhile is left alone: the check and the change happen
 * under a lock on the booking, and fulfilment takes the same lock.
 */
export async function expireBookingHold(db: Database, payload: Record<string, unknown>, now = new Date()) {
  const { bookingId } = payloadSchema.parse(payload);
  await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (booking?.status !== "pending_payment" || !booking.holdExpiresAt || booking.holdExpiresAt > now) return;
    if (await heldForPaystack(tx, booking)) {
      // She left the payment window unpaid: nothing was booked, so nothing is announced.
      await discardPaystackHold(tx, booking, now, { status: "expired", reason: "Payment not received in time" });
      logger.info("paystack hold expired unpaid", { bookingId, reference: booking.paymentId });
      return;
    }
    await releaseHeldBooking(tx, booking, now, { status: "expired", reason: "Payment not received in time" });
    const when = sessionWhen(booking.startsAt, booking.timezone).text;
    const message = `We did not receive the payment for your ${booking.serviceName} session on ${when}, so the time has been released. You are welcome to book again.`;
    await createNotification(tx, { userId: booking.userId, title: HOLD_RELEASED_TITLE, message, link: "/book" }, [
      "sessions",
    ]);
    const [account] = await tx
      .select({ email: profiles.email, firstName: profiles.firstName })
      .from(profiles)
      .where(eq(profiles.id, booking.userId));
    await enqueueEmail(tx, {
      to: account?.email ?? booking.email,
      subject: `Your held session time was released (${booking.paymentId ?? booking.serviceName})`,
      text: [`Hello ${account?.firstName ?? booking.firstName},`, "", message].join("\n"),
    });
    await recordAudit(tx, {
      action: "booking.hold_expired",
      userId: null,
      tableName: "bookings",
      recordId: bookingId,
      details: { reference: booking.paymentId, sessionId: booking.sessionId },
    });
    logger.info("booking hold expired", { bookingId, reference: booking.paymentId });
  });
}

type BookingRow = typeof bookings.$inferSelect;

/**
 * Whether a session was only ever a hold that ended unpaid (its booking's payment failed: the
 * hold ran out, was given up, or the payment was declined). Such a session was never hers: the
 * portal and the staff calendars leave it out.
 */
export const neverPaid = (sessionId: SQLWrapper) =>
  sql`exists (select 1 from ${bookings} where ${bookings.sessionId} = ${sessionId} and ${bookings.paymentStatus} = 'failed')`;

/**
 * Gives a held booking's slot back: the booking ends with `status`, its session is cancelled,
 * its awaited payment (if still pending) is cancelled and a gift certificate's part of it is
 * given back. In the caller's transaction.
 */
export async function releaseHeldBooking(
  tx: Executor,
  booking: Pick<BookingRow, "id" | "sessionId" | "paymentId">,
  now: Date,
  outcome: { status: "expired" | "cancelled"; reason: string },
  /** Whether the session went to the therapist's outside calendar, and must be cancelled there. */
  pushed = true,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: outcome.status, paymentStatus: "failed", holdExpiresAt: null, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  if (booking.sessionId) {
    await cancelSessionRow(tx, booking.sessionId, outcome.reason, now);
    if (pushed) await enqueueCalendarPush(tx, booking.sessionId);
  }
  if (booking.paymentId) await cancelPendingPayment(tx, booking.paymentId, outcome.reason, now);
  // What a gift certificate paid of it goes back to the certificate.
  await releaseGiftRedemption(tx, booking.id, now);
}

/** Whether a held booking waits on Paystack (a window she may have left), not on a bank transfer. */
async function heldForPaystack(tx: Executor, booking: Pick<BookingRow, "paymentId">): Promise<boolean> {
  if (!booking.paymentId) return true;
  const [payment] = await tx
    .select({ provider: paymentTransactions.provider })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, booking.paymentId));
  return payment?.provider === "paystack";
}

/**
 * Ends a hold for a Paystack payment that will not come (declined, the window closed, replaced by
 * a new attempt, or left until the hold ran out), silently: the slot is free at once, and the
 * session, cancelled and never paid, is shown nowhere (`neverPaid`): not in her portal, not in a
 * staff calendar. A Paystack hold is never pushed to an outside calendar (reserve-slot), so
 * nothing is left there either. The booking, payment and session rows stay, for the ledger and
 * a late payment's settling. In the caller's transaction, which holds the booking's lock.
 */
export async function discardPaystackHold(
  tx: Executor,
  booking: Pick<BookingRow, "id" | "sessionId" | "paymentId">,
  now: Date,
  outcome: { status: "expired" | "cancelled"; reason: string },
): Promise<void> {
  await releaseHeldBooking(tx, booking, now, outcome, false);
  await recordAudit(tx, {
    action: "booking.hold_discarded",
    userId: null,
    tableName: "bookings",
    recordId: booking.id,
    details: { reference: booking.paymentId, sessionId: booking.sessionId, reason: outcome.reason },
  });
}

/**
 * The client asks again for a time they are already holding with an unpaid Paystack booking
 * (they closed the payment window, or it failed): that hold is released first, so their own
 * hold never blocks them. A bank-transfer hold is kept: its instructions may already be in use.
 */
export async function releaseOwnPaystackHolds(tx: Executor, userId: string, start: Date, now: Date): Promise<void> {
  const held = await tx
    .select({ id: bookings.id, sessionId: bookings.sessionId, paymentId: bookings.paymentId })
    .from(bookings)
    .leftJoin(paymentTransactions, eq(paymentTransactions.reference, bookings.paymentId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, "pending_payment"),
        eq(bookings.startsAt, start),
        or(isNull(bookings.paymentId), eq(paymentTransactions.provider, "paystack")),
        isNull(paymentTransactions.fulfilledAt),
      ),
    )
    .for("update", { of: bookings });
  for (const booking of held) {
    await discardPaystackHold(tx, booking, now, { status: "cancelled", reason: "Replaced by a new payment attempt" });
  }
}

import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { sessionWhen } from "../../../domain/session-time";
import type { Database, Executor } from "../../db/client";
import { bookings, notifications, paymentTransactions, sessions } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";
import { logger } from "../../lib/logger";
import { recordAudit } from "../audit/record-audit";
import { enqueueEmail } from "../mail/enqueue-email";

export const EXPIRE_BOOKING_HOLD_JOB = "expire_booking_hold";
export const HOLD_RELEASED_TITLE = "Session time released";

/** Schedules the end of a booking's hold, in the caller's transaction (so only a committed hold has one). */
export async function scheduleHoldExpiry(tx: Executor, bookingId: string, at: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: EXPIRE_BOOKING_HOLD_JOB,
    payload: { bookingId },
    runAt: at,
    dedupeKey: `hold:${bookingId}`,
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
    await tx
      .update(bookings)
      .set({ status: "expired", paymentStatus: "failed", holdExpiresAt: null, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    if (booking.sessionId) {
      await tx
        .update(sessions)
        .set({
          status: "cancelled",
          cancelledAt: now,
          cancellationReason: "Payment not received in time",
          updatedAt: now,
        })
        .where(eq(sessions.id, booking.sessionId));
    }
    if (booking.paymentId) {
      await tx
        .update(paymentTransactions)
        .set({ status: "cancelled", failureReason: "Booking hold expired", updatedAt: now })
        .where(
          and(
            eq(paymentTransactions.reference, booking.paymentId),
            eq(paymentTransactions.status, "pending"),
            isNull(paymentTransactions.fulfilledAt),
          ),
        );
    }
    const when = sessionWhen(booking.sessionDate, booking.timezone).text;
    const message = `We did not receive the payment for your ${booking.serviceName} session on ${when}, so the time has been released. You are welcome to book again.`;
    await tx
      .insert(notifications)
      .values({ userId: booking.userId, title: HOLD_RELEASED_TITLE, message, link: "/book" });
    await enqueueEmail(tx, {
      to: booking.email,
      subject: `Your held session time was released (${booking.paymentId ?? booking.serviceName})`,
      text: [`Hello ${booking.firstName},`, "", message].join("\n"),
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

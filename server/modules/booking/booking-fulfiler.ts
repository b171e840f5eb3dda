import { bookings } from "@server/db/schema";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { type Fulfiler, UndeliverableError } from "@server/modules/payments";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { notifyBookingConfirmed } from "./booking-emails";
import { discardPaystackHold } from "./expire-booking-hold";

const detailsSchema = z.object({ bookingId: z.uuid() });

/**
 * Delivers a paid booking (Paystack verified, or a bank transfer an admin recorded): the held
 * booking becomes confirmed and paid, and the client is told. A booking no longer held (its
 * hold expired or was replaced, and the slot was given back) is not silently re-booked: it is
 * undeliverable, so the money is recorded as needing settling and an admin settles it with the client.
 */
export const bookingFulfiler: Fulfiler = {
  async deliver(tx, payment, { now }) {
    const { bookingId } = detailsSchema.parse(payment.details);
    const [booking] = await tx
      .update(bookings)
      .set({
        status: "confirmed",
        paymentStatus: "paid",
        paymentId: payment.reference,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending_payment")))
      .returning();
    if (!booking) throw new UndeliverableError("the session time was no longer held when the payment arrived");
    // A session held for Paystack reaches the therapist's outside calendar once it is paid.
    if (booking.sessionId) await enqueueCalendarPush(tx, booking.sessionId);
    await notifyBookingConfirmed(tx, booking, now);
    return { recordId: booking.id, ledgerType: "booking", description: booking.serviceName };
  },

  async abandon(tx, payment, now) {
    const parsed = detailsSchema.safeParse(payment.details);
    if (!parsed.success) return;
    const [held] = await tx
      .select({ id: bookings.id, sessionId: bookings.sessionId, paymentId: bookings.paymentId })
      .from(bookings)
      .where(
        and(
          eq(bookings.id, parsed.data.bookingId),
          eq(bookings.paymentId, payment.reference),
          eq(bookings.status, "pending_payment"),
        ),
      )
      .for("update");
    if (held) await discardPaystackHold(tx, held, now, { status: "cancelled", reason: "Payment not completed" });
  },

  async findDelivered(db, payment) {
    const parsed = detailsSchema.safeParse(payment.details);
    if (!parsed.success) return null;
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      // Paid, whatever happened since (a completed session was delivered too).
      .where(and(eq(bookings.id, parsed.data.bookingId), eq(bookings.paymentStatus, "paid")));
    return booking?.id ?? null;
  },
};

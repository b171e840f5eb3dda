import { bookings, profiles } from "@server/db/schema";
import { type Fulfiler, UndeliverableError } from "@server/modules/payments/payment-types";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { notifyBooked } from "./booking-emails";

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
    // The account's own address and name (the booking form's e-mail is only what the therapist sees).
    const [account] = await tx
      .select({ email: profiles.email, firstName: profiles.firstName })
      .from(profiles)
      .where(eq(profiles.id, booking.userId));
    await notifyBooked(
      tx,
      booking.userId,
      {
        bookingId: booking.id,
        to: account?.email ?? booking.email,
        firstName: account?.firstName ?? booking.firstName,
        serviceName: booking.serviceName,
        start: booking.sessionDate,
        end: new Date(booking.sessionDate.getTime() + booking.durationMinutes * 60_000),
        timeZone: booking.timezone,
        inPerson: booking.sessionType === "in-person",
      },
      now,
    );
    return { recordId: booking.id, ledgerType: "booking", description: booking.serviceName };
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

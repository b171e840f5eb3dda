import { sessionWhen } from "@domain/session-time";
import type { Executor } from "@server/db/client";
import { bookings, paymentTransactions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";

/** What the payment-success page says a payment was for. */
export interface PaymentSubject {
  /** The name to thank: the one typed on the booking form, else the payer's own. */
  firstName: string;
  /** The service, plan or event paid for; a balance is named as such. */
  service: string;
  /** A booked session's date and time in the zone it was booked in; empty for anything else. */
  date: string;
}

const MAX_REFERENCE_LENGTH = 100;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The success page's details of the viewer's own payment, found by its reference: the address
 * carries the reference alone (decision record 0029), so whatever else the page shows comes from
 * here. Someone else's or an unknown reference reads as null, as getPaymentOutcome does, so
 * references cannot be probed for other people's names or appointments.
 */
export async function describeOwnPayment(
  db: Executor,
  viewer: Viewer,
  reference: string,
): Promise<PaymentSubject | null> {
  const wanted = reference.trim();
  if (!wanted || wanted.length > MAX_REFERENCE_LENGTH) return null;
  const [payment] = await db
    .select({ purpose: paymentTransactions.purpose, details: paymentTransactions.details })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.reference, wanted), eq(paymentTransactions.userId, viewer.userId)));
  if (!payment) return null;
  const details = payment.details;

  if (payment.purpose === "booking") {
    const [booking] = await db
      .select({
        firstName: bookings.firstName,
        serviceName: bookings.serviceName,
        startsAt: bookings.startsAt,
        timezone: bookings.timezone,
      })
      .from(bookings)
      .where(and(eq(bookings.paymentId, wanted), eq(bookings.userId, viewer.userId)));
    if (booking) {
      return {
        firstName: booking.firstName,
        service: booking.serviceName,
        date: sessionWhen(booking.startsAt, booking.timezone).text,
      };
    }
    return { firstName: viewer.firstName, service: text(details.serviceName), date: "" };
  }
  if (payment.purpose === "event_registration") {
    const title = text(details.serviceName);
    return {
      firstName: viewer.firstName,
      service: title && details.part === "balance" ? `${title} (balance)` : title,
      date: "",
    };
  }
  return { firstName: viewer.firstName, service: text(details.planName) || text(details.serviceName), date: "" };
}

import { formatMoney } from "@domain/money";
import { eventRegistrations, events } from "@server/db/schema";
import { type Fulfiler, UndeliverableError } from "@server/modules/payments";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { balanceLine, eventName, tellRegistrant } from "./registration-notices";

/**
 * What an event payment's details say (written by the server when it priced the payment): the
 * registration, and whether this is its first payment (the deposit or the whole price) or the
 * balance after a deposit.
 */
export const eventPaymentDetails = z.object({
  registrationId: z.uuid(),
  eventId: z.uuid(),
  part: z.enum(["first", "balance"]),
  /** The event's title, for the ledger and for a payment that needs settling. */
  serviceName: z.string(),
});
export type EventPaymentDetails = z.infer<typeof eventPaymentDetails>;

export const REGISTRATION_CONFIRMED = "Registration confirmed";
export const BALANCE_RECEIVED = "Balance received";

/**
 * Delivers an event payment (Paystack verified, or a transfer an admin recorded):
 * - the first payment confirms the held place (deposit paid, or paid in full);
 * - the balance completes a confirmed deposit registration.
 * A place no longer held (its hold ran out, or the practice cancelled it) is not silently taken
 * again: the payment is undeliverable, so the money is recorded as needing settling.
 */
export const eventRegistrationFulfiler: Fulfiler = {
  async deliver(tx, payment, { now }) {
    const details = eventPaymentDetails.parse(payment.details);
    const [event] = await tx.select().from(events).where(eq(events.id, details.eventId));
    if (!event) throw new Error(`event ${details.eventId} of payment ${payment.reference} is gone`);

    if (details.part === "first") {
      const [paid] = await tx
        .update(eventRegistrations)
        .set({
          status: "confirmed",
          paymentStatus: sql`case when ${eventRegistrations.payDeposit} then 'deposit_paid' else 'paid' end`,
          paymentReference: payment.reference,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(eventRegistrations.id, details.registrationId), eq(eventRegistrations.status, "pending_payment")))
        .returning();
      if (!paid) throw new UndeliverableError("the place at the event was no longer held when the payment arrived");
      const balance = balanceLine(event, paid);
      await tellRegistrant(tx, paid.userId, {
        title: REGISTRATION_CONFIRMED,
        message: `Your place at ${eventName(event)} is confirmed. We received ${formatMoney(payment.amount, payment.currency)} (reference ${payment.reference}).`,
        subject: `${REGISTRATION_CONFIRMED}: ${event.title}`,
        lines: [
          `Where: ${event.location}`,
          ...(balance ? [`Still to pay: ${balance}. Pay it from your portal's Events.`] : []),
          ...(paid.dietaryRequirements ? [`Dietary requirements you gave: ${paid.dietaryRequirements}`] : []),
          ...(paid.accessibilityNeeds ? [`Accessibility needs you gave: ${paid.accessibilityNeeds}`] : []),
        ],
      });
      return {
        recordId: paid.id,
        ledgerType: paid.payDeposit ? "event_deposit" : "event_registration",
        description: paid.payDeposit ? `${event.title} (deposit)` : event.title,
      };
    }

    const [registration] = await tx
      .update(eventRegistrations)
      .set({ paymentStatus: "paid", balanceReference: payment.reference, updatedAt: now })
      .where(
        and(
          eq(eventRegistrations.id, details.registrationId),
          eq(eventRegistrations.status, "confirmed"),
          eq(eventRegistrations.paymentStatus, "deposit_paid"),
        ),
      )
      .returning();
    if (!registration)
      throw new UndeliverableError("the registration had no balance left to pay when the payment arrived");
    await tellRegistrant(tx, registration.userId, {
      title: BALANCE_RECEIVED,
      message: `We received your balance of ${formatMoney(payment.amount, payment.currency)} for ${eventName(event)} (reference ${payment.reference}). Your place is paid in full.`,
      subject: `${BALANCE_RECEIVED}: ${event.title}`,
    });
    return { recordId: registration.id, ledgerType: "event_registration", description: `${event.title} (balance)` };
  },

  async findDelivered(db, payment) {
    const parsed = eventPaymentDetails.safeParse(payment.details);
    if (!parsed.success) return null;
    const column =
      parsed.data.part === "first" ? eventRegistrations.paymentReference : eventRegistrations.balanceReference;
    const [registration] = await db
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.id, parsed.data.registrationId), eq(column, payment.reference)));
    return registration?.id ?? null;
  },
};

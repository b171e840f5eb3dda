import type { Currency } from "@domain/enums";
import { holdExpiry, type RegistrationAmounts } from "@domain/events";
import type { Executor } from "@server/db/client";
import { eventRegistrations } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import type { PaymentDeps } from "@server/modules/payments";
import {
  createBankTransferPayment,
  newTransferReference,
  type PaystackCheckout,
  startPaystackForHold,
  type TransferInstructions,
  transferInstructions,
  withFreshReference,
} from "@server/modules/payments";
import { eq } from "drizzle-orm";
import { type EventPaymentDetails, REGISTRATION_CONFIRMED } from "./event-registration-fulfiler";
import { emailEventTransfer } from "./event-transfer-email";
import { releaseRegistration } from "./expire-event-hold";
import { type EventRow, eventName, type RegistrationRow, tellRegistrant } from "./registration-notices";

/** Paystack references of event places; transfer references begin with EVT-. */
const PAYSTACK_PREFIX = "EVP-";
const TRANSFER_PREFIX = "EVT-";

interface RegistrationBase {
  success: true;
  registrationId: string;
  reference: string;
  amount: number;
  currency: Currency;
  eventTitle: string;
}

export type EventRegistrationResult =
  | (RegistrationBase & { kind: "confirmed" })
  | (RegistrationBase & { kind: "paystack"; payment: PaystackCheckout })
  | (RegistrationBase & TransferInstructions & { heldUntil: string });

/** A place being bought: who, which event, the server's prices, and how the place is taken. */
export interface PlaceOrder {
  viewer: Viewer;
  event: EventRow;
  amounts: RegistrationAmounts;
  /** Takes the place in the caller's transaction, held until `holdExpiresAt` (take-place.ts). */
  take(tx: Executor, holdExpiresAt: Date): Promise<RegistrationRow>;
  now: Date;
}

const registered = (order: PlaceOrder, registration: RegistrationRow, reference: string): RegistrationBase => ({
  success: true,
  registrationId: registration.id,
  reference,
  amount: order.amounts.dueNow,
  currency: order.amounts.currency,
  eventTitle: order.event.title,
});

/** A free event: nothing to pay, the place is confirmed at once. */
export function confirmFreePlace(db: Executor, order: PlaceOrder): Promise<EventRegistrationResult> {
  const { viewer, event, now } = order;
  return db.transaction(async (tx) => {
    const held = await order.take(tx, holdExpiry("paystack", event.startDate, now));
    const [confirmed] = await tx
      .update(eventRegistrations)
      .set({ status: "confirmed", paymentStatus: "paid", holdExpiresAt: null })
      .where(eq(eventRegistrations.id, held.id))
      .returning();
    await tellRegistrant(tx, viewer.userId, {
      title: REGISTRATION_CONFIRMED,
      message: `Your place at ${eventName(event)} is confirmed.`,
      subject: `${REGISTRATION_CONFIRMED}: ${event.title}`,
      lines: [`Where: ${event.location}`],
    });
    await audit(tx, viewer, confirmed ?? held, { payment: "free" });
    return { ...registered(order, confirmed ?? held, ""), kind: "confirmed" as const };
  });
}

/**
 * Abroad: the place is held three days for a bank transfer. The payment, its pending ledger line
 * and the e-mailed instructions are written with the place; the instructions are the shared
 * ones, naming the practice's account in the currency the place was priced in.
 */
export function awaitTransferForPlace(db: Executor, order: PlaceOrder): Promise<EventRegistrationResult> {
  const { viewer, event, amounts, now } = order;
  const heldUntil = holdExpiry("bank_transfer", event.startDate, now);
  return withFreshReference(
    () => newTransferReference(TRANSFER_PREFIX),
    (reference) =>
      db.transaction(async (tx) => {
        const registration = await order.take(tx, heldUntil);
        await createBankTransferPayment(tx, {
          userId: viewer.userId,
          purpose: "event_registration",
          reference,
          amount: amounts.dueNow,
          currency: amounts.currency,
          details: paymentDetails(registration, event),
          ledgerType: amounts.payDeposit ? "event_deposit" : "event_registration",
          description: event.title,
        });
        await tx
          .update(eventRegistrations)
          .set({ paymentReference: reference })
          .where(eq(eventRegistrations.id, registration.id));
        const instructions = transferInstructions({ reference, amount: amounts.dueNow, currency: amounts.currency });
        await emailEventTransfer(tx, viewer, event, { part: "first", ...instructions, heldUntil });
        await audit(tx, viewer, registration, { reference, payment: "bank_transfer" });
        return { ...registered(order, registration, reference), ...instructions, heldUntil: heldUntil.toISOString() };
      }),
  );
}

/** In Ghana: the place is held for the Paystack window; the payment's fulfilment confirms it. */
export async function startPaystackForPlace(deps: PaymentDeps, order: PlaceOrder): Promise<EventRegistrationResult> {
  const { viewer, event, amounts, now } = order;
  const registration = await deps.db.transaction(async (tx) => {
    const held = await order.take(tx, holdExpiry("paystack", event.startDate, now));
    await audit(tx, viewer, held, { payment: "paystack" });
    return held;
  });
  const payment = await startPaystackForHold(
    deps,
    {
      userId: viewer.userId,
      email: viewer.email,
      purpose: "event_registration",
      referencePrefix: PAYSTACK_PREFIX,
      amount: amounts.dueNow,
      currency: amounts.currency,
      details: paymentDetails(registration, event),
      serviceName: event.title,
      metadata: { event_id: event.id, registration_id: registration.id, pay_deposit: amounts.payDeposit },
    },
    {
      keepReference: (reference) =>
        deps.db
          .update(eventRegistrations)
          .set({ paymentReference: reference })
          .where(eq(eventRegistrations.id, registration.id)),
      // Paystack could not start: the place is given back at once.
      release: () =>
        deps.db.transaction((tx) =>
          releaseRegistration(tx, registration, now, { status: "cancelled", reason: "Payment could not be started" }),
        ),
    },
  );
  return { ...registered(order, registration, payment.reference), kind: "paystack", payment };
}

function paymentDetails(registration: RegistrationRow, event: EventRow): EventPaymentDetails {
  return { registrationId: registration.id, eventId: event.id, part: "first", serviceName: event.title };
}

async function audit(tx: Executor, viewer: Viewer, registration: RegistrationRow, details: Record<string, unknown>) {
  await recordAudit(tx, {
    action: "event_registration.created",
    userId: viewer.userId,
    tableName: "event_registrations",
    recordId: registration.id,
    details: {
      eventId: registration.eventId,
      amount: registration.amountDue,
      currency: registration.currency,
      payDeposit: registration.payDeposit,
      ...details,
    },
  });
}

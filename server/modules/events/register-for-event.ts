import { type Currency, REGIONS, type Region } from "@domain/enums";
import {
  EVENT_MESSAGES,
  holdExpiry,
  type RegistrationAmounts,
  registrationAmounts,
  registrationOpen,
} from "@domain/events";
import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import type { Executor } from "@server/db/client";
import { eventRegistrations, events } from "@server/db/schema";
import { AppError, PG, pgConstraint, pgErrorCode } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts/viewer";
import { recordAudit } from "@server/modules/audit/record-audit";
import { enqueueEmail } from "@server/modules/mail/enqueue-email";
import {
  type BankAccountDetails,
  bankAccountDetails,
  createBankTransferPayment,
} from "@server/modules/payments/create-bank-transfer-payment";
import { initializePaystackPayment, type PaystackCheckout } from "@server/modules/payments/initialize-paystack-payment";
import type { PaymentDeps } from "@server/modules/payments/payment-types";
import { newTransferReference, withFreshReference } from "@server/modules/payments/references";
import { parseInput, tickBox } from "@server/modules/validation";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { type EventPaymentDetails, REGISTRATION_CONFIRMED } from "./event-registration-fulfiler";
import { eventTransferEmail } from "./event-transfer-email";
import { releaseRegistration, scheduleRegistrationExpiry } from "./expire-event-hold";
import { type EventRow, eventName, type RegistrationRow, tellRegistrant } from "./registration-notices";

/** Paystack references of event places; transfer references begin with EVT-. */
const PAYSTACK_PREFIX = "EVP-";
const TRANSFER_PREFIX = "EVT-";
const NOTE_MAX = 500;
const NOTE_TOO_LONG = `Please keep this under ${NOTE_MAX} characters.`;

const note = z
  .string()
  .trim()
  .max(NOTE_MAX, NOTE_TOO_LONG)
  .optional()
  .transform((v) => v || null);

/**
 * create-event-registration (spec 001 §7): the event, the two optional notes and whether to pay
 * a deposit. No amount: the server prices the place (unknown keys, such as a browser's amount,
 * are dropped by the parser). The region is the visitor's choice, else the account's.
 */
export const registerForEventSchema = z.object({
  event_id: z.string().trim(),
  dietary_requirements: note,
  accessibility_needs: note,
  pay_deposit: tickBox,
  region: z.enum(REGIONS).optional(),
});

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
  | (RegistrationBase & { kind: "bank_transfer"; bank: BankAccountDetails; checkTime: string; heldUntil: string });

/**
 * Registers the viewer for a published, upcoming event. The place is taken in the database
 * (the seats trigger refuses a place beyond capacity, however many ask at once), held while
 * it is unpaid (30 minutes for Paystack, 3 days for a transfer) and confirmed by the payment's
 * fulfilment. Locally the first payment goes through Paystack; internationally a bank transfer
 * is awaited and its instructions e-mailed, in the same transaction as the place.
 */
export async function registerForEvent(
  deps: PaymentDeps,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<EventRegistrationResult> {
  if (viewer.role !== "client") throw new AppError("forbidden", EVENT_MESSAGES.clientsOnly);
  const input = parseInput(registerForEventSchema, raw);
  const event = await loadOpenEvent(deps.db, input.event_id, now);
  const region: Region = input.region ?? viewer.region;
  const amounts = registrationAmounts(event, { region, currency: viewer.currency }, input.pay_deposit, now);
  const place = (tx: Executor, holdExpiresAt: Date) =>
    takePlace(tx, viewer, event, region, amounts, { ...input, holdExpiresAt }, now);
  const base = (registration: RegistrationRow, reference: string): RegistrationBase => ({
    success: true,
    registrationId: registration.id,
    reference,
    amount: amounts.dueNow,
    currency: amounts.currency,
    eventTitle: event.title,
  });

  if (amounts.dueNow === 0) {
    // A free event: nothing to pay, the place is confirmed at once.
    return deps.db.transaction(async (tx) => {
      const held = await place(tx, holdExpiry("paystack", event.startDate, now));
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
      return { ...base(confirmed ?? held, ""), kind: "confirmed" as const };
    });
  }

  if (region === "international") {
    const bank = bankAccountDetails(amounts.currency);
    const heldUntil = holdExpiry("bank_transfer", event.startDate, now);
    return withFreshReference(
      () => newTransferReference(TRANSFER_PREFIX),
      (reference) =>
        deps.db.transaction(async (tx) => {
          const registration = await place(tx, heldUntil);
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
          await enqueueEmail(
            tx,
            eventTransferEmail({
              to: viewer.email,
              firstName: viewer.firstName,
              event,
              part: "first",
              amount: amounts.dueNow,
              currency: amounts.currency,
              reference,
              bank,
              heldUntil,
            }),
          );
          await audit(tx, viewer, registration, { reference, payment: "bank_transfer" });
          return {
            ...base(registration, reference),
            kind: "bank_transfer" as const,
            bank,
            checkTime: TRANSFER_CHECK_TIME,
            heldUntil: heldUntil.toISOString(),
          };
        }),
    );
  }

  // Local: the place is held for the Paystack window; the payment's fulfilment confirms it.
  const registration = await deps.db.transaction(async (tx) => {
    const held = await place(tx, holdExpiry("paystack", event.startDate, now));
    await audit(tx, viewer, held, { payment: "paystack" });
    return held;
  });
  try {
    const payment = await initializePaystackPayment(deps, {
      userId: viewer.userId,
      email: viewer.email,
      purpose: "event_registration",
      referencePrefix: PAYSTACK_PREFIX,
      amount: amounts.dueNow,
      currency: amounts.currency,
      details: paymentDetails(registration, event),
      serviceName: event.title,
      metadata: { event_id: event.id, registration_id: registration.id, pay_deposit: amounts.payDeposit },
    });
    await deps.db
      .update(eventRegistrations)
      .set({ paymentReference: payment.reference })
      .where(eq(eventRegistrations.id, registration.id));
    return { ...base(registration, payment.reference), kind: "paystack", payment };
  } catch (err) {
    // Paystack could not start: the place is given back at once.
    await deps.db.transaction((tx) =>
      releaseRegistration(tx, registration, now, { status: "cancelled", reason: "Payment could not be started" }),
    );
    throw err;
  }
}

async function loadOpenEvent(db: Executor, eventId: string, now: Date): Promise<EventRow> {
  const [event] = isUuid(eventId) ? await db.select().from(events).where(eq(events.id, eventId)) : [];
  if (!event || event.status === "draft") throw new AppError("not_found", EVENT_MESSAGES.notFound);
  if (!registrationOpen(event, now)) throw new AppError("conflict", EVENT_MESSAGES.closed);
  return event;
}

/**
 * Inserts the held registration, in the caller's transaction. The viewer's own earlier place
 * still waiting for Paystack (she closed the window) is given back first, so it never blocks
 * her; one waiting for a bank transfer is kept, and she is told where its instructions are.
 */
async function takePlace(
  tx: Executor,
  viewer: Viewer,
  event: EventRow,
  region: Region,
  amounts: RegistrationAmounts,
  input: z.infer<typeof registerForEventSchema> & { holdExpiresAt: Date },
  now: Date,
): Promise<RegistrationRow> {
  // The event as it is now, locked: an admin cancelling or unpublishing it at this moment waits
  // for this place (and then cancels it with the others), or goes first and this one is refused.
  // The seats trigger takes the same row's lock anyway, so this costs no extra waiting.
  const [locked] = await tx
    .select({ status: events.status, startDate: events.startDate })
    .from(events)
    .where(eq(events.id, event.id))
    .for("update");
  if (!locked || !registrationOpen(locked, now)) throw new AppError("conflict", EVENT_MESSAGES.closed);
  const [current] = await tx
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        eq(eventRegistrations.userId, viewer.userId),
        inArray(eventRegistrations.status, ["pending_payment", "confirmed"]),
      ),
    )
    .for("update");
  if (current?.status === "confirmed") throw new AppError("conflict", EVENT_MESSAGES.alreadyRegistered);
  if (current && current.region === "international") throw new AppError("conflict", EVENT_MESSAGES.transferAwaited);
  if (current) {
    const replaced = {
      status: "cancelled",
      reason: "Replaced by a new registration",
      offerToWaitingList: false,
    } as const;
    await releaseRegistration(tx, current, now, replaced);
  }

  try {
    return await tx.transaction(async (savepoint) => {
      const [registration] = await savepoint
        .insert(eventRegistrations)
        .values({
          eventId: event.id,
          userId: viewer.userId,
          dietaryRequirements: input.dietary_requirements,
          accessibilityNeeds: input.accessibility_needs,
          payDeposit: amounts.payDeposit,
          region,
          currency: amounts.currency,
          totalAmount: amounts.total,
          amountDue: amounts.dueNow,
          balanceDue: amounts.balance,
          status: "pending_payment",
          paymentStatus: "pending",
          holdExpiresAt: input.holdExpiresAt,
        })
        .returning();
      if (!registration) throw new Error("registration insert returned no row");
      await scheduleRegistrationExpiry(savepoint, registration.id, input.holdExpiresAt);
      return registration;
    });
  } catch (err) {
    if (pgConstraint(err) === "events_seats_check") throw new AppError("conflict", EVENT_MESSAGES.full);
    if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError("conflict", EVENT_MESSAGES.alreadyRegistered);
    throw err;
  }
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

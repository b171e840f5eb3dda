import type { Currency } from "@domain/enums";
import { INITIALIZE_FAILED } from "@domain/payment-messages";
import type { Database, Executor } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { logger } from "@server/lib/logger";
import type { Viewer } from "@server/modules/accounts";
import type { EventPaymentDetails } from "@server/modules/events";
import type { PaymentDeps, PaymentRow } from "@server/modules/payments";
import {
  askPaystackToStart,
  checkoutOf,
  insertPendingPaystackPayment,
  newPaystackReference,
  type PaystackCheckout,
  type PaystackPaymentRequest,
  recordInitializeFailed,
  requirePaystack,
  withFreshReference,
} from "@server/modules/payments";
import { and, desc, eq, sql } from "drizzle-orm";
import type { OwnRegistration } from "./own-registrations";

/** Starts the reference of a balance paid through Paystack. */
const BALANCE_REFERENCE_PREFIX = "EVB-";

/**
 * How long Paystack may take to start a payment (its client gives up after 10 s): a request that
 * finds the balance's payment not yet started waits this long from the payment's creation for
 * its checkout; a payment still not started after it never will be (its server stopped).
 */
export const PAYSTACK_START_WINDOW_MS = 20_000;
const POLL_MS = 100;

/**
 * The balance through Paystack, one payment at a time. Under a lock on the registration row,
 * the balance's open payment (pending, for this amount) is found or, when there is none, written;
 * only the request that wrote it asks Paystack to start it, outside the transaction. Any other
 * request, however close behind, answers with the same checkout (reference, access code and
 * address), waiting for Paystack's answer to the first if it has not come yet. A payment whose
 * window was closed unpaid (abandoned), declined or never started is not open, so the next
 * request starts a new one.
 */
export async function startBalanceCheckout(
  deps: PaymentDeps,
  viewer: Viewer,
  find: (tx: Executor) => Promise<OwnRegistration>,
  now: Date,
): Promise<PaystackCheckout> {
  requirePaystack(deps, "event_registration");
  let request: PaystackPaymentRequest | undefined;
  const claimed = await withFreshReference(
    () => newPaystackReference(BALANCE_REFERENCE_PREFIX),
    (reference) =>
      deps.db.transaction(async (tx) => {
        const found = await find(tx);
        request = balanceRequest(viewer, found);
        const open = await openBalancePayment(tx, found, now);
        if (open) return { payment: open, mine: false };
        return { payment: await insertPendingPaystackPayment(tx, request, reference), mine: true };
      }),
  );
  if (claimed.mine) return askPaystackToStart(deps, claimed.payment, request!);
  return checkoutOf(claimed.payment) ?? awaitCheckout(deps.db, claimed.payment);
}

/** What a balance payment's details say it pays for, whichever way it is paid. */
export const balanceDetails = ({ registration, event }: OwnRegistration): EventPaymentDetails => ({
  registrationId: registration.id,
  eventId: event.id,
  part: "balance",
  serviceName: event.title,
});

function balanceRequest(viewer: Viewer, found: OwnRegistration): PaystackPaymentRequest {
  const { registration, event } = found;
  return {
    userId: viewer.userId,
    email: viewer.email,
    purpose: "event_registration",
    referencePrefix: BALANCE_REFERENCE_PREFIX,
    amount: registration.balanceDue,
    currency: registration.currency as Currency,
    details: balanceDetails(found),
    serviceName: event.title,
    metadata: { event_id: event.id, registration_id: registration.id },
  };
}

/**
 * The registration's open balance payment through Paystack, if any (the caller holds the
 * registration's lock). One left unstarted past the start window is marked failed on the way.
 */
async function openBalancePayment(tx: Executor, { registration }: OwnRegistration, now: Date) {
  const pending = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, registration.userId),
        eq(paymentTransactions.provider, "paystack"),
        eq(paymentTransactions.purpose, "event_registration"),
        eq(paymentTransactions.status, "pending"),
        sql`${paymentTransactions.details}->>'registrationId' = ${registration.id}`,
        sql`${paymentTransactions.details}->>'part' = 'balance'`,
        eq(paymentTransactions.amount, registration.balanceDue),
        eq(paymentTransactions.currency, registration.currency),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt));
  for (const payment of pending) {
    if (checkoutOf(payment) || now.getTime() - payment.createdAt.getTime() < PAYSTACK_START_WINDOW_MS) return payment;
    await endUnstarted(tx, payment, now);
  }
  return null;
}

async function endUnstarted(tx: Executor, payment: PaymentRow, now: Date) {
  logger.warn("paystack: a balance payment was never started; replacing it", { reference: payment.reference });
  await recordInitializeFailed(tx, payment, "Initialize never finished: replaced by a new attempt", now);
}

/**
 * The checkout of a payment another request is starting, once Paystack has answered it (outside
 * any transaction). If that start fails, or does not finish within the window, neither does this.
 */
async function awaitCheckout(db: Database, payment: PaymentRow): Promise<PaystackCheckout> {
  const deadline = Date.now() + PAYSTACK_START_WINDOW_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const [now] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, payment.id));
    const checkout = now ? checkoutOf(now) : null;
    if (checkout) return checkout;
    if (now?.status !== "pending") break;
  }
  throw new AppError("unavailable", INITIALIZE_FAILED);
}

import type { Currency, PaymentPurpose } from "@domain/enums";
import { paymentSuccessPath } from "@domain/navigation";
import { INITIALIZE_FAILED } from "@domain/payment-messages";
import type { Executor } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import type { PaystackChannel } from "@server/integrations/paystack";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import type { PaymentDeps, PaymentRow } from "./payment-types";
import { insertPendingPayment } from "./pending-payment";
import { newPaystackReference, withFreshReference } from "./references";

export interface PaystackPaymentRequest {
  userId: string;
  email: string;
  purpose: PaymentPurpose;
  /** Starts the reference, naming what is bought (PLN- for plans). */
  referencePrefix: string;
  /** Minor units, computed by the server from the catalogue. */
  amount: number;
  currency: Currency;
  /** What is bought, as the server priced it; the fulfiler reads it back. */
  details: Record<string, unknown>;
  /** Paystack metadata's service_name (spec 000 §7). */
  serviceName: string;
  /** Extra Paystack metadata, e.g. { plan_id }. */
  metadata?: Record<string, unknown>;
  /** How she may pay; mobile money or card unless said (mobile money is Ghana's alone). */
  channels?: PaystackChannel[];
}

export interface PaystackCheckout {
  kind: "paystack";
  reference: string;
  /** For the inline popup: resumeTransaction(accessCode). */
  accessCode: string;
  /** Paystack's hosted page, for when the popup cannot load. */
  authorizationUrl: string;
  amount: number;
  currency: Currency;
}

/**
 * Starts a Paystack payment, whatever it pays for. The row (and its reference) exists before
 * Paystack hears of it, so a webhook can never name a reference we do not know. The Paystack
 * call happens between two short writes rather than inside a transaction: a database
 * transaction must not stay open across a network call.
 */
export async function initializePaystackPayment(
  deps: PaymentDeps,
  request: PaystackPaymentRequest,
): Promise<PaystackCheckout> {
  requirePaystack(deps, request.purpose);
  const payment = await withFreshReference(
    () => newPaystackReference(request.referencePrefix),
    (reference) => deps.db.transaction((tx) => insertPendingPaystackPayment(tx, request, reference)),
  );
  return askPaystackToStart(deps, payment, request);
}

/** Something held for a payment while Paystack is started (a session's time, an event place). */
export interface PaystackHold {
  /** Keeps the started payment's reference on the hold. */
  keepReference(reference: string): Promise<unknown>;
  /** Gives the hold back at once. */
  release(): Promise<unknown>;
}

/**
 * Starts Paystack for something already held: the payment's reference is kept on the hold; if
 * Paystack cannot start (or the reference cannot be kept), the hold is released and the error
 * goes on to the caller.
 */
export async function startPaystackForHold(
  deps: PaymentDeps,
  request: PaystackPaymentRequest,
  hold: PaystackHold,
): Promise<PaystackCheckout> {
  try {
    const payment = await initializePaystackPayment(deps, request);
    await hold.keepReference(payment.reference);
    return payment;
  } catch (err) {
    await hold.release();
    throw err;
  }
}

/** Paystack must be configured (or simulated) to take a payment: otherwise a 503. */
export function requirePaystack(deps: PaymentDeps, purpose: PaymentPurpose): void {
  if (deps.paystack) return;
  logger.error("paystack: payment requested but Paystack is not configured", { purpose });
  throw new AppError("unavailable", INITIALIZE_FAILED);
}

/**
 * The second step of a start: Paystack is told of a payment already written (and committed) as
 * pending, and its access code and checkout address are kept on it, for the window and for anyone
 * handed the same payment again. A failure marks the payment failed and answers 503.
 */
export async function askPaystackToStart(
  deps: PaymentDeps,
  payment: PaymentRow,
  request: PaystackPaymentRequest,
): Promise<PaystackCheckout> {
  const paystack = deps.paystack;
  let accessCode: string;
  let authorizationUrl: string;
  try {
    if (!paystack) throw new Error("Paystack is not configured");
    const started = await paystack.initialize({
      email: request.email,
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
      metadata: {
        service_name: request.serviceName,
        user_id: request.userId,
        purpose: request.purpose,
        ...request.metadata,
      },
      callbackUrl: `${deps.publicUrl.replace(/\/+$/, "")}${paymentSuccessPath(payment.reference)}`,
      channels: request.channels ?? ["card", "mobile_money"],
    });
    ({ accessCode, authorizationUrl } = started);
  } catch (err) {
    await markInitializeFailed(deps, payment, err);
    throw new AppError("unavailable", INITIALIZE_FAILED);
  }

  await deps.db
    .update(paymentTransactions)
    .set({ accessCode, authorizationUrl, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, payment.id));
  return {
    kind: "paystack",
    reference: payment.reference,
    accessCode,
    authorizationUrl,
    amount: payment.amount,
    currency: request.currency,
  };
}

/** The checkout of a payment Paystack has started, or null while it has not. */
export function checkoutOf(payment: PaymentRow): PaystackCheckout | null {
  if (!payment.accessCode || !payment.authorizationUrl) return null;
  return {
    kind: "paystack",
    reference: payment.reference,
    accessCode: payment.accessCode,
    authorizationUrl: payment.authorizationUrl,
    amount: payment.amount,
    currency: payment.currency as Currency,
  };
}

/** The first step of a start: the pending payment and its audit entry, in the caller's transaction. */
export async function insertPendingPaystackPayment(
  tx: Executor,
  request: PaystackPaymentRequest,
  reference: string,
): Promise<PaymentRow> {
  const payment = await insertPendingPayment(tx, { ...request, reference, provider: "paystack" });
  await recordAudit(tx, {
    action: "payment.started",
    userId: request.userId,
    tableName: "payment_transactions",
    recordId: payment.id,
    details: {
      reference,
      purpose: request.purpose,
      provider: "paystack",
      amount: request.amount,
      currency: request.currency,
    },
  });
  return payment;
}

async function markInitializeFailed(deps: PaymentDeps, payment: PaymentRow, err: unknown): Promise<void> {
  // PaystackError messages never contain the secret key, so they are safe to keep.
  const reason = `Initialize failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
  logger.error("paystack: initialize failed", { reference: payment.reference, ...errorFields(err) });
  await deps.db.transaction((tx) => recordInitializeFailed(tx, payment, reason, new Date()));
}

/** A Paystack payment that was never started is failed, with why, and the audit log says so. */
export async function recordInitializeFailed(tx: Executor, payment: PaymentRow, reason: string, now: Date) {
  await tx
    .update(paymentTransactions)
    .set({ status: "failed", failureReason: reason, updatedAt: now })
    .where(eq(paymentTransactions.id, payment.id));
  await recordAudit(tx, {
    action: "payment.initialize_failed",
    userId: payment.userId,
    tableName: "payment_transactions",
    recordId: payment.id,
    details: { reference: payment.reference, reason },
  });
}

import type { PaymentProvider, RefundMethod, RefundStatus } from "@domain/enums";
import { decideRefund, REFUND_TEXT, refundableLeft, refundMethodFor } from "@domain/refunds";
import type { Database, Executor } from "@server/db/client";
import { paymentTransactions, refunds } from "@server/db/schema";
import { isPaystackError, type PaystackClient, type PaystackRefund } from "@server/integrations/paystack";
import { AppError } from "@server/lib/errors";
import { logger } from "@server/lib/logger";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import type { PaymentRow } from "@server/modules/payments";
import { newPaystackReference, withFreshReference } from "@server/modules/payments";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { alreadyCompleted, completeRefund, type RefundDone, type RefundRow } from "./complete-refund";
import { loadRefundTarget } from "./refund-target";

export const PAYMENT_NOT_FOUND_TO_REFUND = "Payment not found";
export const REFUND_FORM_STALE = "This refund form could not be read. Close it and open it again.";

const schema = z.object({
  reference: z.string({ error: PAYMENT_NOT_FOUND_TO_REFUND }).trim().min(1, PAYMENT_NOT_FOUND_TO_REFUND).max(100),
  amount: z.string({ error: REFUND_TEXT.amountFormat }).max(30, REFUND_TEXT.amountFormat),
  reason: z.string({ error: REFUND_TEXT.reasonMissing }).max(2_000, REFUND_TEXT.reasonTooLong),
  effect: z.string({ error: REFUND_TEXT.effectInvalid }).max(40, REFUND_TEXT.effectInvalid),
  credits: z.coerce.number().optional().catch(undefined),
  /** The refund form's key (see refunds.request_key); code that refunds without a form has none. */
  requestKey: z.uuid({ error: REFUND_FORM_STALE }).optional(),
});

/** A refund Paystack has not answered: it may have been made, so it holds its amount. */
export interface RefundPending {
  status: "pending";
  reference: string;
  paymentReference: string;
  amount: number;
  currency: string;
  method: RefundMethod;
  /** What the admin is told (REFUND_TEXT.pending). */
  message: string;
}

export type RefundOutcome = RefundDone | RefundPending;

/**
 * An admin refunds all or part of a received payment. The check and the claim on the amount
 * happen under a lock on the payment, with every pending or completed refund counted, so two
 * admins refunding at once can never give back more than was paid: the second waits, then sees
 * the first. A Paystack payment is then refunded through Paystack's API (outside any database
 * transaction); a bank transfer is recorded as sent back by the practice. Once the money is on
 * its way: the refund's own ledger line, the chosen effect on what was bought, a payment that
 * needed settling is settled, the client is notified and e-mailed, and the audit log has it.
 *
 * When Paystack's answer is unknown the refund is pending, and said to be. The same form sent
 * again (its `requestKey`) is the same refund: its outcome as it stands, Paystack not asked
 * again; and no other refund of the payment is asked of Paystack while one is pending.
 */
export async function refundPayment(
  deps: { db: Database; paystack: PaystackClient | null },
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<RefundOutcome> {
  assertAdmin(viewer, REFUND_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  const { db } = deps;

  const claimed = await withFreshReference(
    () => newPaystackReference("RFD-"),
    (reference) =>
      db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.reference, input.reference))
          .for("update");
        if (!payment) throw new AppError("not_found", PAYMENT_NOT_FOUND_TO_REFUND);
        const asked = input.requestKey ? await askedBefore(tx, input.requestKey) : undefined;
        if (asked) {
          if (asked.paymentTransactionId !== payment.id) throw new AppError("conflict", REFUND_TEXT.otherPaymentsForm);
          const outcome = asked.status === "completed" ? await alreadyCompleted(tx, payment, asked) : null;
          return { kind: "done" as const, done: outcome ?? pendingOutcome(payment, asked) };
        }
        const earlier = (
          await tx
            .select({ amount: refunds.amount, status: refunds.status })
            .from(refunds)
            .where(eq(refunds.paymentTransactionId, payment.id))
        ).map((r) => ({ amount: r.amount, status: r.status as RefundStatus }));
        const target = await loadRefundTarget(tx, payment, now);
        const decision = decideRefund(
          { amount: payment.amount, currency: payment.currency, received: isReceived(payment) },
          earlier,
          target,
          input,
        );
        if (!decision.ok) {
          const fields = decision.field ? { [decision.field]: decision.message } : undefined;
          throw new AppError(decision.field ? "bad_request" : "conflict", decision.message, fields);
        }
        const method = refundMethodFor(payment.provider as PaymentProvider);
        if (method === "paystack" && !deps.paystack) throw new AppError("unavailable", REFUND_TEXT.paystackMissing);
        const [refund] = await tx
          .insert(refunds)
          .values({
            reference,
            paymentTransactionId: payment.id,
            userId: payment.userId,
            amount: decision.amount,
            currency: payment.currency,
            method,
            status: "pending",
            reason: decision.reason,
            effect: decision.effect,
            creditsRemoved: decision.credits,
            createdBy: viewer.userId,
            createdAt: now,
            requestKey: input.requestKey ?? null,
          })
          .returning();
        const fullyRefunded = decision.amount === refundableLeft(payment.amount, earlier);
        if (method === "bank_transfer") {
          const done = await completeRefund(tx, viewer.userId, payment, refund!, fullyRefunded, null, now);
          return { kind: "done" as const, done };
        }
        return { kind: "ask_paystack" as const, payment, refund: refund!, fullyRefunded };
      }),
  );
  if (claimed.kind === "done") return claimed.done;

  const { payment, refund, fullyRefunded } = claimed;
  let answer: PaystackRefund;
  try {
    answer = await (deps.paystack as PaystackClient).refund({
      transaction: payment.reference,
      amount: refund.amount,
      currency: refund.currency,
      customerNote: refund.reason,
      merchantNote: `${refund.reference} by ${viewer.firstName} ${viewer.lastName}`.trim(),
    });
  } catch (err) {
    const unknown = answerUnknown(err);
    await recordNoRefund(db, viewer, refund, err, unknown);
    if (unknown) return pendingOutcome(payment, refund);
    throw refusal(err);
  }
  const provider = { refundId: String(answer.id), status: answer.status };
  return db.transaction((tx) => completeRefund(tx, viewer.userId, payment, refund, fullyRefunded, provider, now));
}

/** Money that arrived: a verified success (one that needs settling included). */
const isReceived = (payment: PaymentRow) => payment.status === "success" && payment.verifiedAt !== null;

/** The refund a form's key already asked for, unless that attempt failed (it may be tried again). */
async function askedBefore(tx: Executor, requestKey: string): Promise<RefundRow | undefined> {
  const [asked] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.requestKey, requestKey), ne(refunds.status, "failed")));
  return asked;
}

const pendingOutcome = (payment: PaymentRow, refund: RefundRow): RefundPending => ({
  status: "pending",
  reference: refund.reference,
  paymentReference: payment.reference,
  amount: refund.amount,
  currency: refund.currency,
  method: refund.method as RefundMethod,
  message: REFUND_TEXT.pending,
});

/**
 * Whether Paystack may have made the refund all the same: no answer in time, one we cannot read,
 * or a connection lost once Paystack had begun to answer yes.
 */
function answerUnknown(err: unknown): boolean {
  if (!isPaystackError(err)) return false;
  if (err.kind === "timeout" || err.kind === "malformed") return true;
  return err.kind === "network" && err.httpStatus !== null && err.httpStatus >= 200 && err.httpStatus < 300;
}

/**
 * Paystack said no, or could not be reached: the refund fails and its amount is free again.
 * When Paystack's answer is unknown the refund stays pending, holding its amount, until
 * Paystack's webhook settles it or an admin checks it with Paystack (refund-checks.ts).
 */
async function recordNoRefund(db: Database, viewer: Viewer, refund: RefundRow, err: unknown, unknown: boolean) {
  const why = isPaystackError(err) ? (err.providerMessage ?? err.message) : String(err);
  logger.warn("refund: Paystack refused or failed", { reference: refund.reference, why, unknown });
  await db.transaction(async (tx) => {
    // An unknown answer leaves the refund pending; only its note changes.
    await tx
      .update(refunds)
      .set({ failureReason: why.slice(0, 300), ...(unknown ? {} : { status: "failed" as const }) })
      .where(eq(refunds.id, refund.id));
    await recordAudit(tx, {
      action: unknown ? "refund.unconfirmed" : "refund.failed",
      userId: viewer.userId,
      tableName: "refunds",
      recordId: refund.id,
      details: { reference: refund.reference, amount: refund.amount, currency: refund.currency, why },
    });
  });
}

function refusal(err: unknown): AppError {
  const why = isPaystackError(err) ? (err.providerMessage ?? err.message) : String(err);
  const refusedByPaystack = isPaystackError(err) && (err.kind === "http" || err.kind === "rejected");
  return refusedByPaystack
    ? new AppError("conflict", REFUND_TEXT.paystackRefused(why))
    : new AppError("unavailable", REFUND_TEXT.paystackUnreachable);
}

import type { PaymentProvider, RefundEffect, RefundMethod, RefundStatus } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { decideRefund, REFUND_NOTICE, REFUND_TEXT, refundableLeft, refundMethodFor } from "@domain/refunds";
import type { Database, Executor } from "@server/db/client";
import { paymentTransactions, profiles, refunds, transactionLedger } from "@server/db/schema";
import { isPaystackError, type PaystackClient, type PaystackRefund } from "@server/integrations/paystack";
import { AppError } from "@server/lib/errors";
import { logger } from "@server/lib/logger";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts/viewer";
import { recordAudit } from "@server/modules/audit/record-audit";
import { enqueueEmail } from "@server/modules/mail/enqueue-email";
import { createNotification } from "@server/modules/notifications/create-notification";
import { ledgerTherapist } from "@server/modules/payments/ledger";
import { paymentDescription } from "@server/modules/payments/list-pending-transfers";
import type { PaymentRow } from "@server/modules/payments/payment-types";
import { newPaystackReference, withFreshReference } from "@server/modules/payments/references";
import { parseInput } from "@server/modules/validation";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { applyRefundEffect, loadRefundTarget } from "./refund-target";

export const PAYMENT_NOT_FOUND_TO_REFUND = "Payment not found";

const schema = z.object({
  reference: z.string({ error: PAYMENT_NOT_FOUND_TO_REFUND }).trim().min(1, PAYMENT_NOT_FOUND_TO_REFUND).max(100),
  amount: z.string({ error: REFUND_TEXT.amountFormat }).max(30, REFUND_TEXT.amountFormat),
  reason: z.string({ error: REFUND_TEXT.reasonMissing }).max(2_000, REFUND_TEXT.reasonTooLong),
  effect: z.string({ error: REFUND_TEXT.effectInvalid }).max(40, REFUND_TEXT.effectInvalid),
  credits: z.coerce.number().optional().catch(undefined),
});

type RefundRow = typeof refunds.$inferSelect;

export interface RefundDone {
  /** The refund's own reference (RFD-...). */
  reference: string;
  paymentReference: string;
  amount: number;
  currency: string;
  method: RefundMethod;
  sessionCancelled: boolean;
  creditsRemoved: number;
}

/**
 * An admin refunds all or part of a received payment. The check and the claim on the amount
 * happen under a lock on the payment, with every pending or completed refund counted, so two
 * admins refunding at once can never give back more than was paid: the second waits, then sees
 * the first. A Paystack payment is then refunded through Paystack's API (outside any database
 * transaction); a bank transfer is recorded as sent back by the practice. Once the money is on
 * its way: the refund's own ledger line, the chosen effect on what was bought, a payment that
 * needed settling is settled, the client is notified and e-mailed, and the audit log has it.
 */
export async function refundPayment(
  deps: { db: Database; paystack: PaystackClient | null },
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<RefundDone> {
  if (viewer.role !== "admin") throw new AppError("forbidden", REFUND_TEXT.adminsOnly);
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
          })
          .returning();
        const fullyRefunded = decision.amount === refundableLeft(payment.amount, earlier);
        if (method === "bank_transfer") {
          const done = await completeRefund(tx, viewer, payment, refund!, fullyRefunded, null, now);
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
    throw await refundRefused(db, viewer, refund, err);
  }
  return db.transaction((tx) => completeRefund(tx, viewer, payment, refund, fullyRefunded, answer, now));
}

/** Money that arrived: a verified success (one that needs settling included). */
const isReceived = (payment: PaymentRow) => payment.status === "success" && payment.verifiedAt !== null;

/**
 * Paystack said no, or could not be reached: the refund fails and its amount is free again.
 * When Paystack's answer is unknown (no answer in time, or one we cannot read) the refund may
 * have been made, so it stays pending, holding its amount, for an admin to check with Paystack.
 */
async function refundRefused(db: Database, viewer: Viewer, refund: RefundRow, err: unknown) {
  const unknown = isPaystackError(err) && (err.kind === "timeout" || err.kind === "malformed");
  const why = isPaystackError(err) ? (err.providerMessage ?? err.message) : String(err);
  logger.warn("refund: Paystack refused or failed", { reference: refund.reference, why, unknown });
  await db.transaction(async (tx) => {
    if (!unknown) {
      await tx
        .update(refunds)
        .set({ status: "failed", failureReason: why.slice(0, 300) })
        .where(eq(refunds.id, refund.id));
    } else {
      await tx
        .update(refunds)
        .set({ failureReason: why.slice(0, 300) })
        .where(eq(refunds.id, refund.id));
    }
    await recordAudit(tx, {
      action: unknown ? "refund.unconfirmed" : "refund.failed",
      userId: viewer.userId,
      tableName: "refunds",
      recordId: refund.id,
      details: { reference: refund.reference, amount: refund.amount, currency: refund.currency, why },
    });
  });
  if (unknown) return new AppError("unavailable", REFUND_TEXT.paystackUnreachable);
  const refusedByPaystack = isPaystackError(err) && (err.kind === "http" || err.kind === "rejected");
  return refusedByPaystack
    ? new AppError("conflict", REFUND_TEXT.paystackRefused(why))
    : new AppError("unavailable", REFUND_TEXT.paystackUnreachable);
}

/** The money is on its way back: the books, what was bought, the client, the log. */
async function completeRefund(
  tx: Executor,
  viewer: Viewer,
  payment: PaymentRow,
  refund: RefundRow,
  fullyRefunded: boolean,
  answer: PaystackRefund | null,
  now: Date,
): Promise<RefundDone> {
  await tx
    .update(refunds)
    .set({
      status: "completed",
      completedAt: now,
      providerRefundId: answer ? String(answer.id) : null,
      providerStatus: answer?.status ?? null,
      failureReason: null,
    })
    .where(eq(refunds.id, refund.id));
  const what = paymentDescription(payment.purpose, payment.details);
  await tx.insert(transactionLedger).values({
    userId: payment.userId,
    paymentTransactionId: payment.id,
    reference: refund.reference,
    amount: refund.amount,
    currency: refund.currency,
    status: "completed",
    transactionType: "refund",
    paymentProvider: refund.method,
    description: `Refund of ${payment.reference} (${what}): ${refund.reason}`.slice(0, 500),
    therapistId: await ledgerTherapist(tx, payment),
    createdAt: now,
  });
  const applied = await applyRefundEffect(
    tx,
    payment,
    { effect: refund.effect as RefundEffect, credits: refund.creditsRemoved, fullyRefunded },
    now,
  );
  if (payment.needsSettlingAt && !payment.settledAt) {
    await tx
      .update(paymentTransactions)
      .set({ settledAt: now, updatedAt: now })
      .where(eq(paymentTransactions.id, payment.id));
  }
  if (applied.creditsRemoved !== refund.creditsRemoved) {
    await tx.update(refunds).set({ creditsRemoved: applied.creditsRemoved }).where(eq(refunds.id, refund.id));
  }
  await tellClient(tx, payment, refund, what, applied);
  await recordAudit(tx, {
    action: "payment.refunded",
    userId: viewer.userId,
    tableName: "refunds",
    recordId: refund.id,
    details: {
      reference: refund.reference,
      paymentReference: payment.reference,
      amount: refund.amount,
      currency: refund.currency,
      method: refund.method,
      effect: refund.effect,
      ...applied,
      providerRefundId: answer ? answer.id : null,
    },
  });
  return {
    reference: refund.reference,
    paymentReference: payment.reference,
    amount: refund.amount,
    currency: refund.currency,
    method: refund.method as RefundMethod,
    ...applied,
  };
}

async function tellClient(
  tx: Executor,
  payment: PaymentRow,
  refund: RefundRow,
  what: string,
  applied: { sessionCancelled: boolean; creditsRemoved: number },
) {
  const amount = formatMoney(refund.amount, refund.currency);
  const lines = [
    REFUND_NOTICE.message(amount, what, payment.reference, refund.reason),
    applied.sessionCancelled ? "The session it paid for is cancelled." : null,
    applied.creditsRemoved > 0
      ? `${applied.creditsRemoved} unused session${applied.creditsRemoved === 1 ? "" : "s"} came off your plan.`
      : null,
    refund.method === "paystack" ? REFUND_NOTICE.card : REFUND_NOTICE.transfer,
  ].filter((line): line is string => line !== null);
  await createNotification(
    tx,
    { userId: payment.userId, title: REFUND_NOTICE.title, message: lines.join(" "), link: "/client-portal" },
    ["sessions"],
  );
  const [client] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, payment.userId));
  if (!client) return;
  const practice = practiceConfig();
  await enqueueEmail(tx, {
    to: client.email,
    subject: `Your refund of ${amount} (${refund.reference})`,
    text: [
      `Hello ${client.firstName},`,
      "",
      ...lines,
      "",
      `Refund reference: ${refund.reference}`,
      "",
      practice.legalName,
    ].join("\n"),
  });
}

import type { PaymentPurpose, PaymentStatus } from "@domain/enums";
import { PAYMENT_DECLINED, PAYMENT_NOT_FOUND, VERIFY_FAILED } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import { isPaystackError, type PaystackClient, type PaystackTransaction } from "@server/integrations/paystack";
import { AppError } from "@server/lib/errors";
import { logger } from "@server/lib/logger";
import { parseInput } from "@server/lib/parse-input";
import { recordAudit } from "@server/modules/audit";
import type { PaymentRow } from "@server/modules/payments";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { fulfilPaymentOnce } from "./fulfil-payment-once";
import { fulfilerFor, isCreditPurchase } from "./fulfilers";

export type ConfirmPaymentInput =
  /** The browser's "verify" after the popup: only the payment's owner may ask. */
  | { source: "verify"; reference: string; actorUserId: string }
  /**
   * A signature-checked `charge.success`. With `reported` (the event's data) no second call
   * to Paystack is made; without it, Paystack's verify endpoint is asked.
   */
  | { source: "webhook"; reference: string; reported?: PaystackTransaction };

export interface ConfirmPaymentResult {
  /**
   * "needs_settling": the money was received and recorded, but what it paid for could no longer
   * be delivered (a session hold that ran out or was replaced); an admin settles it.
   */
  status: "fulfilled" | "already_fulfilled" | "needs_settling";
  reference: string;
  purpose: PaymentPurpose;
  /** What the payment delivered (purchased plan, booking...). */
  recordId: string | null;
  /** The purchased plan, for support-plan payments. */
  purchasedPlanId: string | null;
}

const schema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("verify"), reference: z.string().trim().min(1), actorUserId: z.string().min(1) }),
  z.object({ source: z.literal("webhook"), reference: z.string().trim().min(1) }),
]);

/**
 * Confirms a Paystack payment from the verify call or the webhook, whichever comes first
 * (DESIGN §4): Paystack must report success with exactly the amount and currency asked;
 * then the value is delivered once (fulfilPaymentOnce), or, when what it paid for is gone, the
 * money is recorded as needing settling. Mismatches mark the payment failed.
 */
export async function confirmPaystackPayment(
  deps: { db: Database; paystack: PaystackClient | null },
  raw: ConfirmPaymentInput,
): Promise<ConfirmPaymentResult> {
  const input = parseInput(schema, raw);
  const [payment] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, input.reference));
  // Another user's reference answers like an unknown one, so references cannot be probed.
  const visible =
    payment?.provider === "paystack" && (input.source !== "verify" || payment.userId === input.actorUserId);
  if (!payment || !visible) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  const actorUserId = input.source === "verify" ? input.actorUserId : null;
  if (payment.fulfilledAt) {
    // A reload of the success page or a replayed webhook: answered without asking Paystack again.
    const recordId = await fulfilerFor(payment.purpose).findDelivered(deps.db, payment);
    return result(payment, "already_fulfilled", recordId);
  }
  if (payment.needsSettlingAt) return result(payment, "needs_settling", null);

  const reported = raw.source === "webhook" && raw.reported ? raw.reported : await askPaystack(deps.paystack, payment);
  const problem = findProblem(payment, reported);
  if (problem) {
    await rejectPayment(deps.db, payment, problem, input.source, actorUserId);
    // Declined: nothing was charged, what it held is given back, and she can try again.
    if (problem.declined) throw new AppError("payment_declined", PAYMENT_DECLINED.description);
    throw new AppError("bad_request", VERIFY_FAILED);
  }

  const outcome = await deps.db.transaction((tx) =>
    fulfilPaymentOnce(tx, payment, {
      now: new Date(),
      source: input.source,
      actorUserId,
      providerTransactionId: String(reported.id),
      method: { channel: reported.channel, network: reported.network },
    }),
  );
  if (outcome.status === "fulfilled") {
    logger.info("payment fulfilled", { reference: payment.reference, purpose: payment.purpose, source: input.source });
  }
  if (outcome.status === "needs_settling") {
    logger.warn("payment received but undeliverable: needs settling", {
      reference: payment.reference,
      source: input.source,
    });
  }
  return result(payment, outcome.status, outcome.recordId);
}

function result(
  payment: PaymentRow,
  status: ConfirmPaymentResult["status"],
  recordId: string | null,
): ConfirmPaymentResult {
  return {
    status,
    reference: payment.reference,
    purpose: payment.purpose as PaymentPurpose,
    recordId,
    purchasedPlanId: isCreditPurchase(payment.purpose) ? recordId : null,
  };
}

export async function askPaystack(paystack: PaystackClient | null, payment: PaymentRow): Promise<PaystackTransaction> {
  if (!paystack) {
    logger.error("paystack: verify requested but Paystack is not configured", { reference: payment.reference });
    throw new AppError("unavailable", VERIFY_FAILED);
  }
  try {
    return await paystack.verify(payment.reference);
  } catch (err) {
    if (!isPaystackError(err)) throw err;
    logger.warn("paystack: verify failed", { reference: payment.reference, kind: err.kind, error: err.message });
    // Paystack refusing the question is final for this call; an outage is worth retrying.
    const refused = err.kind === "http" && err.httpStatus !== null && err.httpStatus < 500;
    throw new AppError(refused ? "bad_request" : "unavailable", VERIFY_FAILED);
  }
}

interface Problem {
  reason: string;
  /** The status to record, or null to leave the payment pending (Paystack has not decided yet). */
  status: PaymentStatus | null;
  /** Paystack ended the attempt unpaid (declined, reversed, abandoned): nothing more will come. */
  declined?: boolean;
}

/** Paystack statuses after which this attempt will not succeed by itself. */
export const FINAL: Readonly<Record<string, PaymentStatus>> = {
  failed: "failed",
  reversed: "failed",
  abandoned: "abandoned",
};

function findProblem(payment: PaymentRow, reported: PaystackTransaction): Problem | null {
  if (reported.reference !== payment.reference) {
    return { reason: `Paystack answered for another reference (${reported.reference})`, status: null };
  }
  if (reported.status !== "success") {
    const status = FINAL[reported.status] ?? null;
    return { reason: `Paystack reports the payment as ${reported.status}`, status, declined: status !== null };
  }
  if (reported.amount !== payment.amount) {
    return {
      reason: `Amount mismatch: expected ${payment.amount}, Paystack reported ${reported.amount}`,
      status: "failed",
    };
  }
  if (reported.currency !== payment.currency) {
    return {
      reason: `Currency mismatch: expected ${payment.currency}, Paystack reported ${reported.currency}`,
      status: "failed",
    };
  }
  return null;
}

async function rejectPayment(
  db: Database,
  payment: PaymentRow,
  problem: Problem,
  source: string,
  actorUserId: string | null,
): Promise<void> {
  logger.warn("paystack: payment not confirmed", { reference: payment.reference, source, reason: problem.reason });
  const status = problem.status;
  if (!status) return;
  await db.transaction(async (tx) => {
    // What was held for an attempt Paystack ended unpaid is given back now, not when its hold runs out.
    if (problem.declined) await fulfilerFor(payment.purpose).abandon?.(tx, payment, new Date());
    // Never touches a fulfilled payment: a late bad report cannot undo delivered value.
    const [marked] = await tx
      .update(paymentTransactions)
      .set({ status, failureReason: problem.reason, updatedAt: new Date() })
      .where(
        and(
          eq(paymentTransactions.id, payment.id),
          isNull(paymentTransactions.fulfilledAt),
          // A replayed bad report changes nothing and is not audited twice.
          sql`(${paymentTransactions.status}, ${paymentTransactions.failureReason}) is distinct from (${status}, ${problem.reason})`,
        ),
      )
      .returning({ id: paymentTransactions.id });
    if (!marked) return;
    await recordAudit(tx, {
      action: "payment.verification_failed",
      userId: actorUserId,
      tableName: "payment_transactions",
      recordId: payment.id,
      details: { reference: payment.reference, source, status, reason: problem.reason },
    });
  });
}

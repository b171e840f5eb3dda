import { PAYMENT_RECEIVED_TITLE, paymentReceivedMessage } from "@domain/payment-messages";
import type { Executor } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import { recordAudit } from "@server/modules/audit/record-audit";
import { createNotification } from "@server/modules/notifications/create-notification";
import { and, eq, isNull } from "drizzle-orm";
import { fulfilerFor } from "./fulfilers";
import { completeLedgerEntry } from "./ledger";
import type { FulfilmentContext, PaymentRow } from "./payment-types";

export interface FulfilOutcome {
  status: "fulfilled" | "already_fulfilled";
  recordId: string | null;
}

/**
 * Delivers a verified payment's value exactly once (DESIGN §4). The conditional UPDATE is
 * the gate: whoever sets fulfilled_at first owns the delivery. On PostgreSQL a concurrent
 * UPDATE of the same row waits for the first transaction and then, re-reading the row, finds
 * fulfilled_at set and matches nothing; PGlite runs transactions one at a time. If anything
 * in the delivery fails, the whole transaction (mark included) rolls back and a later
 * verify or webhook can try again. Must run inside the caller's transaction.
 */
export async function fulfilPaymentOnce(
  tx: Executor,
  payment: PaymentRow,
  ctx: FulfilmentContext & { providerTransactionId?: string | null },
): Promise<FulfilOutcome> {
  const fulfiler = fulfilerFor(payment.purpose);
  const [claimed] = await tx
    .update(paymentTransactions)
    .set({
      status: "success",
      verifiedAt: ctx.now,
      fulfilledAt: ctx.now,
      failureReason: null,
      providerTransactionId: ctx.providerTransactionId ?? payment.providerTransactionId,
      updatedAt: ctx.now,
    })
    .where(and(eq(paymentTransactions.id, payment.id), isNull(paymentTransactions.fulfilledAt)))
    .returning();
  if (!claimed) return { status: "already_fulfilled", recordId: await fulfiler.findDelivered(tx, payment) };

  const delivered = await fulfiler.deliver(tx, claimed, ctx);
  await completeLedgerEntry(tx, claimed, delivered.ledgerType, delivered.description, ctx.now);
  await createNotification(tx, {
    userId: claimed.userId,
    title: PAYMENT_RECEIVED_TITLE,
    message: paymentReceivedMessage(claimed.amount, claimed.currency, claimed.reference, delivered.description),
    link: "/client-portal",
  });
  await recordAudit(tx, {
    action: "payment.fulfilled",
    userId: ctx.actorUserId,
    tableName: "payment_transactions",
    recordId: claimed.id,
    details: {
      reference: claimed.reference,
      purpose: claimed.purpose,
      provider: claimed.provider,
      source: ctx.source,
      amount: claimed.amount,
      currency: claimed.currency,
      deliveredRecordId: delivered.recordId,
    },
  });
  return { status: "fulfilled", recordId: delivered.recordId };
}

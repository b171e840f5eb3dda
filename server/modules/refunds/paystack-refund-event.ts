import type { RefundStatus } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { matchRefundEvent, REFUND_ALERT, type RefundOnRecord, refundEventStep } from "@domain/refund-events";
import { refundableLeft } from "@domain/refunds";
import type { Database, Executor } from "@server/db/client";
import { paymentTransactions, refunds } from "@server/db/schema";
import type { PaystackRefundEvent } from "@server/integrations/paystack-webhook";
import { logger } from "@server/lib/logger";
import { recordAudit } from "@server/modules/audit";
import { notifyAdmins } from "@server/modules/notifications";
import type { PaymentRow } from "@server/modules/payments";
import { and, asc, eq } from "drizzle-orm";
import { completeRefund, type RefundRow } from "./complete-refund";

export type RefundEventOutcome =
  | "completed"
  | "failed"
  | "noted"
  | "alerted"
  | "unchanged"
  | "unknown_refund"
  | "unknown_reference";

/**
 * Paystack's `refund.*` webhook (signature already checked): what Paystack says of a refund the
 * practice asked for. A refund left pending because Paystack's answer never came is completed
 * (Paystack accepted it: the books, what was bought, the client, as any refund) or failed (its
 * amount is free again). A completed refund's status at Paystack is kept up to date. When Paystack
 * and the books disagree (a refund that failed after it was accepted, one that needs attention, a
 * refund the practice has no record of), every admin is notified and the audit log has it. Under
 * a lock on the payment, like a refund being made, so the two never cross.
 */
export async function recordPaystackRefundEvent(
  db: Database,
  event: PaystackRefundEvent,
  now: Date = new Date(),
): Promise<{ outcome: RefundEventOutcome; reference?: string }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, event.transactionReference))
      .for("update");
    if (!payment) {
      logger.warn("paystack refund event: unknown transaction", { reference: event.transactionReference });
      return { outcome: "unknown_reference" };
    }
    const rows = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentTransactionId, payment.id), eq(refunds.method, "paystack")))
      .orderBy(asc(refunds.createdAt), asc(refunds.reference));
    const records = rows.map((r) => ({ ...r, status: r.status as RefundStatus }));
    const refund = matchRefundEvent(records, event);
    if (!refund) {
      await alertAdmins(tx, payment, null, event);
      return { outcome: "unknown_refund" };
    }
    const step = refundEventStep(refund, event.status);
    const provider = { refundId: event.refundId ?? refund.providerRefundId, status: event.status.toLowerCase() };
    if (step === "complete") {
      const fullyRefunded = refundableLeft(payment.amount, records) === 0;
      await completeRefund(tx, null, payment, refund, fullyRefunded, provider, now);
      return { outcome: "completed", reference: refund.reference };
    }
    if (step === "nothing") return { outcome: "unchanged", reference: refund.reference };
    await tx
      .update(refunds)
      .set({
        providerStatus: provider.status,
        providerRefundId: provider.refundId,
        ...(step === "fail" ? { status: "failed" as const, failureReason: "Paystack could not make the refund" } : {}),
      })
      .where(eq(refunds.id, refund.id));
    if (step === "note") return { outcome: "noted", reference: refund.reference };
    if (step === "fail") {
      await recordAudit(tx, {
        action: "refund.failed",
        userId: null,
        tableName: "refunds",
        recordId: refund.id,
        details: { reference: refund.reference, amount: refund.amount, currency: refund.currency, source: "webhook" },
      });
      return { outcome: "failed", reference: refund.reference };
    }
    await alertAdmins(tx, payment, refund, event);
    return { outcome: "alerted", reference: refund.reference };
  });
}

/** Paystack and the books disagree: every admin is told, and the log has it. */
async function alertAdmins(
  tx: Executor,
  payment: PaymentRow,
  refund: (RefundOnRecord & Pick<RefundRow, "reference">) | null,
  event: PaystackRefundEvent,
) {
  const amount = formatMoney(event.amount, event.currency);
  const status = event.status.toLowerCase();
  logger.warn("paystack refund event needs an admin", {
    payment: payment.reference,
    refund: refund?.reference,
    status,
  });
  await notifyAdmins(tx, {
    title: REFUND_ALERT.title,
    message: refund
      ? REFUND_ALERT.message(amount, refund.reference, payment.reference, status)
      : REFUND_ALERT.unmatched(amount, payment.reference, status),
    link: "/admin-dashboard/transactions",
  });
  await recordAudit(tx, {
    action: refund ? "refund.disputed_by_paystack" : "refund.unknown_to_practice",
    userId: null,
    tableName: refund ? "refunds" : "payment_transactions",
    recordId: refund?.id ?? payment.id,
    details: {
      paymentReference: payment.reference,
      reference: refund?.reference,
      amount: event.amount,
      currency: event.currency,
      status,
    },
  });
}

import type { RefundEffect, RefundMethod } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { REFUND_NOTICE } from "@domain/refunds";
import type { Executor } from "@server/db/client";
import { paymentTransactions, profiles, refunds, transactionLedger } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import type { PaymentRow } from "@server/modules/payments";
import { ledgerTherapist, paymentDescription } from "@server/modules/payments";
import { and, eq, ne } from "drizzle-orm";
import { applyRefundEffect, type RefundApplied } from "./refund-target";

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundDone {
  status: "completed";
  /** The refund's own reference (RFD-...). */
  reference: string;
  paymentReference: string;
  amount: number;
  currency: string;
  method: RefundMethod;
  sessionCancelled: boolean;
  creditsRemoved: number;
}

/** What Paystack said of a refund: its id there (when known) and its status ("pending", "processed"...). */
export interface ProviderAnswer {
  refundId: string | null;
  status: string;
}

/**
 * The money is on its way back: the books, what was bought, the client, the log. Once only: the
 * refund is completed by the admin's request when Paystack answers, or by Paystack's webhook when
 * the answer was lost, and whichever comes second finds it done and changes nothing.
 */
export async function completeRefund(
  tx: Executor,
  actorUserId: string | null,
  payment: PaymentRow,
  refund: RefundRow,
  fullyRefunded: boolean,
  provider: ProviderAnswer | null,
  now: Date,
): Promise<RefundDone> {
  const [claimed] = await tx
    .update(refunds)
    .set({
      status: "completed",
      completedAt: now,
      providerRefundId: provider?.refundId ?? refund.providerRefundId,
      providerStatus: provider?.status ?? null,
      failureReason: null,
    })
    .where(and(eq(refunds.id, refund.id), ne(refunds.status, "completed")))
    .returning({ id: refunds.id });
  if (!claimed) return alreadyCompleted(tx, payment, refund);
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
    userId: actorUserId,
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
      providerRefundId: provider?.refundId ?? refund.providerRefundId,
    },
  });
  return refundDone(payment, refund, applied);
}

const refundDone = (payment: PaymentRow, refund: RefundRow, applied: RefundApplied): RefundDone => ({
  status: "completed",
  reference: refund.reference,
  paymentReference: payment.reference,
  amount: refund.amount,
  currency: refund.currency,
  method: refund.method as RefundMethod,
  ...applied,
});

/** A refund completed meanwhile (or asked for again once completed): what it did, as recorded. */
export async function alreadyCompleted(tx: Executor, payment: PaymentRow, refund: RefundRow): Promise<RefundDone> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
  return refundDone(payment, refund, {
    sessionCancelled: refund.effect === "cancel",
    creditsRemoved: row?.creditsRemoved ?? refund.creditsRemoved,
  });
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

import type { Currency, PaymentProvider, PaymentPurpose } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import { and, eq, isNull } from "drizzle-orm";
import type { PaymentRow } from "./payment-types";

/** What a payment row is started with, whichever way it is paid. */
export interface PendingPayment {
  reference: string;
  userId: string;
  provider: PaymentProvider;
  purpose: PaymentPurpose;
  details: Record<string, unknown>;
  amount: number;
  currency: Currency;
}

/** Writes a payment as pending (its fields alone, whatever else the request carries), in the caller's transaction. */
export async function insertPendingPayment(tx: Executor, pending: PendingPayment): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(paymentTransactions)
    .values({
      reference: pending.reference,
      userId: pending.userId,
      provider: pending.provider,
      purpose: pending.purpose,
      details: pending.details,
      amount: pending.amount,
      currency: pending.currency,
      status: "pending",
    })
    .returning();
  if (!payment) throw new Error("payment insert returned no row");
  return payment;
}

/**
 * The payment awaited for a hold that has ended is cancelled, with why; one that has arrived
 * meanwhile (no longer pending, or fulfilled) is left as it is. In the caller's transaction.
 */
export async function cancelPendingPayment(tx: Executor, reference: string, reason: string, now: Date): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status: "cancelled", failureReason: reason, updatedAt: now })
    .where(
      and(
        eq(paymentTransactions.reference, reference),
        eq(paymentTransactions.status, "pending"),
        isNull(paymentTransactions.fulfilledAt),
      ),
    );
}

import type { PaymentPurpose } from "@domain/enums";
import { PAYMENT_NOT_FOUND, TRANSFER_ALREADY_RECORDED } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { ADMINS_ONLY } from "@server/modules/payments";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { fulfilPaymentOnce } from "./fulfil-payment-once";
import { isCreditPurchase } from "./fulfilers";

const schema = z.object({ reference: z.string().trim().min(1, "Enter the transfer reference").max(100) });

export interface TransferReceived {
  reference: string;
  /** True when what it paid for could no longer be delivered: recorded, and it needs settling. */
  needsSettling: boolean;
  purpose: PaymentPurpose;
  /** What the payment delivered (the now active plan, for support plans). */
  recordId: string | null;
  purchasedPlanId: string | null;
}

/**
 * An admin has seen the money of a bank transfer arrive (the "manual bank verification" of
 * spec 000 §4): the payment succeeds and its value is delivered, once. For a plan, the
 * pending plan becomes active and its validity runs from today. Recording it twice is a conflict.
 */
export async function markTransferReceived(db: Database, viewer: Viewer, raw: unknown): Promise<TransferReceived> {
  assertAdmin(viewer, ADMINS_ONLY);
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, input.reference))
      .for("update");
    if (payment?.provider !== "bank_transfer") throw new AppError("not_found", PAYMENT_NOT_FOUND);
    if (payment.fulfilledAt || payment.needsSettlingAt) throw new AppError("conflict", TRANSFER_ALREADY_RECORDED);
    const outcome = await fulfilPaymentOnce(tx, payment, {
      now: new Date(),
      source: "admin",
      actorUserId: viewer.userId,
    });
    if (outcome.status === "already_fulfilled") throw new AppError("conflict", TRANSFER_ALREADY_RECORDED);
    return {
      reference: payment.reference,
      needsSettling: outcome.status === "needs_settling",
      purpose: payment.purpose as PaymentPurpose,
      recordId: outcome.recordId,
      purchasedPlanId: isCreditPurchase(payment.purpose) ? outcome.recordId : null,
    };
  });
}

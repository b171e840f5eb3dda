import { PAYMENT_NOT_FOUND } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import type { PaystackClient } from "@server/integrations/paystack";
import { AppError } from "@server/lib/errors";
import { logger } from "@server/lib/logger";
import { parseInput } from "@server/lib/parse-input";
import { recordAudit } from "@server/modules/audit";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { askPaystack, confirmPaystackPayment, FINAL } from "./confirm-payment";
import { fulfilerFor } from "./fulfilers";

/** What became of a payment window the customer closed. */
export type AbandonOutcome =
  /** Unpaid: the payment is ended and what it held is given back. */
  | "released"
  /** Paid after all (it went through as the window closed): delivered as any payment. */
  | "paid"
  /** Paystack is still deciding (a mobile-money prompt awaiting her approval): the hold stays. */
  | "in_progress";

/** Paystack statuses of an attempt still under way: the money may yet come. */
const UNDER_WAY = new Set(["pending", "processing", "queued"]);

const schema = z.object({ reference: z.string().trim().min(1, "A payment reference is required.") });

/**
 * The customer closed the Paystack window without paying. Paystack is asked first, since a
 * payment can go through as the window closes: paid, it is delivered; still being decided, it is
 * left alone; otherwise the payment is ended and what it held (a session time) is given back at
 * once, without the "released" message a hold that runs out sends, for it was her own choice.
 * Only the payment's owner may ask; another's reference answers as an unknown one.
 */
export async function abandonPaystackPayment(
  deps: { db: Database; paystack: PaystackClient | null },
  actorUserId: string,
  raw: unknown,
  now: Date = new Date(),
): Promise<AbandonOutcome> {
  const { reference } = parseInput(schema, raw);
  const [payment] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference));
  if (payment?.provider !== "paystack" || payment.userId !== actorUserId) {
    throw new AppError("not_found", PAYMENT_NOT_FOUND);
  }
  if (payment.fulfilledAt || payment.needsSettlingAt) return "paid";

  const reported = await askPaystack(deps.paystack, payment);
  if (reported.status === "success") {
    await confirmPaystackPayment(deps, { source: "verify", reference, actorUserId });
    return "paid";
  }
  if (UNDER_WAY.has(reported.status)) return "in_progress";

  await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(paymentTransactions)
      .set({
        status: FINAL[reported.status] ?? "abandoned",
        failureReason: `Payment window closed; Paystack reports ${reported.status}`,
        updatedAt: now,
      })
      .where(
        and(
          eq(paymentTransactions.id, payment.id),
          eq(paymentTransactions.status, "pending"),
          isNull(paymentTransactions.fulfilledAt),
        ),
      )
      .returning({ id: paymentTransactions.id });
    await fulfilerFor(payment.purpose).abandon?.(tx, payment, now);
    if (!ended) return;
    await recordAudit(tx, {
      action: "payment.abandoned",
      userId: actorUserId,
      tableName: "payment_transactions",
      recordId: payment.id,
      details: { reference, paystackStatus: reported.status },
    });
  });
  logger.info("paystack: payment window closed unpaid", { reference, paystackStatus: reported.status });
  return "released";
}

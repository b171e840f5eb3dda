import type { Currency } from "@domain/enums";
import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import { planExpiry } from "@domain/plans";
import type { Executor } from "@server/db/client";
import { paymentTransactions, purchasedSupportPlans } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { lockAccount } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import type { PaymentDeps } from "@server/modules/payments";
import {
  type BankAccountDetails,
  bankAccountDetails,
  createBankTransferPayment,
  newTransferReference,
  withFreshReference,
} from "@server/modules/payments";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { CheckoutPlan } from "./load-checkout-plan";
import type { PlanPurchaseDetails } from "./plan-purchase-details";
import { planTransferEmail } from "./plan-transfer-email";

export interface BankTransferCheckout {
  kind: "bank_transfer";
  reference: string;
  amount: number;
  currency: Currency;
  purchasedPlanId: string;
  bank: BankAccountDetails;
  /** "1-3 business days" (spec 000 §4). */
  checkTime: string;
}

interface AwaitedTransfer {
  reference: string;
  purchasedPlanId: string;
  paymentId: string;
}

/**
 * International plan checkout (spec 000 §2.9, §4): in one transaction, the plan is created
 * as pending_payment, the payment and its pending ledger line are recorded and the
 * instructions are queued by e-mail. An admin activates the plan when the money arrives.
 * Asking again for the same plan, currency and price while that transfer is still awaited
 * answers with the same reference and re-sends the instructions: a second reference would
 * leave the admin two pending transfers for one purchase and the client unsure which to pay.
 */
export async function requestPlanTransfer(
  deps: Pick<PaymentDeps, "db">,
  viewer: Viewer,
  checkout: CheckoutPlan,
): Promise<BankTransferCheckout> {
  const { row, offer } = checkout;
  const bank = bankAccountDetails(offer.currency);
  return withFreshReference(
    () => newTransferReference(practiceConfig().bankTransfer.referencePrefix),
    (freshReference) =>
      deps.db.transaction(async (tx) => {
        // Serialises one client's requests: a concurrent second click waits here, then finds
        // the first one's transfer instead of inserting its own.
        await lockAccount(tx, viewer.userId);
        const earlier = await findAwaitedTransfer(tx, viewer, checkout);
        const transfer = earlier ?? (await createAwaitedTransfer(tx, viewer, checkout, freshReference));
        const { reference } = transfer;
        await enqueueEmail(
          tx,
          planTransferEmail({
            to: viewer.email,
            firstName: viewer.firstName,
            planName: row.name,
            sessionCount: row.sessionCount,
            validMonths: row.validMonths,
            amount: offer.price,
            currency: offer.currency,
            reference,
            bank,
          }),
        );
        await recordAudit(tx, {
          action: earlier ? "payment.transfer_instructions_resent" : "payment.transfer_requested",
          userId: viewer.userId,
          tableName: "payment_transactions",
          recordId: transfer.paymentId,
          details: {
            reference,
            purpose: "support_plan",
            purchasedPlanId: transfer.purchasedPlanId,
            amount: offer.price,
            currency: offer.currency,
          },
        });
        return {
          kind: "bank_transfer" as const,
          reference,
          amount: offer.price,
          currency: offer.currency,
          purchasedPlanId: transfer.purchasedPlanId,
          bank,
          checkTime: TRANSFER_CHECK_TIME,
        };
      }),
  );
}

/**
 * The viewer's transfer for this plan at this price that no admin has recorded yet. Its
 * payment row is locked, so an admin recording it meanwhile either waits for us or is seen.
 * A changed catalogue price does not match: the client is asked for the price shown now.
 */
async function findAwaitedTransfer(
  tx: Executor,
  viewer: Viewer,
  { row, offer }: CheckoutPlan,
): Promise<AwaitedTransfer | null> {
  const [found] = await tx
    .select({
      reference: paymentTransactions.reference,
      purchasedPlanId: purchasedSupportPlans.id,
      paymentId: paymentTransactions.id,
    })
    .from(purchasedSupportPlans)
    .innerJoin(paymentTransactions, eq(paymentTransactions.reference, purchasedSupportPlans.paymentReference))
    .where(
      and(
        eq(purchasedSupportPlans.userId, viewer.userId),
        eq(purchasedSupportPlans.planId, row.id),
        eq(purchasedSupportPlans.status, "pending_payment"),
        eq(paymentTransactions.userId, viewer.userId),
        eq(paymentTransactions.provider, "bank_transfer"),
        eq(paymentTransactions.purpose, "support_plan"),
        eq(paymentTransactions.status, "pending"),
        isNull(paymentTransactions.fulfilledAt),
        eq(paymentTransactions.currency, offer.currency),
        eq(paymentTransactions.amount, offer.price),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1)
    .for("update", { of: paymentTransactions });
  return found ?? null;
}

async function createAwaitedTransfer(
  tx: Executor,
  viewer: Viewer,
  { row, offer }: CheckoutPlan,
  reference: string,
): Promise<AwaitedTransfer> {
  const [plan] = await tx
    .insert(purchasedSupportPlans)
    .values({
      userId: viewer.userId,
      planId: row.id,
      sessionType: row.sessionType,
      remainingSessions: row.sessionCount,
      totalSessions: row.sessionCount,
      // Provisional: recomputed from the day the transfer is recorded.
      expiresAt: planExpiry(new Date(), row.validMonths),
      status: "pending_payment",
      amount: offer.price,
      currency: offer.currency,
      paymentReference: reference,
    })
    .returning({ id: purchasedSupportPlans.id });
  if (!plan) throw new Error("purchased plan insert returned no row");
  const details: PlanPurchaseDetails = {
    planId: row.id,
    planName: row.name,
    sessionCount: row.sessionCount,
    validMonths: row.validMonths,
    purchasedPlanId: plan.id,
  };
  const payment = await createBankTransferPayment(tx, {
    userId: viewer.userId,
    purpose: "support_plan",
    reference,
    amount: offer.price,
    currency: offer.currency,
    details,
    ledgerType: "support_plan",
    description: row.name,
  });
  return { reference, purchasedPlanId: plan.id, paymentId: payment.id };
}

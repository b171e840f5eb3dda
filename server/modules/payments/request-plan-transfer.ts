import type { Currency } from "../../../domain/enums";
import { TRANSFER_CHECK_TIME } from "../../../domain/payment-messages";
import { planExpiry } from "../../../domain/plans";
import { purchasedSupportPlans } from "../../db/schema";
import { practiceConfig } from "../../lib/practice";
import type { Viewer } from "../accounts/viewer";
import { recordAudit } from "../audit/record-audit";
import { enqueueEmail } from "../mail/enqueue-email";
import type { CheckoutPlan } from "../plans/load-checkout-plan";
import type { PlanPurchaseDetails } from "../plans/plan-purchase-details";
import { type BankAccountDetails, bankAccountDetails, createBankTransferPayment } from "./create-bank-transfer-payment";
import type { PaymentDeps } from "./payment-types";
import { planTransferEmail } from "./plan-transfer-email";
import { newTransferReference, withFreshReference } from "./references";

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

/**
 * International plan checkout (spec 000 §2.9, §4): in one transaction, the plan is created
 * as pending_payment, the payment and its pending ledger line are recorded and the
 * instructions are queued by e-mail. An admin activates the plan when the money arrives.
 */
export async function requestPlanTransfer(
  deps: Pick<PaymentDeps, "db">,
  viewer: Viewer,
  { row, offer }: CheckoutPlan,
): Promise<BankTransferCheckout> {
  const bank = bankAccountDetails();
  const now = new Date();
  return withFreshReference(
    () => newTransferReference(practiceConfig().bankTransfer.referencePrefix),
    (reference) =>
      deps.db.transaction(async (tx) => {
        const [plan] = await tx
          .insert(purchasedSupportPlans)
          .values({
            userId: viewer.userId,
            planId: row.id,
            remainingSessions: row.sessionCount,
            totalSessions: row.sessionCount,
            // Provisional: recomputed from the day the transfer is recorded.
            expiresAt: planExpiry(now, row.validMonths),
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
          action: "payment.transfer_requested",
          userId: viewer.userId,
          tableName: "payment_transactions",
          recordId: payment.id,
          details: {
            reference,
            purpose: "support_plan",
            purchasedPlanId: plan.id,
            amount: offer.price,
            currency: offer.currency,
          },
        });
        return {
          kind: "bank_transfer" as const,
          reference,
          amount: offer.price,
          currency: offer.currency,
          purchasedPlanId: plan.id,
          bank,
          checkTime: TRANSFER_CHECK_TIME,
        };
      }),
  );
}

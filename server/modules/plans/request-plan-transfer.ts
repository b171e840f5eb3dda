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
import { boughtProduct, type CreditSale, SALE_WORDS, saleDetails } from "./credit-sale";
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
 * International plan or package checkout (spec 000 §2.9, §4): in one transaction, the plan is
 * created as pending_payment, the payment and its pending ledger line are recorded and the
 * instructions are queued by e-mail. An admin activates the plan when the money arrives.
 * Asking again for the same plan (or package), currency and price while that transfer is still awaited
 * answers with the same reference and re-sends the instructions: a second reference would
 * leave the admin two pending transfers for one purchase and the client unsure which to pay.
 */
export async function requestPlanTransfer(
  deps: Pick<PaymentDeps, "db">,
  viewer: Viewer,
  sale: CreditSale,
): Promise<BankTransferCheckout> {
  const bank = bankAccountDetails(sale.currency);
  return withFreshReference(
    () => newTransferReference(practiceConfig().bankTransfer.referencePrefix),
    (freshReference) =>
      deps.db.transaction(async (tx) => {
        // Serialises one client's requests: a concurrent second click waits here, then finds
        // the first one's transfer instead of inserting its own.
        await lockAccount(tx, viewer.userId);
        const earlier = await findAwaitedTransfer(tx, viewer, sale);
        const transfer = earlier ?? (await createAwaitedTransfer(tx, viewer, sale, freshReference));
        const { reference } = transfer;
        await enqueueEmail(
          tx,
          planTransferEmail({
            to: viewer.email,
            firstName: viewer.firstName,
            what: SALE_WORDS[sale.purpose].what,
            planName: sale.name,
            sessionCount: sale.sessionCount,
            validMonths: sale.validMonths,
            amount: sale.price,
            currency: sale.currency,
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
            purpose: sale.purpose,
            purchasedPlanId: transfer.purchasedPlanId,
            amount: sale.price,
            currency: sale.currency,
          },
        });
        return {
          kind: "bank_transfer" as const,
          reference,
          amount: sale.price,
          currency: sale.currency,
          purchasedPlanId: transfer.purchasedPlanId,
          bank,
          checkTime: TRANSFER_CHECK_TIME,
        };
      }),
  );
}

/**
 * The viewer's transfer for this plan or package at this price that no admin has recorded yet. Its
 * payment row is locked, so an admin recording it meanwhile either waits for us or is seen.
 * A changed catalogue price does not match: the client is asked for the price shown now.
 */
async function findAwaitedTransfer(tx: Executor, viewer: Viewer, sale: CreditSale): Promise<AwaitedTransfer | null> {
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
        sale.purpose === "support_plan"
          ? eq(purchasedSupportPlans.planId, sale.productId)
          : eq(purchasedSupportPlans.packageId, sale.productId),
        eq(purchasedSupportPlans.status, "pending_payment"),
        eq(paymentTransactions.userId, viewer.userId),
        eq(paymentTransactions.provider, "bank_transfer"),
        eq(paymentTransactions.purpose, sale.purpose),
        eq(paymentTransactions.status, "pending"),
        isNull(paymentTransactions.fulfilledAt),
        eq(paymentTransactions.currency, sale.currency),
        eq(paymentTransactions.amount, sale.price),
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
  sale: CreditSale,
  reference: string,
): Promise<AwaitedTransfer> {
  const pending = saleDetails(sale);
  const [plan] = await tx
    .insert(purchasedSupportPlans)
    .values({
      userId: viewer.userId,
      ...boughtProduct(pending),
      sessionType: sale.sessionType,
      sessionMinutes: sale.sessionMinutes,
      remainingSessions: sale.sessionCount,
      totalSessions: sale.sessionCount,
      // Provisional: recomputed from the day the transfer is recorded.
      expiresAt: planExpiry(new Date(), sale.validMonths),
      status: "pending_payment",
      amount: sale.price,
      currency: sale.currency,
      paymentReference: reference,
    })
    .returning({ id: purchasedSupportPlans.id });
  if (!plan) throw new Error("purchased plan insert returned no row");
  const payment = await createBankTransferPayment(tx, {
    userId: viewer.userId,
    purpose: sale.purpose,
    reference,
    amount: sale.price,
    currency: sale.currency,
    details: saleDetails(sale, plan.id),
    ledgerType: sale.purpose,
    description: sale.name,
  });
  return { reference, purchasedPlanId: plan.id, paymentId: payment.id };
}

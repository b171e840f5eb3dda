import { PURCHASE_SUCCESSFUL } from "@domain/payment-messages";
import { planExpiry } from "@domain/plans";
import type { Executor } from "@server/db/client";
import { purchasedSupportPlans, supportPlans } from "@server/db/schema";
import { createNotification } from "@server/modules/notifications";
import type { Fulfiler, PaymentRow } from "@server/modules/payments";
import { eq, sql } from "drizzle-orm";
import { type PlanPurchaseDetails, planPurchaseDetailsSchema } from "./plan-purchase-details";

/** The notification; its message is spec 000 §8's "Purchase Successful!" toast text. */
export const PLAN_ACTIVATED_TITLE = "Plan activated";
export const PLAN_ACTIVATED_MESSAGE = PURCHASE_SUCCESSFUL.description;
const PLAN_LINK = "/client-portal";

/**
 * Delivers a paid support plan: the pending plan of a bank transfer becomes active, or a
 * Paystack purchase creates an active one. Either way the sessions are all left and the
 * plan runs valid_months from now (spec 000 §4: "today plus valid_months").
 */
export const supportPlanFulfiler: Fulfiler = {
  async deliver(tx, payment, { now }) {
    const details = planPurchaseDetailsSchema.parse(payment.details);
    const expiresAt = planExpiry(now, details.validMonths);
    const [activated] = await tx
      .update(purchasedSupportPlans)
      .set({ status: "active", expiresAt, activatedAt: now, updatedAt: now })
      .where(eq(purchasedSupportPlans.paymentReference, payment.reference))
      .returning({ id: purchasedSupportPlans.id });
    const recordId = activated?.id ?? (await insertActivePlan(tx, payment, details, expiresAt, now));
    await createNotification(
      tx,
      { userId: payment.userId, title: PLAN_ACTIVATED_TITLE, message: PLAN_ACTIVATED_MESSAGE, link: PLAN_LINK },
      ["plans"],
    );
    return { recordId, ledgerType: "support_plan", description: details.planName };
  },

  async findDelivered(db, payment) {
    const [plan] = await db
      .select({ id: purchasedSupportPlans.id })
      .from(purchasedSupportPlans)
      .where(eq(purchasedSupportPlans.paymentReference, payment.reference));
    return plan?.id ?? null;
  },
};

async function insertActivePlan(
  tx: Executor,
  payment: PaymentRow,
  details: PlanPurchaseDetails,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const [plan] = await tx
    .insert(purchasedSupportPlans)
    .values({
      userId: payment.userId,
      planId: details.planId,
      // The plan's own kind (never edited once sold: update-support-plan keeps session_type).
      sessionType: sql<string>`(select ${supportPlans.sessionType} from ${supportPlans} where ${supportPlans.id} = ${details.planId})`,
      remainingSessions: details.sessionCount,
      totalSessions: details.sessionCount,
      expiresAt,
      status: "active",
      amount: payment.amount,
      currency: payment.currency,
      paymentReference: payment.reference,
      activatedAt: now,
    })
    .returning({ id: purchasedSupportPlans.id });
  if (!plan) throw new Error("purchased plan insert returned no row");
  return plan.id;
}

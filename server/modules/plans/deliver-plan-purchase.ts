import { PACKAGE_PURCHASE_SUCCESSFUL, PURCHASE_SUCCESSFUL } from "@domain/payment-messages";
import { planExpiry } from "@domain/plans";
import { usableZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { profiles, purchasedSupportPlans, supportPlans } from "@server/db/schema";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import type { Fulfiler, PaymentRow } from "@server/modules/payments";
import { eq, sql } from "drizzle-orm";
import { creditPurchaseEmail } from "./credit-purchase-email";
import { boughtProduct, type CreditPurpose, SALE_WORDS } from "./credit-sale";
import { type PlanPurchaseDetails, planPurchaseDetailsSchema } from "./plan-purchase-details";

/** The notifications; the plan's message is spec 000 §8's "Purchase Successful!" toast text. */
export const PLAN_ACTIVATED_TITLE = "Plan activated";
export const PLAN_ACTIVATED_MESSAGE = PURCHASE_SUCCESSFUL.description;
export const PACKAGE_ACTIVATED_TITLE = "Package activated";
export const PACKAGE_ACTIVATED_MESSAGE = PACKAGE_PURCHASE_SUCCESSFUL.description;
const PLAN_LINK = "/client-portal";

const ACTIVATED: Record<CreditPurpose, { title: string; message: string }> = {
  support_plan: { title: PLAN_ACTIVATED_TITLE, message: PLAN_ACTIVATED_MESSAGE },
  therapy_package: { title: PACKAGE_ACTIVATED_TITLE, message: PACKAGE_ACTIVATED_MESSAGE },
};

/**
 * Delivers a paid support plan or therapy package: the pending row of a bank transfer becomes
 * active, or a Paystack purchase creates an active one. Either way the sessions are all left and
 * it runs valid_months from now (spec 000 §4: "today plus valid_months"). The buyer is told in
 * the portal and by a confirmation e-mail, both in this transaction: fulfilPaymentOnce runs a
 * delivery once per payment, so a replayed webhook or a second verify sends nothing again.
 */
function creditFulfiler(purpose: CreditPurpose): Fulfiler {
  return {
    async deliver(tx, payment, { now }) {
      const details = planPurchaseDetailsSchema.parse(payment.details);
      const expiresAt = planExpiry(now, details.validMonths);
      const [activated] = await tx
        .update(purchasedSupportPlans)
        .set({ status: "active", expiresAt, activatedAt: now, updatedAt: now })
        .where(eq(purchasedSupportPlans.paymentReference, payment.reference))
        .returning({ id: purchasedSupportPlans.id });
      const recordId = activated?.id ?? (await insertActivePlan(tx, payment, details, expiresAt, now));
      await createNotification(tx, { userId: payment.userId, ...ACTIVATED[purpose], link: PLAN_LINK }, ["plans"]);
      await emailConfirmation(tx, payment, details, purpose, expiresAt);
      return { recordId, ledgerType: purpose, description: details.planName };
    },

    async findDelivered(db, payment) {
      const [plan] = await db
        .select({ id: purchasedSupportPlans.id })
        .from(purchasedSupportPlans)
        .where(eq(purchasedSupportPlans.paymentReference, payment.reference));
      return plan?.id ?? null;
    },
  };
}

export const supportPlanFulfiler: Fulfiler = creditFulfiler("support_plan");
export const therapyPackageFulfiler: Fulfiler = creditFulfiler("therapy_package");

async function emailConfirmation(
  tx: Executor,
  payment: PaymentRow,
  details: PlanPurchaseDetails,
  purpose: CreditPurpose,
  expiresAt: Date,
): Promise<void> {
  const [buyer] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName, timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.id, payment.userId));
  if (!buyer) return;
  await enqueueEmail(
    tx,
    creditPurchaseEmail({
      to: buyer.email,
      firstName: buyer.firstName,
      what: SALE_WORDS[purpose].what,
      name: details.planName,
      sessionCount: details.sessionCount,
      sessionMinutes: details.sessionMinutes ?? null,
      expiresAt,
      timeZone: usableZone(buyer.timezone),
      amount: payment.amount,
      currency: payment.currency,
      reference: payment.reference,
    }),
  );
}

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
      ...boughtProduct(details),
      // What was sold, as priced at checkout; a plan payment made before details kept it reads
      // the plan's own (never edited once sold: update-support-plan keeps session_type).
      sessionType:
        details.sessionType ??
        sql<string>`(select ${supportPlans.sessionType} from ${supportPlans} where ${supportPlans.id} = ${details.planId ?? null})`,
      sessionMinutes: details.sessionMinutes ?? null,
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

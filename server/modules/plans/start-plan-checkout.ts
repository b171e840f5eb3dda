import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import type { PaymentDeps } from "@server/modules/payments";
import { initializePaystackPayment, type PaystackCheckout } from "@server/modules/payments";
import { checkoutPlanSchema, loadCheckoutPlan } from "./load-checkout-plan";
import type { PlanPurchaseDetails } from "./plan-purchase-details";
import { type BankTransferCheckout, requestPlanTransfer } from "./request-plan-transfer";

export type PlanCheckoutResult = PaystackCheckout | BankTransferCheckout;

export const CLIENTS_ONLY = "Support plans can only be bought from a client account.";
const PLAN_REFERENCE_PREFIX = "PLN-";

/**
 * "Proceed to Payment" / "Get Payment Instructions" on the plan checkout (spec 000 §2.9).
 * Input: { planId, currency? } (currency defaults to the viewer's). The amount is always
 * the plan's catalogue price in that currency; the input has no amount, and one sent by a
 * browser is dropped unread. Local plans go to Paystack; international ones to bank transfer.
 */
export async function startPlanCheckout(deps: PaymentDeps, viewer: Viewer, raw: unknown): Promise<PlanCheckoutResult> {
  const input = parseInput(checkoutPlanSchema, raw);
  // Spec 000 §6: plan checkout is for clients; staff accounts have no sessions to spend plans on.
  if (viewer.role !== "client") throw new AppError("forbidden", CLIENTS_ONLY);
  const checkout = await loadCheckoutPlan(deps.db, input, viewer.currency);
  if (checkout.region === "international") return requestPlanTransfer(deps, viewer, checkout);

  const { row, offer } = checkout;
  const details: PlanPurchaseDetails = {
    planId: row.id,
    planName: row.name,
    sessionCount: row.sessionCount,
    validMonths: row.validMonths,
  };
  return initializePaystackPayment(deps, {
    userId: viewer.userId,
    email: viewer.email,
    purpose: "support_plan",
    referencePrefix: PLAN_REFERENCE_PREFIX,
    amount: offer.price,
    currency: offer.currency,
    details,
    serviceName: row.name,
    metadata: { plan_id: row.id },
  });
}

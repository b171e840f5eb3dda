import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import type { PaymentDeps } from "@server/modules/payments";
import { initializePaystackPayment, type PaystackCheckout } from "@server/modules/payments";
import { type CreditSale, SALE_WORDS, saleDetails } from "./credit-sale";
import { checkoutPackageSchema, loadCheckoutPackage } from "./load-checkout-package";
import { checkoutPlanSchema, loadCheckoutPlan } from "./load-checkout-plan";
import { type BankTransferCheckout, requestPlanTransfer } from "./request-plan-transfer";

export type PlanCheckoutResult = PaystackCheckout | BankTransferCheckout;

export const CLIENTS_ONLY = SALE_WORDS.support_plan.clientsOnly;

/**
 * "Proceed to Payment" / "Get Payment Instructions" on the plan checkout (spec 000 §2.9).
 * Input: { planId, currency? } (currency defaults to the viewer's). The amount is always
 * the plan's catalogue price in that currency; the input has no amount, and one sent by a
 * browser is dropped unread. Local plans go to Paystack; international ones to bank transfer.
 */
export async function startPlanCheckout(deps: PaymentDeps, viewer: Viewer, raw: unknown): Promise<PlanCheckoutResult> {
  const input = parseInput(checkoutPlanSchema, raw);
  assertClient(viewer, "support_plan");
  const { sale } = await loadCheckoutPlan(deps.db, input, viewer.currency);
  return startCreditCheckout(deps, viewer, sale);
}

/**
 * Book Now on a therapy-journey package (spec 000 §2.7), paid as a plan is: local packages by
 * Paystack, the international one by bank transfer. Input: { packageId, currency?, region? };
 * the price is the package's in therapy_packages, never the browser's.
 */
export async function startPackageCheckout(
  deps: PaymentDeps,
  viewer: Viewer,
  raw: unknown,
): Promise<PlanCheckoutResult> {
  const input = parseInput(checkoutPackageSchema, raw);
  assertClient(viewer, "therapy_package");
  const { sale } = await loadCheckoutPackage(deps.db, input, viewer.currency);
  return startCreditCheckout(deps, viewer, sale);
}

/** Spec 000 §6: plans and packages are for clients; staff accounts have no sessions to spend them on. */
function assertClient(viewer: Viewer, purpose: CreditSale["purpose"]): void {
  if (viewer.role !== "client") throw new AppError("forbidden", SALE_WORDS[purpose].clientsOnly);
}

async function startCreditCheckout(deps: PaymentDeps, viewer: Viewer, sale: CreditSale): Promise<PlanCheckoutResult> {
  if (sale.region === "international") return requestPlanTransfer(deps, viewer, sale);
  return initializePaystackPayment(deps, {
    userId: viewer.userId,
    email: viewer.email,
    purpose: sale.purpose,
    referencePrefix: SALE_WORDS[sale.purpose].referencePrefix,
    amount: sale.price,
    currency: sale.currency,
    details: saleDetails(sale),
    serviceName: sale.name,
    metadata: sale.purpose === "support_plan" ? { plan_id: sale.productId } : { package_id: sale.productId },
  });
}

import { planValidityText } from "@domain/plans";
import type { Executor } from "@server/db/client";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { checkoutPlanSchema, loadCheckoutPlan } from "./load-checkout-plan";
import type { PlanOffer } from "./plan-offer";

export interface PlanCheckoutView {
  plan: PlanOffer;
  /** Local plans are paid by Paystack; international ones by bank transfer (spec 000 §2.9). */
  paymentMethod: "paystack" | "bank_transfer";
  /** The region's advertised validity ("3 months" / "6 months"); the plan's own is plan.validMonths. */
  validityText: string;
}

/**
 * The plan checkout page (spec 000 §2.9): sessions, validity, discount and total.
 * Any signed-in person may look; whether they may buy is decided by startPlanCheckout.
 */
export async function getPlanForCheckout(db: Executor, viewer: Viewer, raw: unknown): Promise<PlanCheckoutView> {
  const input = parseInput(checkoutPlanSchema, raw);
  const { offer, region } = await loadCheckoutPlan(db, input, viewer.currency);
  return {
    plan: offer,
    paymentMethod: region === "local" ? "paystack" : "bank_transfer",
    validityText: planValidityText(region),
  };
}

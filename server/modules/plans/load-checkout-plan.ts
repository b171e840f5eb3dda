import { CURRENCIES, type Currency, REGIONS, type Region } from "@domain/enums";
import { planCurrencyAllowed, regionOfCurrency } from "@domain/plans";
import type { Executor } from "@server/db/client";
import { supportPlans } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CreditSale } from "./credit-sale";
import { type PlanOffer, type SupportPlanRow, toPlanOffer } from "./plan-offer";
import { CURRENCY_NOT_FOR_REGION } from "./region-choice-schema";

/** Spec 000 §8: shown as a toast, then the page returns to /support-plans. */
export const PLAN_NOT_FOUND = "Plan not found";
export const PLAN_NOT_IN_REGION = "This plan is not available in your region.";

/**
 * What a checkout names. Deliberately no amount: the price always comes from the catalogue
 * (unknown keys such as a browser-sent `amount` are dropped by the parser).
 * currency defaults to the viewer's; region, when given, must agree with it.
 */
export const checkoutPlanSchema = z.object({
  planId: z.string().trim(),
  currency: z.enum(CURRENCIES).optional(),
  region: z.enum(REGIONS).optional(),
});

export type CheckoutPlanInput = z.infer<typeof checkoutPlanSchema>;

export interface CheckoutPlan {
  row: SupportPlanRow;
  offer: PlanOffer;
  region: Region;
  sale: CreditSale;
}

/**
 * The currency a checkout prices in (the input's, else the viewer's) and its region, refused
 * when the two disagree (say local + USD).
 */
export function checkoutRegion(
  input: { currency?: Currency | undefined; region?: Region | undefined },
  fallbackCurrency: Currency,
): { currency: Currency; region: Region } {
  const currency = input.currency ?? fallbackCurrency;
  const region = input.region ?? regionOfCurrency(currency);
  if (!planCurrencyAllowed(region, currency)) {
    throw new AppError("bad_request", CURRENCY_NOT_FOR_REGION, { currency: CURRENCY_NOT_FOR_REGION });
  }
  return { currency, region };
}

/**
 * The active plan a checkout is for, priced in the visitor's currency. A malformed id is
 * "not found" (it comes from the URL), and a plan of the other region is refused, so a
 * visitor can never buy a cedi plan in dollars or the reverse.
 */
export async function loadCheckoutPlan(
  db: Executor,
  input: CheckoutPlanInput,
  fallbackCurrency: Currency,
): Promise<CheckoutPlan> {
  const { currency, region } = checkoutRegion(input, fallbackCurrency);
  if (!isUuid(input.planId)) throw new AppError("not_found", PLAN_NOT_FOUND);
  const [row] = await db.select().from(supportPlans).where(eq(supportPlans.id, input.planId));
  if (!row?.isActive) throw new AppError("not_found", PLAN_NOT_FOUND);
  if (row.region !== region) throw new AppError("bad_request", PLAN_NOT_IN_REGION);
  const offer = toPlanOffer(row, currency);
  // Unreachable while the schema's price-per-region CHECK holds; kept so a gap is a 400, not a 0 charge.
  if (!offer) throw new AppError("bad_request", CURRENCY_NOT_FOR_REGION, { currency: CURRENCY_NOT_FOR_REGION });
  const sale: CreditSale = {
    purpose: "support_plan",
    productId: row.id,
    name: row.name,
    sessionType: offer.sessionType,
    sessionMinutes: null,
    sessionCount: row.sessionCount,
    validMonths: row.validMonths,
    region,
    price: offer.price,
    currency: offer.currency,
  };
  return { row, offer, region, sale };
}

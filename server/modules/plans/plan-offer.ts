import type { Currency, PlanSessionType, Region } from "@domain/enums";
import { isPopularPlan } from "@domain/plans";
import { priceIn } from "@domain/pricing";
import type { supportPlans } from "@server/db/schema";

export type SupportPlanRow = typeof supportPlans.$inferSelect;

/** A support plan as a visitor sees it: priced in their currency, minor units. */
export interface PlanOffer {
  id: string;
  name: string;
  description: string | null;
  region: Region;
  sessionType: PlanSessionType;
  planType: string;
  sessionCount: number;
  validMonths: number;
  discountPercentage: number;
  price: number;
  /** The undiscounted price, or null when there is none worth striking through. */
  originalPrice: number | null;
  currency: Currency;
  popular: boolean;
}

/** The offer in `currency`, or null when the plan is not sold in that currency. */
export function toPlanOffer(row: SupportPlanRow, currency: Currency): PlanOffer | null {
  const price = priceIn(row, currency);
  if (price === null) return null;
  const original = priceIn(
    {
      priceGhs: row.originalPriceGhs,
      priceUsd: row.originalPriceUsd,
      priceGbp: row.originalPriceGbp,
      priceEur: row.originalPriceEur,
    },
    currency,
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    region: row.region as Region,
    sessionType: row.sessionType as PlanSessionType,
    planType: row.planType,
    sessionCount: row.sessionCount,
    validMonths: row.validMonths,
    discountPercentage: row.discountPercentage,
    price,
    // An "original" at or below the price would show a fake saving.
    originalPrice: original !== null && original > price ? original : null,
    currency,
    popular: isPopularPlan(row.planType),
  };
}

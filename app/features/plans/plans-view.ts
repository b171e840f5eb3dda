import type { Currency } from "@domain/enums";
import { formatMoney } from "@domain/money";
import { type PlanTab, PRICING_BY_INQUIRY, planValidityText, tabsForRegion } from "@domain/plans";
import type { RegionChoice } from "@domain/region";
import type { PlanAddonOffer, PlanOffer } from "@server/modules/plans";

export type PlanView = PlanOffer;
export type AddonView = PlanAddonOffer;

/**
 * /support-plans is not region-gated: a visitor who has not chosen yet sees the international
 * plans in US dollars (USD is also the gift shop's and the currency symbol's default, spec 000 §9).
 */
export const PLANS_FALLBACK_CHOICE: RegionChoice = Object.freeze({ region: "international", currency: "USD" });

export interface PlanTabView {
  tab: PlanTab;
  plans: readonly PlanView[];
  /** "Plans are valid for 3 months", or null on the tabs that do not state it. */
  validity: string | null;
}

/** The region's tabs, each with its plans in the order the server gave (fewest sessions first). */
export function planTabs(choice: RegionChoice, plans: readonly PlanView[]): PlanTabView[] {
  return tabsForRegion(choice.region).map((tab) => ({
    tab,
    plans: plans.filter((plan) => plan.sessionType === tab.sessionType),
    validity: tab.showsValidity ? `Plans are valid for ${planValidityText(choice.region)}` : null,
  }));
}

/** "No Couples plans are offered right now." */
export function emptyTabText(tab: PlanTab): string {
  return `No ${tab.label} plans are offered right now.`;
}

/** "₵300", or "Pricing by inquiry" when the add-on has no price in this currency. */
export function addonPriceLabel(addon: { price: number | null; currency: Currency }): string {
  return addon.price === null ? PRICING_BY_INQUIRY : formatMoney(addon.price, addon.currency);
}

export function checkoutPath(planId: string): string {
  return `/support-plans/checkout/${encodeURIComponent(planId)}`;
}

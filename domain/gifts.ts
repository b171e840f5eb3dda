/**
 * Gift certificates (spec 000 §2.12, §9): USD base prices, the display conversion into
 * the visitor's currency, validity, and the shop page's search and category filter.
 */

import { fromUsdAtDisplayRate } from "./display-rates";
import { type Currency, GIFT_CATEGORIES } from "./enums";

export { USD_CONVERSION_RATES } from "./display-rates";

export type GiftCategory = (typeof GIFT_CATEGORIES)[number];
/** The shop's category filter: everything, or one category. */
export const GIFT_CATEGORY_FILTERS = ["all", ...GIFT_CATEGORIES] as const;
export type GiftCategoryFilter = (typeof GIFT_CATEGORY_FILTERS)[number];

/** §9 base prices in US cents. Retreats and workshops are priced per event, so they are absent. */
export const GIFT_BASE_PRICES_USD = Object.freeze({
  individual: 7500,
  couples: 11500,
  walking: 5500,
  yoga: 7500,
} as const);
export type GiftKind = keyof typeof GIFT_BASE_PRICES_USD;

/** "Valid 1 year" (§9). */
export const GIFT_VALIDITY_MONTHS = 12;

/**
 * Price of a gift certificate in `currency`, in that currency's minor units: the USD base price
 * at the site's display conversion, rounded half up to a whole major unit (75 USD → ₵1,163,
 * £59, €69); USD is returned unchanged (an event-priced certificate keeps its cents).
 */
export function giftPrice(baseUsdMinor: number, currency: Currency): number {
  return fromUsdAtDisplayRate(baseUsdMinor, currency);
}

/**
 * When a certificate issued at `issuedAt` stops being valid: the same UTC day and time
 * `validMonths` (the product's, twelve by default) later, moved back to the month's last day when that day does not exist
 * (issued 29 Feb 2024 → expires 28 Feb 2025), so validity never spills into a 13th month.
 */
export function giftExpiresAt(issuedAt: Date, validMonths: number = GIFT_VALIDITY_MONTHS): Date {
  if (Number.isNaN(issuedAt.getTime())) throw new RangeError("issuedAt is not a valid date");
  if (!Number.isInteger(validMonths) || validMonths < 1)
    throw new RangeError("validMonths must be a whole number of months");
  const targetMonth = issuedAt.getUTCMonth() + validMonths;
  const year = issuedAt.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = targetMonth % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expires = new Date(issuedAt.getTime());
  expires.setUTCFullYear(year, month, Math.min(issuedAt.getUTCDate(), lastDay));
  return expires;
}

export type GiftFilter = { query?: string | null; category?: GiftCategoryFilter | null };

/**
 * The shop's search box and category buttons. The query is trimmed and matched
 * case-insensitively as a substring of the name or the description; an empty query
 * or category "all" filters nothing. Order is preserved.
 */
export function filterGifts<T extends { name: string; description: string; category: string }>(
  items: readonly T[],
  filter: GiftFilter = {},
): T[] {
  const query = (filter.query ?? "").trim().toLowerCase();
  const category = filter.category ?? "all";
  return items.filter(
    (item) =>
      (category === "all" || item.category === category) &&
      (query === "" || item.name.toLowerCase().includes(query) || item.description.toLowerCase().includes(query)),
  );
}

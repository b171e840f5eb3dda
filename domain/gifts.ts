/**
 * Gift certificates (spec 000 §2.12, §9): USD base prices, the display conversion into
 * the visitor's currency, validity, and the shop page's search and category filter.
 */
import { type Currency, GIFT_CATEGORIES, type Region } from "./enums";
import { MINOR_PER_MAJOR } from "./money";

export type GiftCategory = (typeof GIFT_CATEGORIES)[number];
/** The shop's category filter: everything, or one category. */
export const GIFT_CATEGORY_FILTERS = ["all", ...GIFT_CATEGORIES] as const;
export type GiftCategoryFilter = (typeof GIFT_CATEGORY_FILTERS)[number];

/** "Display conversion per USD" (§9). USD is the base, so its rate is 1. */
export const USD_CONVERSION_RATES: Readonly<Record<Currency, number>> = Object.freeze({
  USD: 1,
  GHS: 15.5,
  GBP: 0.78,
  EUR: 0.92,
});

/**
 * The same rates in ten-thousandths (15.5 → 155000), so conversion is exact integer
 * arithmetic: 75 × 0.78 in doubles is 58.500000000000007, which would hide whether a
 * value sits exactly on a half.
 */
const RATE_SCALE = 10_000;
const RATE_UNITS: Readonly<Record<Currency, number>> = Object.freeze({
  USD: Math.round(USD_CONVERSION_RATES.USD * RATE_SCALE),
  GHS: Math.round(USD_CONVERSION_RATES.GHS * RATE_SCALE),
  GBP: Math.round(USD_CONVERSION_RATES.GBP * RATE_SCALE),
  EUR: Math.round(USD_CONVERSION_RATES.EUR * RATE_SCALE),
});

/** §9 base prices in US cents. Retreats and workshops are priced per event, so they are absent. */
export const GIFT_BASE_PRICES_USD = Object.freeze({
  individual: 7500,
  couples: 11500,
  walking: 5500,
  yoga: 7500,
} as const);
export type GiftKind = keyof typeof GIFT_BASE_PRICES_USD;

/** Walking therapy happens in Accra, so a local-only certificate is only sold to the local region (§9). */
export function isGiftOffered(item: { localOnly: boolean }, region: Region): boolean {
  return region === "local" || !item.localOnly;
}

/**
 * Which region the gift page is priced for. A visitor from Ghana, or anyone who picks cedis,
 * is buying for someone in Accra, so local-only certificates (walk therapy) apply.
 */
export function giftRegion(choice: { region: Region } | null, currency: Currency): Region {
  return choice?.region === "local" || currency === "GHS" ? "local" : "international";
}

/** "Valid 1 year" (§9). */
export const GIFT_VALIDITY_MONTHS = 12;

/**
 * Price of a gift certificate in `currency`, in that currency's minor units.
 *
 * "Rounded" (§9) is read as: rounded to a whole major unit, half up, because the shop
 * shows whole prices and a half (75 USD → 1162.5 GHS) should not shortchange the practice:
 * 75 USD → ₵1,163, £59, €69. USD is the base and is not converted, so it is returned
 * unchanged (an event-priced certificate keeps its cents).
 */
export function giftPrice(baseUsdMinor: number, currency: Currency): number {
  if (!Number.isSafeInteger(baseUsdMinor) || baseUsdMinor < 0) {
    throw new RangeError(`base price must be a non-negative whole number of cents, got ${baseUsdMinor}`);
  }
  if (currency === "USD") return baseUsdMinor;
  const rate = RATE_UNITS[currency];
  // baseUsdMinor × rate is in (target minor units × RATE_SCALE); one major unit is
  // MINOR_PER_MAJOR × RATE_SCALE of those. Adding half a unit then flooring = half up.
  const perMajor = MINOR_PER_MAJOR * RATE_SCALE;
  const scaled = baseUsdMinor * rate;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`base price is too large: ${baseUsdMinor}`);
  return Math.floor((scaled + perMajor / 2) / perMajor) * MINOR_PER_MAJOR;
}

/**
 * When a certificate issued at `issuedAt` stops being valid: the same UTC day and time
 * twelve months later, moved back to the month's last day when that day does not exist
 * (issued 29 Feb 2024 → expires 28 Feb 2025), so validity never spills into a 13th month.
 */
export function giftExpiresAt(issuedAt: Date): Date {
  if (Number.isNaN(issuedAt.getTime())) throw new RangeError("issuedAt is not a valid date");
  const targetMonth = issuedAt.getUTCMonth() + GIFT_VALIDITY_MONTHS;
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

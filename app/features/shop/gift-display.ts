import { CURRENCIES, type Currency, type Region, type ServiceCategory } from "@domain/enums";
import { GIFT_AMOUNT_LIMITS, GIFT_REGION_NOTE } from "@domain/gift-certificates";
import { GIFT_VALIDITY_MONTHS } from "@domain/gifts";
import { formatMoney, MINOR_PER_MAJOR } from "@domain/money";
import type { RegionChoice } from "@domain/region";
import type { GiftOffer } from "@server/modules/gifts";

/** Where a certificate's session may be used, in the order the page names them. */
export const GIFT_REGIONS: readonly Region[] = ["local", "international"];

/** A gift product as the page shows it, with its prices in every currency the switcher offers. */
export interface GiftItem {
  id: string;
  name: string;
  description: string;
  category: string;
  image: string | null;
  validMonths: number;
  /** service: one session of `serviceCategory` (or an amount, if the buyer prefers); amount: an amount only. */
  kind: "service" | "amount";
  serviceCategory: ServiceCategory | null;
  /** What one session costs, in minor units, by currency and by where it will be used. */
  prices: Record<Currency, Partial<Record<Region, number>>>;
}

/** The loader's offers, one list per currency, folded into one item per product. */
export function toGiftItems(byCurrency: Record<Currency, readonly GiftOffer[]>): GiftItem[] {
  return byCurrency.USD.map((offer) => ({
    id: offer.productId,
    name: offer.name,
    description: offer.description,
    category: offer.category,
    image: offer.image,
    validMonths: offer.validMonths,
    kind: offer.kind,
    serviceCategory: offer.serviceCategory,
    prices: Object.fromEntries(
      CURRENCIES.map((currency) => [
        currency,
        byCurrency[currency].find((o) => o.productId === offer.productId)?.prices ?? {},
      ]),
    ) as GiftItem["prices"],
  }));
}

/** The switcher offers every currency, whatever the region: the page is a gift for someone else. */
export const SHOP_CURRENCIES: readonly Currency[] = CURRENCIES;

/** Spec: the visitor's own currency once a region is chosen, USD before that. */
export function defaultShopCurrency(choice: RegionChoice | null): Currency {
  return choice?.currency ?? "USD";
}

const SESSION_NAME: Readonly<Record<ServiceCategory, string>> = {
  individual: "individual session",
  couples: "couples session",
  family: "family session",
  walking: "walk therapy session",
  yoga: "therapeutic yoga session",
  coaching: "coaching session",
};

/** "One individual session". */
export function oneSession(category: ServiceCategory): string {
  return `One ${SESSION_NAME[category]}`;
}

/** "in Ghana", "outside Ghana". */
export const usedInLabel = (region: Region): string => GIFT_REGION_NOTE[region];

/** The smallest amount a certificate of `currency` may hold, as its minor units. */
export const smallestAmount = (currency: Currency): number => GIFT_AMOUNT_LIMITS[currency].min * MINOR_PER_MAJOR;

/** "Any amount from £10". */
export function anyAmountLabel(currency: Currency): string {
  return `Any amount from ${formatMoney(smallestAmount(currency), currency)}`;
}

export interface PriceLine {
  region: Region;
  /** "One individual session in Ghana" */
  label: string;
  /** "£20" */
  price: string;
}

/** A session certificate's prices in `currency`, by where it will be used; none for an amount-only product. */
export function priceLines(
  item: Pick<GiftItem, "kind" | "serviceCategory" | "prices">,
  currency: Currency,
): PriceLine[] {
  const category = item.serviceCategory;
  if (item.kind !== "service" || !category) return [];
  return GIFT_REGIONS.flatMap((region) => {
    const price = item.prices[currency][region];
    return price === undefined
      ? []
      : [{ region, label: `${oneSession(category)} ${usedInLabel(region)}`, price: formatMoney(price, currency) }];
  });
}

/** "Valid 1 year", "Valid 18 months". */
export function validityLabel(months: number = GIFT_VALIDITY_MONTHS): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `Valid ${years} ${years === 1 ? "year" : "years"}`;
  }
  return `Valid ${months} ${months === 1 ? "month" : "months"}`;
}

/**
 * Illustrations shipped in public/images/shop. The catalogue names photos that are not in
 * the project (e.g. /images/gifts/walking.jpg), so a row is matched on its file's stem and
 * anything unknown gets the generic gift illustration.
 */
const ILLUSTRATIONS = new Set(["individual", "couples", "walking", "yoga", "retreat", "workshop"]);

export function giftIllustration(image: string | null): string {
  const stem =
    image
      ?.split("/")
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, "") ?? "";
  return ILLUSTRATIONS.has(stem) ? `/images/shop/${stem}.svg` : "/images/shop/gift.svg";
}

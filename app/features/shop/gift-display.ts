import { CURRENCIES, type Currency } from "@domain/enums";
import { GIFT_VALIDITY_MONTHS, giftPrice } from "@domain/gifts";
import { formatMoney } from "@domain/money";
import type { RegionChoice } from "@domain/region";

/** What the gift page needs of a catalogue row (server/modules/catalogue/list-gift-products.ts). */
export interface GiftItem {
  id: string;
  name: string;
  description: string;
  category: string;
  /** US cents; null when the price depends on the event chosen (retreats, workshops). */
  basePriceUsd: number | null;
  localOnly: boolean;
  validMonths: number;
  image: string | null;
}

export function toGiftItem(row: GiftItem): GiftItem {
  const { id, name, description, category, basePriceUsd, localOnly, validMonths, image } = row;
  return { id, name, description, category, basePriceUsd, localOnly, validMonths, image };
}

/** The switcher offers every currency, whatever the region: the page is a gift for someone else. */
export const SHOP_CURRENCIES: readonly Currency[] = CURRENCIES;

/** Spec: the visitor's own currency once a region is chosen, USD before that. */
export function defaultShopCurrency(choice: RegionChoice | null): Currency {
  return choice?.currency ?? "USD";
}

export const PRICE_VARIES_LABEL = "Price varies by event";

/** "₵1,163", "£59"… or the event-priced note. */
export function giftPriceLabel(item: Pick<GiftItem, "basePriceUsd">, currency: Currency): string {
  if (item.basePriceUsd === null) return PRICE_VARIES_LABEL;
  return formatMoney(giftPrice(item.basePriceUsd, currency), currency);
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

export function giftMailto(email: string, item: Pick<GiftItem, "name">, price: string, currency: Currency): string {
  const subject = `Gift certificate: ${item.name}`;
  const body = [
    "Hello,",
    "",
    `I would like to buy the "${item.name}" gift certificate (${price}, paying in ${currency}).`,
    "Recipient's name:",
    "A short message for the card (optional):",
    "",
    "Thank you.",
  ].join("\n");
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

import type { Currency } from "./enums";
import { percentOf } from "./money";
import type { RegionChoice } from "./region";

export interface EventPrices {
  priceLocal: number;
  priceInternational: number;
}

export interface EventPrice {
  amount: number;
  currency: Currency;
}

/**
 * Spec 001 §9: local visitors pay price_local (GHS), everyone else price_international (USD).
 * A visitor who has not chosen a region yet is shown the international price.
 */
export function eventPrice(event: EventPrices, choice: RegionChoice | null): EventPrice {
  return choice?.region === "local"
    ? { amount: event.priceLocal, currency: "GHS" }
    : { amount: event.priceInternational, currency: "USD" };
}

/** Spec 001 §9: the deposit is deposit_percentage percent of the price; null when none is taken. */
export function eventDeposit(
  event: { allowDeposit: boolean; depositPercentage: number | null },
  price: EventPrice,
): { percent: number; amount: number } | null {
  if (!event.allowDeposit || !event.depositPercentage || price.amount === 0) return null;
  return { percent: event.depositPercentage, amount: percentOf(price.amount, event.depositPercentage) };
}

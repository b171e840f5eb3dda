/**
 * The site's display conversion (spec 000 §9: "Display conversion per USD: GHS 15.5, GBP 0.78,
 * EUR 0.92, rounded"): how a price set in US dollars is quoted in another currency. Gift
 * certificates and the international price of events are quoted this way.
 */
import type { Currency } from "./enums";
import { MINOR_PER_MAJOR } from "./money";

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

/**
 * A price in US cents quoted in `currency`, in that currency's minor units.
 *
 * "Rounded" (§9) is read as: rounded to a whole major unit, half up, because the site shows
 * whole prices and a half (75 USD → 1162.5 GHS) should not shortchange the practice:
 * 75 USD → ₵1,163, £59, €69. USD is the base and is not converted, so it is returned
 * unchanged (a price with cents keeps them).
 */
export function fromUsdAtDisplayRate(usdMinor: number, currency: Currency): number {
  if (!Number.isSafeInteger(usdMinor) || usdMinor < 0) {
    throw new RangeError(`base price must be a non-negative whole number of cents, got ${usdMinor}`);
  }
  if (currency === "USD") return usdMinor;
  const rate = RATE_UNITS[currency];
  // usdMinor × rate is in (target minor units × RATE_SCALE); one major unit is
  // MINOR_PER_MAJOR × RATE_SCALE of those. Adding half a unit then flooring = half up.
  const perMajor = MINOR_PER_MAJOR * RATE_SCALE;
  const scaled = usdMinor * rate;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`base price is too large: ${usdMinor}`);
  return Math.floor((scaled + perMajor / 2) / perMajor) * MINOR_PER_MAJOR;
}

/** How a converted amount is rounded: to a whole major unit half up (a price shown), or to a minor unit down or up. */
export type ConversionRounding = "whole" | "down" | "up";

/**
 * An amount in `from`'s minor units, in `to`'s minor units at the display rates (through the US
 * dollar: GHS → USD → GBP). A price shown to a buyer is rounded to a whole unit half up, as the
 * gift page's prices are; a gift balance spent or offered is rounded to the minor unit, down for
 * what a balance can pay (never more than it holds) and up for what a payment takes from it.
 */
export function convertAtDisplayRates(
  minor: number,
  from: Currency,
  to: Currency,
  rounding: ConversionRounding,
): number {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError(`amount must be a non-negative whole number of minor units, got ${minor}`);
  }
  if (from === to) return minor;
  const scaled = minor * RATE_UNITS[to];
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`amount is too large: ${minor}`);
  const divisor = RATE_UNITS[from];
  if (rounding === "down") return Math.floor(scaled / divisor);
  if (rounding === "up") return Math.ceil(scaled / divisor);
  const perMajor = divisor * MINOR_PER_MAJOR;
  return Math.floor((scaled + perMajor / 2) / perMajor) * MINOR_PER_MAJOR;
}

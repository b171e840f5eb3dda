/**
 * Money as integer minor units (pesewas, cents, pence) — DESIGN §3 — so sums, deposits
 * and comparisons never suffer binary floating-point drift. Floats appear only at the
 * edges (parsing a typed amount, display), and are rounded explicitly there.
 */
import type { Currency } from "./enums";

/** GHS, USD, GBP and EUR all have 100 minor units to the major unit. */
export const MINOR_PER_MAJOR = 100;

/** Spec §9 symbols. USD's "$" is also the fallback for an unknown code. */
export const CURRENCY_SYMBOL: Readonly<Record<Currency, string>> = Object.freeze({
  GHS: "₵",
  USD: "$",
  GBP: "£",
  EUR: "€",
});

/**
 * Long forms for places where "₵" alone could be misread (receipts, e-mails).
 * Only the cedi needs one; the others are unambiguous for this practice's clients.
 */
const LONG_SYMBOL: Readonly<Record<Currency, string>> = Object.freeze({
  GHS: "GH₵",
  USD: "$",
  GBP: "£",
  EUR: "€",
});

export type SymbolStyle = "short" | "long";
export type FormatMoneyOptions = { symbol?: SymbolStyle };

function isKnownCurrency(code: string): code is Currency {
  return Object.hasOwn(CURRENCY_SYMBOL, code);
}

/** Symbol for a currency code; unknown codes get "$" as §9 says. */
export function currencySymbol(currency: string, style: SymbolStyle = "short"): string {
  if (!isKnownCurrency(currency)) return CURRENCY_SYMBOL.USD;
  return style === "long" ? LONG_SYMBOL[currency] : CURRENCY_SYMBOL[currency];
}

function assertMinor(minor: number, what = "amount"): void {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`${what} must be a whole number of minor units, got ${minor}`);
  }
}

function assertNonNegativeMinor(minor: number, what: string): void {
  assertMinor(minor, what);
  if (minor < 0) throw new RangeError(`${what} must not be negative, got ${minor}`);
}

/** "1234567" → "1,234,567". Fixed "," grouping so server and browser render identically. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * Formats minor units for display: "₵400", "$173", "€125.50", "₵2,100".
 * Whole amounts drop ".00" (the specs' prices are whole); otherwise exactly two decimals.
 * Negative amounts (refunds) put the sign before the symbol: "-£5".
 */
export function formatMoney(
  minor: number,
  currency: Currency | (string & {}),
  options: FormatMoneyOptions = {},
): string {
  assertMinor(minor);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const major = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = abs % MINOR_PER_MAJOR;
  const fraction = cents === 0 ? "" : `.${String(cents).padStart(2, "0")}`;
  return `${sign}${currencySymbol(currency, options.symbol)}${groupThousands(String(major))}${fraction}`;
}

/**
 * Removes binary noise from a product of decimals (1.005 * 100 = 100.49999999999999)
 * so rounding sees the decimal value a person meant. 15 significant digits is what a
 * double reliably holds.
 */
function decimalClean(value: number): number {
  return Number(value.toPrecision(15));
}

/** Round half away from zero (Math.round rounds -0.5 towards +∞, which is not symmetric). */
function roundHalfAwayFromZero(value: number): number {
  const r = Math.round(Math.abs(value));
  return value < 0 && r !== 0 ? -r : r;
}

/**
 * Major units (e.g. 125.5 from a form or a seed table) → minor units (12550).
 * Rounds half away from zero to a whole minor unit. Negative amounts are allowed
 * (refunds); NaN, Infinity and amounts beyond safe-integer range are rejected.
 */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`amount must be a finite number, got ${major}`);
  const minor = roundHalfAwayFromZero(decimalClean(major * MINOR_PER_MAJOR));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount is too large: ${major}`);
  return minor;
}

/**
 * "1250.50" (major units, as an admin types an amount) -> 125050 minor units, exactly: the
 * digits are read as text, never through a binary float. Null when the text is not such an amount.
 */
export function parseMajorAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * MINOR_PER_MAJOR + fraction;
}

/** Minor units → major units (12550 → 125.5), e.g. for a payment provider's API. Exact for cents. */
export function toMajor(minor: number): number {
  assertMinor(minor);
  return minor / MINOR_PER_MAJOR;
}

/**
 * `percent`% of an amount, e.g. a deposit: deposit_percentage% of the price.
 * Rounded half up to a whole minor unit (50% of ₵1.01 → 51 pesewas): the practice never
 * receives a fraction of a pesewa, and the balance due is then `price - deposit`, so
 * deposit + balance always equals the price exactly.
 */
export function percentOf(minor: number, percent: number): number {
  assertNonNegativeMinor(minor, "amount");
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be between 0 and 100, got ${percent}`);
  }
  if (Number.isInteger(percent)) {
    // Exact integer arithmetic while the product stays safe; (n + 50) / 100 floored = half up.
    const product = minor * percent;
    if (Number.isSafeInteger(product)) return Math.floor((product + 50) / 100);
  }
  return Math.round(decimalClean((minor * percent) / 100));
}

/**
 * Whole-percent saving of `price` against `original`, for "Save N%" badges.
 * Rounded down so a badge never overstates the saving (₵2,100 vs ₵2,400 is 12.5% → 12).
 * No saving (or no original price) gives 0. Integer division here is exact, so no noise.
 */
export function discountPercentage(price: number, original: number): number {
  assertNonNegativeMinor(price, "price");
  assertNonNegativeMinor(original, "original price");
  if (original === 0 || price >= original) return 0;
  return Math.floor(((original - price) * 100) / original);
}

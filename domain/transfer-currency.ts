import type { Currency } from "./enums";

/**
 * The currency of the account the rest of the world can always pay into. An account in any
 * other currency is optional (the practice's configuration says which it holds).
 */
export const FALLBACK_TRANSFER_CURRENCY = "USD" satisfies Currency;

/**
 * The currency a bank transfer is asked in: the client's own when the practice holds an account
 * in it (a London client pays pounds into the pounds account), else US dollars into the dollar
 * account. The amount asked, the amount recorded and the account named all follow this one answer.
 */
export function transferCurrency(wanted: Currency, accounts: readonly Currency[]): Currency {
  return wanted !== "GHS" && accounts.includes(wanted) ? wanted : FALLBACK_TRANSFER_CURRENCY;
}

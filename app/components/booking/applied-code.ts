/**
 * "Gift certificate or coupon" at booking (/book's summary, the portal's book tab): what a code
 * the server accepted does to the price. A coupon makes the session free; a gift certificate pays
 * all or part of it, measured against what the booking will be charged: abroad, a time too soon
 * for a transfer is paid by card in US dollars, and the certificate's part is then that of the
 * dollars (the server answers both, validate-coupon's CodeCheck).
 */
import { formatMoney } from "@domain/money";
import type { CodeCheck, GiftPart } from "@server/modules/booking";

export type AppliedCode = CodeCheck;

/** How what is left is paid: Paystack at home, a card in dollars abroad when too soon, else a transfer. */
export type RestPaidBy = "paystack" | "card" | "bank_transfer";

export const CODE_TEXT = {
  label: "Gift certificate or coupon (optional)",
  giftApplied: "Gift Certificate Applied!",
  giftRemoved: { title: "Gift Certificate Removed", description: "Regular pricing applied" },
  /** A refusal of a code with a gift certificate's shape (a coupon's keeps 'Invalid Coupon'). */
  invalidCode: "Invalid Code",
  /** After a booking the certificate paid in full. */
  paidByGift: "Paid with your gift certificate.",
  removeGift: "Remove gift certificate",
} as const;

const REST_PAID_BY: Readonly<Record<RestPaidBy, string>> = {
  paystack: "by Paystack",
  card: "by card through Paystack, in US dollars",
  bank_transfer: "by bank transfer",
};

/** The certificate's part of the charge the booking will have, or null when no certificate is applied. */
export function giftPart(code: AppliedCode | null, byCard: boolean): GiftPart | null {
  if (code?.kind !== "gift") return null;
  if (byCard && code.card) return code.card;
  return { covered: code.covered, due: code.due, currency: code.currency };
}

/** Whether the applied code leaves nothing to pay: a coupon always, a certificate when it pays it all. */
export function codeMakesFree(code: AppliedCode | null, byCard: boolean): boolean {
  if (!code) return false;
  return code.kind === "coupon" || giftPart(code, byCard)?.due === 0;
}

/** "Your gift certificate pays ₵198.71; ₵201.29 left to pay by Paystack." */
export function giftPaysSentence(part: GiftPart, paidBy: RestPaidBy): string {
  const pays = `Your gift certificate pays ${formatMoney(part.covered, part.currency)}`;
  if (part.due === 0) return `${pays}. Nothing left to pay.`;
  return `${pays}; ${formatMoney(part.due, part.currency)} left to pay ${REST_PAID_BY[paidBy]}.`;
}

import { formatMoney } from "./money";

/**
 * The texts spec 000 §8 shows for payments (toast titles and descriptions), shared by the
 * server, which answers with them, and the pages, which show them.
 */
export const INITIALIZE_FAILED = "Failed to initialize payment. Please try again.";
export const VERIFY_FAILED = "Payment could not be verified. Please contact support.";
export const VERIFICATION_FAILED = "Verification Failed";
export const PAYMENT_SUCCESSFUL = "Payment Successful";
export const PAYMENT_SYSTEM_NOT_LOADED = "Payment system not loaded. Please refresh and try again.";
export const PAYMENT_CANCELLED = { title: "Payment Cancelled", description: "You closed the payment window" } as const;
/** Paystack declined the card or mobile money: what happened, and what she can do. */
export const PAYMENT_DECLINED = {
  title: "Payment declined",
  description:
    "Your payment did not go through and nothing was charged. Please try again, or pay with another card or mobile money number.",
} as const;
export const SIGN_IN_TO_PAY = {
  title: "Authentication Required",
  description: "Please sign in to complete payment.",
} as const;
export const PURCHASE_SUCCESSFUL = {
  title: "Purchase Successful!",
  description: "Your support plan has been activated.",
} as const;
/** The same toast for a therapy-journey package (spec 000 §2.7), which is not a support plan. */
export const PACKAGE_PURCHASE_SUCCESSFUL = {
  title: PURCHASE_SUCCESSFUL.title,
  description: "Your therapy package has been activated.",
} as const;
export const PURCHASE_FAILED = { title: "Purchase Failed", fallback: "Please contact support" } as const;
export const INSTRUCTIONS_FAILED = "Failed to generate payment instructions";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const TRANSFER_ALREADY_RECORDED = "This transfer has already been recorded.";
/** How long a bank transfer takes to be checked (spec 000 §4). */
export const TRANSFER_CHECK_TIME = "1-3 business days";

/** The portal notification for every payment that goes through (card, mobile money or transfer). */
export const PAYMENT_RECEIVED_TITLE = "Payment received";
export function paymentReceivedMessage(amountMinor: number, currency: string, reference: string, what: string): string {
  return `We received your payment of ${formatMoney(amountMinor, currency)} for ${what} (reference ${reference}). Thank you.`;
}

/**
 * Money that arrived for something no longer there to deliver (a session time whose hold ran out
 * or was replaced): the client and the admins are told, and an admin settles it.
 */
export const PAYMENT_NEEDS_SETTLING = {
  clientTitle: "Payment received: we will be in touch",
  client: (amount: string, reference: string, what: string) =>
    `We received your payment of ${amount} (reference ${reference}), but ${what} was no longer held for you when it arrived. We will contact you to book another time or to refund you.`,
  page: "Your payment was received, but the time you chose was no longer held for you. We will contact you to book another time or to refund you.",
  adminTitle: "Payment needs settling",
  admin: (client: string, amount: string, reference: string, reason: string) =>
    `${client} paid ${amount} (reference ${reference}), but it could not be delivered: ${reason}. Book another time for them or refund them.`,
} as const;

import { paymentMethodLabel } from "@domain/ledger";
import { paymentDescription } from "@server/modules/payments";

/**
 * How receipts of payments and refunds word their facts (amounts and dates use receipt-text.ts).
 * Pure functions, so every label is tested without a database.
 */

/** Longer than any reference the app or Paystack makes. */
const MAX_REFERENCE_LENGTH = 100;
/** What the app's and Paystack's references are made of (Paystack allows letters, digits, "-", ".", "="). */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._=-]*$/;

/** The reference a request names, or null when it cannot be one (so it is simply not found). */
export function receiptReference(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const reference = value.trim();
  return reference.length <= MAX_REFERENCE_LENGTH && REFERENCE.test(reference) ? reference : null;
}

/** receipt-<reference>.pdf, with only characters safe in a Content-Disposition header. */
export function referenceFileName(reference: string): string {
  return `receipt-${reference.replace(/[^A-Za-z0-9._-]/g, "").slice(0, 60) || "payment"}.pdf`;
}

/** What a payment paid for: "Support plan: Steady Growth", "Session booking: Individual Teletherapy". */
export function purchaseText(purpose: string, details: unknown): string {
  const named = details && typeof details === "object" && !Array.isArray(details) ? details : {};
  return paymentDescription(purpose, named as Record<string, unknown>);
}

/** "Refund of support plan: Steady Growth": a refund line in the client's list of payments. */
export function refundText(purchase: string): string {
  return `Refund of ${purchase.charAt(0).toLowerCase()}${purchase.slice(1)}`;
}

export interface PaymentMethodFacts {
  provider: string;
  channel: string | null;
  network: string | null;
}

/**
 * How a refund went back: through Paystack, the way the payment came (the card, or the mobile
 * money wallet and its network); or by a bank transfer the practice made itself.
 */
export function refundMethodText(method: string, payment: PaymentMethodFacts): string {
  if (method === "bank_transfer") return "Bank transfer";
  if (payment.provider === "paystack") return paymentMethodLabel(payment);
  return "Paystack";
}

import type { BookingPaymentStatus, BookingStatus } from "@domain/enums";
import { toMajor } from "@domain/money";

/**
 * How a receipt words its facts. Pure functions (no I/O) so every label can be tested
 * without a database; the use case only chooses which one applies.
 */

function partsOf(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", options).formatToParts(date).map((part) => [part.type, part.value]),
  );
}

/**
 * "Monday, 7 December 2026, 10:00 (GMT)": the session as the client booked it, in the
 * booking's own zone and labelled, so a receipt read elsewhere cannot be misunderstood.
 * Assembled by hand because locales differ in punctuation ("at", commas).
 */
export function formatSessionDateTime(date: Date, timeZone: string): string {
  const p = partsOf(date, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    timeZoneName: "short",
  });
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} (${p.timeZoneName})`;
}

/** "7 December 2026" in the given zone. */
export function formatReceiptDate(date: Date, timeZone: string): string {
  const p = partsOf(date, { day: "numeric", month: "long", year: "numeric", timeZone });
  return `${p.day} ${p.month} ${p.year}`;
}

/**
 * "GHS 400.00", not formatMoney's "₵400": a receipt is a financial record that banks,
 * employers and insurers abroad read, so it names the ISO currency and always shows the
 * minor units. It also has to survive the PDF's built-in Helvetica, whose WinAnsi encoding
 * has no cedi sign (₵ comes out as a wrong glyph), and one style for every currency keeps
 * the receipts alike.
 */
export function formatReceiptAmount(minor: number, currency: string): string {
  const major = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    toMajor(minor),
  );
  return `${currency} ${major}`;
}

/** Stable, short and derived from the booking alone: "RCPT-0000D001". */
export function receiptNumber(bookingId: string): string {
  return `RCPT-${bookingId.replaceAll("-", "").slice(-8).toUpperCase()}`;
}

/** receipt-<reference or receipt number>.pdf, with only characters safe in a header. */
export function receiptFileName(reference: string | null, bookingId: string): string {
  const name = (reference ?? "").replace(/[^A-Za-z0-9._-]/g, "").slice(0, 60) || receiptNumber(bookingId);
  return `receipt-${name}.pdf`;
}

export const PAYMENT_STATUS_TEXT: Readonly<Record<BookingPaymentStatus, string>> = {
  paid: "Paid",
  free: "No charge",
  pending: "Awaiting payment",
  failed: "Payment failed",
  refunded: "Refunded",
};

export const BOOKING_STATUS_TEXT: Readonly<Record<BookingStatus, string>> = {
  confirmed: "Confirmed",
  completed: "Completed",
  pending_payment: "Awaiting payment",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const SESSION_TYPE_TEXT: Readonly<Record<string, string>> = {
  virtual: "Online",
  "in-person": "In person",
};

export const AWAITING_PAYMENT = "Awaiting payment";

/** What paid for the session (spec 000 §4: a coupon or a plan credit makes it free). */
export interface PaymentSource {
  provider: string | null;
  couponCode: string | null;
  hasCoupon: boolean;
  /** The plan's or package's name. */
  planName: string | null;
  hasPlanCredit: boolean;
  /** The credit came from a therapy-journey package rather than a support plan. */
  creditIsPackage?: boolean;
}

export function paymentMethodText(source: PaymentSource): string {
  if (source.provider === "paystack") return "Paystack (card or mobile money)";
  if (source.provider === "bank_transfer") return "Bank transfer";
  if (source.hasCoupon) return "Coupon";
  if (source.hasPlanCredit) return source.creditIsPackage ? "Package credit" : "Support plan credit";
  return "Not recorded";
}

/** "Free (coupon DEMO-WELCOME)", "Free (support plan credit: Steady Growth)", "Free (package credit: …)", or "Free". */
export function freeAmountText(source: PaymentSource): string {
  if (source.hasCoupon) return source.couponCode ? `Free (coupon ${source.couponCode})` : "Free (coupon)";
  if (source.hasPlanCredit) {
    const credit = source.creditIsPackage ? "package credit" : "support plan credit";
    return source.planName ? `Free (${credit}: ${source.planName})` : `Free (${credit})`;
  }
  return "Free";
}

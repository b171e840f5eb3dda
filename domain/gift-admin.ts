/**
 * The admin's Gift certificates tab: how a certificate reads in the list, the list's filters,
 * a new expiry chosen as a day, the texts of the tab's actions and its CSV. Pure. Never the code
 * (only its hash is kept) nor the buyer's message to the recipient.
 */
import { toCsv } from "./csv";
import type { Currency, GiftCertificateKind, Region, ServiceCategory } from "./enums";
import { type CertificateState, GIFT_REGION_NOTE, type GiftRefusal, giftRefusal } from "./gift-certificates";
import { formatLongDate } from "./long-date";
import { toMajor } from "./money";
import { PRACTICE_TIME_ZONE } from "./slots";
import { dayInZone, isCalendarDay, zonedTimeToUtc } from "./zone-time";

/** What a certificate is now: spendable, used up, past its expiry, or voided by an admin. */
export const GIFT_LIST_STATES = ["active", "used", "expired", "void"] as const;
export type GiftListState = (typeof GIFT_LIST_STATES)[number];

export const GIFT_STATE_LABEL: Readonly<Record<GiftListState, string>> = Object.freeze({
  active: "Active",
  used: "Used up",
  expired: "Expired",
  void: "Void",
});

/**
 * The state the list shows, by the rule that decides whether a code can be spent (giftRefusal):
 * void first, then used up, then expired. Expiry is not stored as a status: it is the clock's.
 */
export function giftListState(cert: CertificateState, now: Date): GiftListState {
  const refusal: GiftRefusal | null = giftRefusal(cert, now);
  return refusal ?? "active";
}

export const GIFTS_PAGE_SIZE = 25;
/** An export holds at most this many certificates (the newest); the filters narrow a larger list. */
export const GIFT_EXPORT_MAX = 50_000;
export const GIFT_SEARCH_MAX_LENGTH = 100;
export const GIFT_VOID_REASON_MAX_LENGTH = 500;
/** A new expiry further ahead than this is a typo, not a plan. */
export const GIFT_EXTEND_MAX_YEARS = 5;

export const GIFT_ADMIN_TEXT = {
  adminsOnly: "Only an administrator can manage gift certificates.",
  loadError: "Failed to load gift certificates",
  notFound: "This gift certificate does not exist.",
  reasonRequired: "Please give the reason for voiding this certificate.",
  reasonTooLong: `Please keep the reason under ${GIFT_VOID_REASON_MAX_LENGTH} characters.`,
  alreadyVoid: "This certificate is already void.",
  voidNotExtended: "A void certificate cannot be extended.",
  dayInvalid: "Please choose a valid day.",
  extendNotLater: "Choose a last day after the certificate's current expiry, and not in the past.",
  extendTooFar: `Please choose a day within ${GIFT_EXTEND_MAX_YEARS} years.`,
  resendRefused: {
    void: "This certificate is void, so its e-mail is not sent again.",
    used: "This certificate has been used up, so its e-mail is not sent again.",
    expired: "This certificate has expired: extend it first, then send its e-mail again.",
  } satisfies Record<GiftRefusal, string>,
  voided: "Certificate voided",
  voidError: "Failed to void the certificate",
  extended: "Expiry extended",
  extendError: "Failed to extend the certificate",
  resent: "E-mail sent again",
  resendError: "Failed to send the e-mail again",
} as const;

/**
 * A new expiry chosen as a day ("YYYY-MM-DD") means the certificate is good through that whole
 * day of the practice's calendar: it expires at the next midnight in Accra.
 */
export function giftExpiryFromDay(day: string): Date {
  return zonedTimeToUtc(day, "24:00", PRACTICE_TIME_ZONE);
}

/**
 * The first day an extension may name: the day (practice calendar) of the current expiry, or of
 * today when that has passed. Any moment of a day comes before that day's end, so its end is later.
 */
export function firstExtensionDay(expiresAt: Date, now: Date): string {
  return dayInZone(new Date(Math.max(expiresAt.getTime(), now.getTime())), PRACTICE_TIME_ZONE);
}

/**
 * The last day a certificate can be used, written out in `timeZone` ("3 March 2027"): the day of
 * the last moment before it expires, so one good through a whole day (expiring at the next
 * midnight) reads as that day.
 */
export function giftValidUntil(expiresAt: Date, timeZone: string): string {
  return formatLongDate(giftLastMoment(expiresAt), timeZone);
}

/** The last moment a certificate expiring at `expiresAt` can be used: its day is the last day. */
export const giftLastMoment = (expiresAt: Date): Date => new Date(expiresAt.getTime() - 1);

/** Why `day` cannot be a certificate's new last day (a message for the form), or null. Only later, never in the past. */
export function giftExtensionProblem(day: string, expiresAt: Date, now: Date): string | null {
  if (!isCalendarDay(day)) return GIFT_ADMIN_TEXT.dayInvalid;
  if (day < firstExtensionDay(expiresAt, now)) return GIFT_ADMIN_TEXT.extendNotLater;
  const today = dayInZone(now, PRACTICE_TIME_ZONE);
  const limit = `${String(Number(today.slice(0, 4)) + GIFT_EXTEND_MAX_YEARS).padStart(4, "0")}${today.slice(4)}`;
  if (day > limit) return GIFT_ADMIN_TEXT.extendTooFar;
  return null;
}

const CATEGORY_LABEL: Readonly<Record<ServiceCategory, string>> = Object.freeze({
  individual: "Individual",
  couples: "Couples",
  family: "Family",
  walking: "Walk therapy",
  yoga: "Therapeutic yoga",
  coaching: "Executive coaching",
});

/** What a certificate pays, for staff: "Individual session in Ghana", or "Amount". */
export function giftKindLabel(cert: {
  kind: GiftCertificateKind;
  serviceCategory: ServiceCategory | null;
  serviceRegion: Region | null;
}): string {
  if (cert.kind === "amount" || !cert.serviceCategory || !cert.serviceRegion) return "Amount";
  return `${CATEGORY_LABEL[cert.serviceCategory]} session ${GIFT_REGION_NOTE[cert.serviceRegion]}`;
}

/** One certificate as the export writes it. */
export interface GiftCsvRow {
  issuedAt: Date;
  codeHint: string;
  productName: string;
  kindLabel: string;
  currency: Currency;
  faceValue: number;
  balance: number;
  state: GiftListState;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  deliverAt: Date;
  expiresAt: Date;
  claimed: boolean;
  voidedAt: Date | null;
  voidReason: string | null;
  paymentReference: string;
}

/** The certificates as CSV: amounts in major units, instants in ISO 8601 (UTC). */
export function giftCertificatesCsv(rows: readonly GiftCsvRow[]): string {
  return toCsv([
    [
      "issued",
      "code_ends_with",
      "product",
      "pays_for",
      "currency",
      "face_value",
      "balance",
      "status",
      "buyer",
      "buyer_email",
      "recipient",
      "recipient_email",
      "delivery",
      "expires",
      "claimed",
      "voided",
      "void_reason",
      "payment_reference",
    ],
    ...rows.map((r) => [
      r.issuedAt.toISOString(),
      r.codeHint,
      r.productName,
      r.kindLabel,
      r.currency,
      toMajor(r.faceValue).toFixed(2),
      toMajor(r.balance).toFixed(2),
      GIFT_STATE_LABEL[r.state],
      r.buyerName,
      r.buyerEmail,
      r.recipientName,
      r.recipientEmail,
      r.deliverAt.toISOString(),
      r.expiresAt.toISOString(),
      r.claimed ? "yes" : "no",
      r.voidedAt?.toISOString() ?? "",
      r.voidReason ?? "",
      r.paymentReference,
    ]),
  ]);
}

/**
 * Coupon rules (spec 000 §4, §5; spec 001 "Coupon:", "Coupon types"). A valid coupon makes a booking
 * free; the server decides validity with couponRefusal, and the browser shows its message as is.
 */
import type { CouponStatus, CouponType } from "./enums";
import { PRACTICE_TIME_ZONE } from "./slots";
import { dayInZone, isCalendarDay, zonedTimeToUtc } from "./zone-time";

/** Spec 001: "Code maximum 20 characters". */
export const COUPON_CODE_MAX_LENGTH = 20;
/** Spec 001: "the generator makes 8 characters from A-Z and 0-9". */
export const GENERATED_COUPON_LENGTH = 8;
export const COUPON_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** Trimmed and upper-cased; "" means "no coupon" (spec 000 §5: an empty code is ignored). */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export type CouponRefusal = "not_found" | "used" | "expired" | "inactive" | "wrong_service";

/** Shown under "Invalid Coupon" (spec 000 §8: the server's error text). */
export const COUPON_REFUSAL_MESSAGE: Readonly<Record<CouponRefusal, string>> = Object.freeze({
  not_found: "This coupon code does not exist.",
  used: "This coupon has already been used.",
  expired: "This coupon has expired.",
  inactive: "This coupon is no longer active.",
  wrong_service: "This coupon cannot be used for this service.",
});

/**
 * Against guessing codes: wrong codes tried (in a check or a booking) per account and per
 * address within an hour. Usable codes do not count.
 */
export const COUPON_GUESS_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perAccount: 15,
  perAddress: 40,
} as const;

export const tooManyCouponAttempts = (wait: string) =>
  `Too many coupon attempts. For your security, please wait ${wait} and try again.`;

export interface CouponState {
  status: string;
  expiresAt: Date | null;
  couponType: string;
}

/**
 * Why this coupon cannot pay for a service whose coupon type is `serviceCouponType` (null: no coupon fits it),
 * or null when it can. Order: missing -> not_found; used -> used; status expired or expiresAt <= now -> expired;
 * any other non-active status -> inactive; type mismatch or a service without a coupon type -> wrong_service.
 * A used coupon says "used" even after its date passes: that is the truer reason for the client.
 */
export function couponRefusal(
  coupon: CouponState | null,
  serviceCouponType: string | null,
  now: Date,
): CouponRefusal | null {
  if (!coupon) return "not_found";
  if (coupon.status === "used") return "used";
  if (coupon.status === "expired") return "expired";
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return "expired";
  if (coupon.status !== "active") return "inactive";
  if (serviceCouponType === null || coupon.couponType !== serviceCouponType) return "wrong_service";
  return null;
}

/**
 * A new code of GENERATED_COUPON_LENGTH characters from A-Z0-9, drawing from `randomInt(max)` (injectable for
 * tests; the server passes crypto.randomInt so codes cannot be guessed). A draw outside [0, max) is refused
 * rather than wrapped, since wrapping would quietly skew the code's distribution.
 */
export function generateCouponCode(randomInt: (max: number) => number): string {
  const size = COUPON_CODE_ALPHABET.length;
  let code = "";
  for (let i = 0; i < GENERATED_COUPON_LENGTH; i += 1) {
    const index = randomInt(size);
    if (!Number.isInteger(index) || index < 0 || index >= size) {
      throw new RangeError(`randomInt(${size}) returned ${index}, outside 0..${size - 1}`);
    }
    code += COUPON_CODE_ALPHABET[index];
  }
  return code;
}

/** Fills a word array with random values; crypto.getRandomValues by default (browsers and Node alike). */
export type RandomFill = (words: Uint32Array<ArrayBuffer>) => void;

const cryptoFill: RandomFill = (words) => {
  globalThis.crypto.getRandomValues(words);
};

const WORD_RANGE = 2 ** 32;
/** A source that keeps drawing out of range this often is broken, not unlucky (odds below 2^-1000). */
const MAX_DRAWS = 1000;

/**
 * A uniform integer in [0, max) from 32-bit random words. A word at or above the largest multiple
 * of `max` that fits in 32 bits is drawn again (rejection sampling): `word % max` on it would
 * favour the smallest numbers, and with them some letters of a code.
 */
export function randomBelow(max: number, fill: RandomFill = cryptoFill): number {
  if (!Number.isInteger(max) || max < 1 || max > WORD_RANGE) throw new RangeError(`randomBelow: bad max ${max}`);
  const limit = WORD_RANGE - (WORD_RANGE % max);
  const word = new Uint32Array(1);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    fill(word);
    const value = word[0] ?? WORD_RANGE;
    if (value < limit) return value % max;
  }
  throw new Error("randomBelow: the random source keeps drawing out of range");
}

/** The admin form's Generate button: 8 characters of A-Z and 0-9, from a cryptographic source. */
export function generateSecureCouponCode(fill: RandomFill = cryptoFill): string {
  return generateCouponCode((max) => randomBelow(max, fill));
}

/** Letters, digits and hyphens only, as the coupons table's check allows. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]+$/;
/** Notes are a reminder for admins, not a document. */
export const COUPON_NOTES_MAX_LENGTH = 500;
/** An expiry further ahead than this is a typo (a year 2205), not a plan. */
export const COUPON_EXPIRY_MAX_YEARS = 10;
/** The admin list shows a page at a time. */
export const COUPONS_PAGE_SIZE = 50;

/** The admin Coupons tab's texts (spec 001 §8 'Coupons'; the rest are ours). */
export const COUPON_TEXT = {
  loadError: "Failed to load coupons",
  createError: "Failed to create coupon",
  deleteError: "Failed to delete coupon",
  enterCode: "Please enter a coupon code",
  codeTooLong: `A coupon code can be at most ${COUPON_CODE_MAX_LENGTH} characters.`,
  codeCharacters: "Use only letters A-Z, digits 0-9 and hyphens in a coupon code.",
  chooseType: "Please choose a coupon type.",
  expiryInvalid: "Please choose a valid expiry date.",
  expiryPast: "The expiry date has already passed. Choose today or a later date.",
  expiryTooFar: `Please choose an expiry date within ${COUPON_EXPIRY_MAX_YEARS} years.`,
  notesTooLong: `Please keep the notes under ${COUPON_NOTES_MAX_LENGTH} characters.`,
  duplicate: (code: string) => `A coupon with the code ${code} already exists. Choose another code.`,
  usedNotDeleted: "This coupon has been used, so it cannot be deleted.",
  notFound: "This coupon no longer exists.",
  adminsOnly: "Only an administrator can manage coupons.",
  created: "Coupon created",
  deleted: "Coupon deleted",
} as const;

/** How the admin list names each coupon type (spec 001 §9: the two types). */
export const COUPON_TYPE_LABEL: Readonly<Record<CouponType, string>> = Object.freeze({
  individual_teletherapy: "Individual teletherapy",
  individual_in_person: "Individual in-person",
});

export const COUPON_STATUS_LABEL: Readonly<Record<CouponStatus, string>> = Object.freeze({
  active: "Active",
  used: "Used",
  expired: "Expired",
});

/**
 * The status the admin list shows: an active coupon whose expiry has come reads "expired"
 * (booking refuses it by the same rule, couponRefusal), whatever its stored status says.
 */
export function couponListStatus(status: CouponStatus, expiresAt: Date | null, now: Date): CouponStatus {
  if (status === "active" && expiresAt && expiresAt.getTime() <= now.getTime()) return "expired";
  return status;
}

/**
 * An expiry chosen as a day ("YYYY-MM-DD") means the coupon is good through that whole day of
 * the practice's calendar: it expires at the next midnight in Accra.
 */
export function couponExpiryFromDay(day: string): Date {
  return zonedTimeToUtc(day, "24:00", PRACTICE_TIME_ZONE);
}

/** The last day ("YYYY-MM-DD", practice calendar) a coupon expiring at `expiresAt` can be used. */
export function couponLastDay(expiresAt: Date): string {
  return dayInZone(new Date(expiresAt.getTime() - 1), PRACTICE_TIME_ZONE);
}

/** Why an expiry day cannot be used (a message for the form), or null: today or later, within the limit. */
export function couponExpiryProblem(day: string, now: Date): string | null {
  if (!isCalendarDay(day)) return COUPON_TEXT.expiryInvalid;
  const today = dayInZone(now, PRACTICE_TIME_ZONE);
  if (day < today) return COUPON_TEXT.expiryPast;
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  if (day > `${String(year + COUPON_EXPIRY_MAX_YEARS).padStart(4, "0")}${rest}`) return COUPON_TEXT.expiryTooFar;
  return null;
}

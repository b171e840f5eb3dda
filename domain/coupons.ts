/**
 * Coupon rules (spec 000 §4, §5; spec 001 "Coupon:", "Coupon types"). A valid coupon makes a booking
 * free; the server decides validity with couponRefusal, and the browser shows its message as is.
 */

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

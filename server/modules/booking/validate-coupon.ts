import {
  COUPON_GUESS_LIMITS,
  COUPON_REFUSAL_MESSAGE,
  COUPON_TEXT,
  couponRefusal,
  normalizeCouponCode,
  tooManyCouponAttempts,
} from "@domain/coupons";
import { CURRENCIES, REGIONS } from "@domain/enums";
import { minutesToWait } from "@domain/wait-time";
import type { Executor } from "@server/db/client";
import { coupons } from "@server/db/schema";
import { AppError, isAppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { hitRateLimit, refundRateLimit } from "@server/modules/rate-limits";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { loadBookableService } from "./load-bookable-service";

const schema = z.object({
  code: z
    .string()
    .transform(normalizeCouponCode)
    .pipe(z.string().min(1, COUPON_TEXT.enterCode).max(20, COUPON_REFUSAL_MESSAGE.not_found)),
  serviceId: z.string().trim().min(1, "Choose a service"),
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
});

export type CouponRow = typeof coupons.$inferSelect;

/**
 * Whether a coupon would make this service free (spec 000 §5, §7 validate-coupon): the server
 * decides, and says why not. Booking checks again, under a lock, when the coupon is spent.
 */
export async function validateCoupon(
  db: Executor,
  viewer: Viewer,
  raw: unknown,
  meta: { ipAddress?: string; now?: Date } = {},
): Promise<{ couponId: string; code: string }> {
  const now = meta.now ?? new Date();
  const input = parseInput(schema, raw);
  const service = await loadBookableService(db, input.serviceId, input);
  return asCouponAttempt(db, { userId: viewer.userId, ipAddress: meta.ipAddress }, now, async () => {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.code));
    const usable = usableCoupon(coupon ?? null, service.row.couponType, now);
    return { couponId: usable.id, code: usable.code };
  });
}

/** The coupon, if it can pay for the service; otherwise its refusal (bad_request, for the 'Invalid Coupon' toast). */
export function usableCoupon(coupon: CouponRow | null, serviceCouponType: string | null, now: Date): CouponRow {
  const refusal = couponRefusal(coupon, serviceCouponType, now);
  if (refusal || !coupon) {
    const message = COUPON_REFUSAL_MESSAGE[refusal ?? "not_found"];
    throw new AppError("bad_request", message, { couponCode: message });
  }
  return coupon;
}

/**
 * Runs `attempt` (a check or a booking naming a code) as one try at guessing a code, counted
 * against the account and, when known, the address (COUPON_GUESS_LIMITS): codes are short enough
 * for a patient script. Counted before it runs, so simultaneous tries cannot slip past the limit,
 * and outside any transaction of the attempt, so a refusal still counts; given back when the code
 * turned out to be usable, since the limit is against wrong guesses, not against using coupons.
 */
export async function asCouponAttempt<T>(
  db: Executor,
  who: { userId: string; ipAddress?: string },
  now: Date,
  attempt: () => Promise<T>,
): Promise<T> {
  const { windowMs } = COUPON_GUESS_LIMITS;
  const keys = [
    { key: `coupon:account:${who.userId}`, limit: COUPON_GUESS_LIMITS.perAccount },
    ...(who.ipAddress ? [{ key: `coupon:address:${who.ipAddress}`, limit: COUPON_GUESS_LIMITS.perAddress }] : []),
  ];
  for (const { key, limit } of keys) {
    const hit = await hitRateLimit(db, key, { limit, windowMs, now });
    if (!hit.allowed) {
      const message = tooManyCouponAttempts(minutesToWait(hit.resetAt, now));
      throw new AppError("rate_limited", message, { couponCode: message });
    }
  }
  const giveBack = () => Promise.all(keys.map(({ key }) => refundRateLimit(db, key)));
  try {
    const result = await attempt();
    await giveBack();
    return result;
  } catch (err) {
    const wrongCode = isAppError(err) && err.code === "bad_request" && err.fields?.couponCode !== undefined;
    if (!wrongCode) await giveBack();
    throw err;
  }
}

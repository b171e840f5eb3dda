import { eq } from "drizzle-orm";
import { z } from "zod";
import { COUPON_REFUSAL_MESSAGE, couponRefusal, normalizeCouponCode } from "../../../domain/coupons";
import { CURRENCIES, REGIONS } from "../../../domain/enums";
import type { Executor } from "../../db/client";
import { coupons } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../accounts/viewer";
import { parseInput } from "../validation";
import { loadBookableService } from "./load-bookable-service";

export const ENTER_COUPON_CODE = "Please enter a coupon code";

const schema = z.object({
  code: z
    .string()
    .transform(normalizeCouponCode)
    .pipe(z.string().min(1, ENTER_COUPON_CODE).max(20, COUPON_REFUSAL_MESSAGE.not_found)),
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
  _viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ couponId: string; code: string }> {
  const input = parseInput(schema, raw);
  const service = await loadBookableService(db, input.serviceId, input);
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.code));
  const usable = usableCoupon(coupon ?? null, service.row.couponType, now);
  return { couponId: usable.id, code: usable.code };
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

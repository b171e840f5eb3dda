import { COUPON_TEXT } from "@domain/coupons";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";

/** Coupons are an admin-only screen (spec 001 §2): every coupon use case starts here. */
export function requireCouponAdmin(viewer: Viewer): void {
  if (viewer.role !== "admin") throw new AppError("forbidden", COUPON_TEXT.adminsOnly);
}

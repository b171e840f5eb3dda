import { RESTORE_REFUSAL } from "@domain/session-status";
import type { Executor } from "@server/db/client";
import { bookings, coupons, purchasedSupportPlans } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { retakeGiftRedemption } from "@server/modules/gifts";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { BookingCancelled } from "./cancel-booking";
import type { BookingRow } from "./own-session";

export interface BookingRestored {
  creditTaken: boolean;
  couponTaken: boolean;
  giftTaken: boolean;
}

/**
 * The reverse of cancelBooking, for a cancellation the practice takes back: the booking is
 * confirmed again and what the cancellation gave back is spent on it again: the support-plan
 * session (refused when the client has none left of that plan) and the coupon (refused when it
 * has been used again since). Money was never refunded by the cancellation, so there is none to
 * take. In the caller's transaction, with the booking locked; a refusal rolls everything back.
 */
export async function restoreCancelledBooking(
  tx: Executor,
  booking: BookingRow,
  cancelled: Pick<BookingCancelled, "creditReturned">,
  now: Date,
): Promise<BookingRestored> {
  await tx.update(bookings).set({ status: "confirmed", updatedAt: now }).where(eq(bookings.id, booking.id));
  let creditTaken = false;
  if (booking.purchasedPlanId && cancelled.creditReturned) {
    const taken = await tx
      .update(purchasedSupportPlans)
      .set({ remainingSessions: sql`${purchasedSupportPlans.remainingSessions} - 1`, updatedAt: now })
      .where(and(eq(purchasedSupportPlans.id, booking.purchasedPlanId), gt(purchasedSupportPlans.remainingSessions, 0)))
      .returning({ id: purchasedSupportPlans.id });
    if (taken.length === 0) throw new AppError("conflict", RESTORE_REFUSAL.creditSpent);
    creditTaken = true;
  }
  let couponTaken = false;
  if (booking.couponId) {
    const taken = await tx
      .update(coupons)
      .set({ status: "used", usedBy: booking.userId, usedAt: now })
      .where(and(eq(coupons.id, booking.couponId), ne(coupons.status, "used")))
      .returning({ id: coupons.id });
    if (taken.length === 0) throw new AppError("conflict", RESTORE_REFUSAL.couponUsed);
    couponTaken = true;
  }
  // What a gift certificate paid, given back by the cancellation, is taken again (refused when spent since).
  const giftTaken = await retakeGiftRedemption(tx, booking.id, now);
  return { creditTaken, couponTaken, giftTaken };
}

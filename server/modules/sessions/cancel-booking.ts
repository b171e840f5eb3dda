import type { WhatWentBack } from "@domain/session-changes";
import type { Executor } from "@server/db/client";
import { bookings, coupons, purchasedSupportPlans } from "@server/db/schema";
import { releaseGiftRedemption } from "@server/modules/gifts";
import { and, eq, sql } from "drizzle-orm";
import type { BookingRow } from "./own-session";

/** What went back (refund: paid for, so the client is asked to contact the practice; money is not refunded here). */
export type BookingCancelled = WhatWentBack;

/**
 * A confirmed booking is cancelled, and whatever free credit paid for it goes back: a
 * support-plan session to its plan, a coupon to usable (unless its own date has passed), what a
 * gift certificate paid to its balance. Money
 * is not refunded here. In the caller's transaction; whoever cancels (the client, her therapist,
 * an admin) cancels through this.
 */
export async function cancelBooking(tx: Executor, booking: BookingRow, now: Date): Promise<BookingCancelled> {
  await tx.update(bookings).set({ status: "cancelled", updatedAt: now }).where(eq(bookings.id, booking.id));
  let creditReturned = false;
  if (booking.purchasedPlanId) {
    const returned = await tx
      .update(purchasedSupportPlans)
      .set({
        remainingSessions: sql`least(${purchasedSupportPlans.remainingSessions} + 1, ${purchasedSupportPlans.totalSessions})`,
        updatedAt: now,
      })
      .where(eq(purchasedSupportPlans.id, booking.purchasedPlanId))
      .returning({ id: purchasedSupportPlans.id });
    creditReturned = returned.length > 0;
  }
  let couponReturned = false;
  if (booking.couponId) {
    // A coupon whose own date has passed meanwhile is not revived: it is marked expired.
    const [returned] = await tx
      .update(coupons)
      .set({
        status: sql`case when ${coupons.expiresAt} <= ${now} then 'expired' else 'active' end`,
        usedBy: null,
        usedAt: null,
      })
      .where(and(eq(coupons.id, booking.couponId), eq(coupons.status, "used")))
      .returning({ status: coupons.status });
    couponReturned = returned?.status === "active";
  }
  const giftReturned = await releaseGiftRedemption(tx, booking.id, now);
  return {
    refund: booking.paymentStatus === "paid" && booking.paymentAmount > 0,
    creditReturned,
    couponReturned,
    giftReturned,
  };
}

import type { Executor } from "@server/db/client";
import { bookings, coupons, purchasedSupportPlans } from "@server/db/schema";
import { and, eq, sql } from "drizzle-orm";
import type { BookingRow } from "./own-session";

export interface BookingCancelled {
  /** Paid for: no automatic refund, the client is asked to contact the practice. */
  refund: boolean;
  creditReturned: boolean;
  couponReturned: boolean;
}

/**
 * A confirmed booking is cancelled, and whatever free credit paid for it goes back: a
 * support-plan session to its plan, a coupon to usable (unless its own date has passed). Money
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
  return { refund: booking.paymentStatus === "paid" && booking.paymentAmount > 0, creditReturned, couponReturned };
}

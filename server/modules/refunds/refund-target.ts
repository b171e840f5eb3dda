import type { PaymentPurpose, RefundEffect } from "@domain/enums";
import type { RefundTarget } from "@domain/refunds";
import type { Executor } from "@server/db/client";
import { bookings, purchasedSupportPlans, sessions } from "@server/db/schema";
import { cancelSessionRow } from "@server/modules/booking";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import type { PaymentRow } from "@server/modules/payments";
import { cancelBooking } from "@server/modules/sessions";
import { publishLive } from "@server/realtime/live-updates";
import { and, eq, gt, sql } from "drizzle-orm";

/** The session a booking payment paid for, while it is still to come. */
async function upcomingBooking(tx: Executor, payment: PaymentRow, now: Date, lock: boolean) {
  const query = tx
    .select({ booking: bookings, therapistId: sessions.therapistId })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.paymentId, payment.reference),
        eq(bookings.status, "confirmed"),
        eq(sessions.status, "scheduled"),
        gt(sessions.startsAt, now),
      ),
    );
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  return row ?? null;
}

/** The plan a plan payment bought, with its unused sessions. */
async function boughtPlan(tx: Executor, payment: PaymentRow, lock: boolean) {
  const query = tx
    .select({ id: purchasedSupportPlans.id, remaining: purchasedSupportPlans.remainingSessions })
    .from(purchasedSupportPlans)
    .where(
      and(eq(purchasedSupportPlans.paymentReference, payment.reference), eq(purchasedSupportPlans.status, "active")),
    );
  const [plan] = lock ? await query.for("update") : await query;
  return plan ?? null;
}

/** What the payment bought, as far as a refund can change it (refundEffects decides what is offered). */
export async function loadRefundTarget(tx: Executor, payment: PaymentRow, now: Date): Promise<RefundTarget> {
  const purpose = payment.purpose as PaymentPurpose;
  const needsSettling = payment.needsSettlingAt !== null && payment.settledAt === null;
  const target: RefundTarget = { purpose, needsSettling, upcomingSession: false, unusedCredits: 0 };
  if (needsSettling) return target;
  if (purpose === "booking") target.upcomingSession = (await upcomingBooking(tx, payment, now, false)) !== null;
  if (purpose === "support_plan" || purpose === "therapy_package")
    target.unusedCredits = (await boughtPlan(tx, payment, false))?.remaining ?? 0;
  return target;
}

/** What the refund did to what was bought, for the client's message and the audit log. */
export interface RefundApplied {
  sessionCancelled: boolean;
  creditsRemoved: number;
}

/**
 * Does what the admin chose once the money is on its way back, in the refund's transaction:
 * cancels the session still to come (its time is free again, a plan credit or coupon goes back),
 * or takes unused sessions off the plan (the plan ends when none are left). Whatever changed
 * since the admin chose (the session was cancelled, sessions were used) is taken as it now is.
 */
export async function applyRefundEffect(
  tx: Executor,
  payment: PaymentRow,
  choice: { effect: RefundEffect; credits: number; fullyRefunded: boolean },
  now: Date,
): Promise<RefundApplied> {
  if (choice.effect === "cancel") {
    const row = await upcomingBooking(tx, payment, now, true);
    if (!row) return { sessionCancelled: false, creditsRemoved: 0 };
    await cancelSessionRow(tx, row.booking.sessionId as string, "Cancelled and refunded", now);
    await enqueueCalendarPush(tx, row.booking.sessionId as string);
    await cancelBooking(tx, row.booking, now);
    if (choice.fullyRefunded) {
      await tx
        .update(bookings)
        .set({ paymentStatus: "refunded", updatedAt: now })
        .where(eq(bookings.id, row.booking.id));
    }
    await publishLive(tx, [row.therapistId], "sessions");
    return { sessionCancelled: true, creditsRemoved: 0 };
  }
  if (choice.effect === "remove_credits") {
    const plan = await boughtPlan(tx, payment, true);
    if (!plan) return { sessionCancelled: false, creditsRemoved: 0 };
    const removed = Math.min(choice.credits, plan.remaining);
    await tx
      .update(purchasedSupportPlans)
      .set({
        remainingSessions: sql`${purchasedSupportPlans.remainingSessions} - ${removed}`,
        status: plan.remaining - removed === 0 ? "cancelled" : "active",
        updatedAt: now,
      })
      .where(eq(purchasedSupportPlans.id, plan.id));
    return { sessionCancelled: false, creditsRemoved: removed };
  }
  return { sessionCancelled: false, creditsRemoved: 0 };
}

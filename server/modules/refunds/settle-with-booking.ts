import { DATE_IN_PAST, SLOT_TAKEN, SLOT_UNAVAILABLE } from "@domain/booking-messages";
import { isSlotStart, PRACTICE_TIME_ZONE, type Slot } from "@domain/slots";
import { dayInZone, isCalendarDay } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { bookings, paymentTransactions, refunds, sessions } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { instantSchema, parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { computeDaySlots, notifyBookingConfirmed } from "@server/modules/booking";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";

export const SETTLE_TEXT = {
  adminsOnly: "Only an administrator can settle a payment.",
  notFound: "Payment not found",
  settled: "This payment is already settled.",
  notBooking: "Only a session payment can pay for another time: refund this one instead.",
  refunded: "Part of this payment was refunded: refund the rest instead.",
  chooseTime: "Choose the new time.",
} as const;

const referenceField = z.string({ error: SETTLE_TEXT.notFound }).trim().min(1, SETTLE_TEXT.notFound).max(100);
const slotsSchema = z.object({
  reference: referenceField,
  day: z.string().trim().refine(isCalendarDay, "Choose a date"),
});
const settleSchema = z.object({ reference: referenceField, start: instantSchema(SETTLE_TEXT.chooseTime) });

type BookingRow = typeof bookings.$inferSelect;

/**
 * The payment needing settling and the booking it was for, with the therapist that booking was
 * with: refused unless it is an unsettled session payment with nothing refunded.
 */
async function settleable(tx: Executor, viewer: Viewer, reference: string, lock: boolean) {
  assertAdmin(viewer, SETTLE_TEXT.adminsOnly);
  const query = tx.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  const [payment] = lock ? await query.for("update") : await query;
  if (!payment) throw new AppError("not_found", SETTLE_TEXT.notFound);
  if (!payment.needsSettlingAt || payment.settledAt) throw new AppError("conflict", SETTLE_TEXT.settled);
  if (payment.purpose !== "booking") throw new AppError("bad_request", SETTLE_TEXT.notBooking);
  const [refunded] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentTransactionId, payment.id), ne(refunds.status, "failed")))
    .limit(1);
  if (refunded) throw new AppError("conflict", SETTLE_TEXT.refunded);
  const bookingQuery = tx
    .select({ booking: bookings, therapistId: sessions.therapistId, sessionKind: sessions.sessionType })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(eq(bookings.paymentId, payment.reference));
  const [row] = lock ? await bookingQuery.for("update", { of: bookings }) : await bookingQuery;
  if (!row) throw new AppError("bad_request", SETTLE_TEXT.notBooking);
  return { payment, ...row };
}

const slotsFor = (tx: Executor, booking: BookingRow, therapistId: string, day: string, now: Date) =>
  computeDaySlots(tx, {
    therapistId,
    clientId: booking.userId,
    day,
    durationMinutes: booking.durationMinutes,
    now,
  });

/** The times the late payment's session could be booked at on a day: the same therapist, length and rules. */
export async function getSettleSlots(
  db: Executor,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ day: string; durationMinutes: number; slots: Slot[] }> {
  const input = parseInput(slotsSchema, raw);
  const { booking, therapistId } = await settleable(db, viewer, input.reference, false);
  return {
    day: input.day,
    durationMinutes: booking.durationMinutes,
    slots: await slotsFor(db, booking, therapistId, input.day, now),
  };
}

export interface SettledWithBooking {
  reference: string;
  bookingId: string;
  sessionId: string;
  start: Date;
}

/**
 * Settles a payment that arrived after its session time was given back, by booking the client
 * another time with the same therapist: the payment pays for it. The booking it was made for is
 * confirmed and paid again at the new time (with a new session), the payment is settled, the
 * client and the therapist are told as for any booking, and the audit log has it. The time must
 * be one the booking rules offer now; another booking taking it meanwhile is SLOT_TAKEN.
 */
export async function settleWithBooking(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<SettledWithBooking> {
  const input = parseInput(settleSchema, raw);
  try {
    return await db.transaction(async (tx) => {
      const { payment, booking, therapistId, sessionKind } = await settleable(tx, viewer, input.reference, true);
      const start = input.start;
      if (start.getTime() <= now.getTime()) throw new AppError("bad_request", DATE_IN_PAST, { start: DATE_IN_PAST });
      if (!isSlotStart(start, PRACTICE_TIME_ZONE)) {
        throw new AppError("bad_request", SLOT_UNAVAILABLE, { start: SLOT_UNAVAILABLE });
      }
      const slots = await slotsFor(tx, booking, therapistId, dayInZone(start, PRACTICE_TIME_ZONE), now);
      const slot = slots.find((s) => s.start.getTime() === start.getTime());
      if (!slot?.available) {
        const taken = slot?.reason === "therapist_busy";
        const message = taken ? SLOT_TAKEN : SLOT_UNAVAILABLE;
        throw new AppError(taken ? "conflict" : "bad_request", message, { start: message });
      }
      const end = new Date(start.getTime() + booking.durationMinutes * 60_000);
      const [session] = await tx
        .insert(sessions)
        .values({
          clientId: booking.userId,
          therapistId,
          serviceId: booking.serviceId,
          startsAt: start,
          bookedAt: now,
          endsAt: end,
          durationMinutes: booking.durationMinutes,
          sessionType: sessionKind,
          status: "scheduled",
          createdBy: viewer.userId,
        })
        .returning({ id: sessions.id });
      if (!session) throw new Error("session insert returned no row");
      await enqueueCalendarPush(tx, session.id);
      await tx
        .update(bookings)
        .set({
          sessionId: session.id,
          startsAt: start,
          status: "confirmed",
          paymentStatus: "paid",
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(bookings.id, booking.id));
      await tx
        .update(paymentTransactions)
        .set({ settledAt: now, updatedAt: now })
        .where(eq(paymentTransactions.id, payment.id));
      await notifyBookingConfirmed(tx, { ...booking, sessionId: session.id, startsAt: start }, now);
      await recordAudit(tx, {
        action: "payment.settled",
        userId: viewer.userId,
        tableName: "payment_transactions",
        recordId: payment.id,
        details: {
          reference: payment.reference,
          how: "booked_another_time",
          bookingId: booking.id,
          sessionId: session.id,
          start: start.toISOString(),
        },
      });
      return { reference: payment.reference, bookingId: booking.id, sessionId: session.id, start };
    });
  } catch (err) {
    if (pgErrorCode(err) !== PG.exclusionViolation) throw err;
    throw new AppError("conflict", SLOT_TAKEN, { start: SLOT_TAKEN });
  }
}

import { CHANGE_REFUSAL_MESSAGE, SESSION_NOT_FOUND } from "@domain/session-changes";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { coupons, emailOutbox, paymentTransactions, purchasedSupportPlans, sessions } from "@server/db/schema";
import { PG, pgErrorCode } from "@server/lib/errors";
import { computeDaySlots } from "@server/modules/booking";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertViewer, rejection } from "@tests/support/payments-world";
import {
  auditOf,
  bookingRow,
  bookWithCoupon,
  bookWithPlanCredit,
  insertPaidBooking,
  NOW,
  notificationsOf,
  sessionRow,
  slotAt,
} from "@tests/support/sessions-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelMySession } from "./cancel-my-session";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);

describe("cancelMySession", () => {
  it("cancels a paid session and its booking, keeps the payment (no automatic refund) and tells both sides", async () => {
    const me = await world.client();
    const paid = await insertPaidBooking(world, me, slotAt(3, 10));

    const result = await cancelMySession(db, me, { sessionId: paid.sessionId, reason: "  Travelling  " }, NOW);
    expect(result).toMatchObject({
      sessionId: paid.sessionId,
      refund: true,
      creditReturned: false,
      couponReturned: false,
    });
    expect(result.when).toContain("2031");

    const session = await sessionRow(db, paid.sessionId);
    expect(session).toMatchObject({ status: "cancelled", cancellationReason: "Travelling" });
    expect(session.cancelledAt?.toISOString()).toBe(NOW.toISOString());
    expect(await bookingRow(db, paid.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "paid" });

    const told = await notificationsOf(db, world.therapistId);
    const notice = told.find((n) => n.title === "Session cancelled by client");
    expect(notice?.message).toContain(`${me.firstName} ${me.lastName} cancelled`);
    expect(notice?.message).toContain('Their reason: "Travelling"');
    const mine = await notificationsOf(db, me.userId);
    expect(mine.map((n) => n.title)).toEqual(["Session cancelled"]);
    expect(mine[0]?.message).toContain("Contact us about a refund");
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, me.email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your session on .* is cancelled$/)]);
    expect(await auditOf(db, paid.sessionId, "session.cancelled_by_client")).toHaveLength(1);
  });

  it("frees the time: the slot is offered again and another client can book it", async () => {
    const me = await world.client();
    const start = slotAt(4, 11);
    const mine = await insertPaidBooking(world, me, start);
    const other = await world.client();
    const day = dayInZone(start, PRACTICE_TIME_ZONE);
    const offered = async () =>
      (
        await computeDaySlots(db, {
          therapistId: world.therapistId,
          clientId: other.userId,
          day,
          durationMinutes: 50,
          now: NOW,
        })
      ).find((slot) => slot.start.getTime() === start.getTime());
    expect(await offered()).toMatchObject({ available: false, reason: "therapist_busy" });
    // The database itself refuses a second session over it while it stands.
    const clash = await db
      .insert(sessions)
      .values({
        clientId: other.userId,
        therapistId: world.therapistId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 50 * 60_000),
        durationMinutes: 50,
        sessionType: "teletherapy",
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(pgErrorCode(clash)).toBe(PG.exclusionViolation);

    await cancelMySession(db, me, { sessionId: mine.sessionId }, NOW);

    expect(await offered()).toMatchObject({ available: true, reason: null });
    const theirs = await bookWithCoupon(world, other, start);
    expect((await sessionRow(db, theirs.sessionId)).status).toBe("scheduled");
  });

  it.each(["plan", "package"] as const)("gives a %s session back to the one it came from", async (kind) => {
    const me = await world.client();
    const booked = await bookWithPlanCredit(world, me, slotAt(5, kind === "plan" ? 9 : 10), kind);
    const left = async () =>
      (await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.id, booked.purchasedPlanId)))[0]
        ?.remainingSessions;
    expect(await left()).toBe(1);

    const result = await cancelMySession(db, me, { sessionId: booked.sessionId }, NOW);
    expect(result).toMatchObject({ refund: false, creditReturned: true });
    expect(await left()).toBe(2);
    expect(await bookingRow(db, booked.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "free" });
    const notice = (await notificationsOf(db, me.userId)).find((n) => n.title === "Session cancelled");
    expect(notice?.message).toContain("back in your plan");
  });

  it("makes the coupon that paid for it usable again", async () => {
    const me = await world.client();
    const booked = await bookWithCoupon(world, me, slotAt(5, 13));
    const coupon = async () => (await db.select().from(coupons).where(eq(coupons.id, booked.couponId)))[0];
    expect(await coupon()).toMatchObject({ status: "used", usedBy: me.userId });

    expect(await cancelMySession(db, me, { sessionId: booked.sessionId }, NOW)).toMatchObject({ couponReturned: true });
    expect(await coupon()).toMatchObject({ status: "active", usedBy: null, usedAt: null });
  });

  it("releases a booking still awaiting payment: the hold ends and the awaited payment is cancelled", async () => {
    const me = await world.client();
    const held = await insertPaidBooking(world, me, slotAt(6, 10), 50, {
      booking: "pending_payment",
      payment: "pending",
    });
    const reference = (await bookingRow(db, held.bookingId)).paymentId!;
    await db.insert(paymentTransactions).values({
      reference,
      userId: me.userId,
      provider: "paystack",
      purpose: "booking",
      amount: 40_000,
      currency: "GHS",
      status: "pending",
    });

    expect(await cancelMySession(db, me, { sessionId: held.sessionId }, NOW)).toMatchObject({ refund: false });
    expect(await bookingRow(db, held.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    expect((await sessionRow(db, held.sessionId)).status).toBe("cancelled");
    const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
    expect(payment?.status).toBe("cancelled");
  });

  it("is refused within 24 hours of the start, and nothing changes", async () => {
    const me = await world.client();
    const soon = await insertPaidBooking(world, me, hours(23));
    const error = await rejection(cancelMySession(db, me, { sessionId: soon.sessionId }, NOW));
    expect(error).toMatchObject({ code: "conflict", message: CHANGE_REFUSAL_MESSAGE.too_late });
    expect((await sessionRow(db, soon.sessionId)).status).toBe("scheduled");
    expect((await bookingRow(db, soon.bookingId)).status).toBe("confirmed");

    // Exactly 24 hours ahead is still in time.
    const edge = await insertPaidBooking(world, me, hours(24));
    await expect(cancelMySession(db, me, { sessionId: edge.sessionId }, NOW)).resolves.toMatchObject({
      sessionId: edge.sessionId,
    });
  });

  it("refuses a session already cancelled, and one already past", async () => {
    const me = await world.client();
    const booked = await insertPaidBooking(world, me, slotAt(7, 10));
    await cancelMySession(db, me, { sessionId: booked.sessionId }, NOW);
    const again = await rejection(cancelMySession(db, me, { sessionId: booked.sessionId }, NOW));
    expect(again).toMatchObject({ code: "conflict", message: CHANGE_REFUSAL_MESSAGE.cancelled });

    const past = await insertPaidBooking(world, me, slotAt(-2, 10));
    const closed = await rejection(cancelMySession(db, me, { sessionId: past.sessionId }, NOW));
    expect(closed).toMatchObject({ code: "conflict", message: CHANGE_REFUSAL_MESSAGE.not_upcoming });
  });

  it("treats another client's session, an admin's attempt and a malformed id as not found", async () => {
    const owner = await world.client();
    const booked = await insertPaidBooking(world, owner, slotAt(8, 10));
    const stranger = await world.client();
    const admin = await insertViewer(db, { role: "admin" });

    for (const viewer of [stranger, admin]) {
      const error = await rejection(cancelMySession(db, viewer, { sessionId: booked.sessionId }, NOW));
      expect(error).toMatchObject({ code: "not_found", message: SESSION_NOT_FOUND });
    }
    for (const sessionId of ["not-a-session", "00000000-0000-4000-8000-000000000000", ""]) {
      const error = await rejection(cancelMySession(db, stranger, { sessionId }, NOW));
      expect(error.code).toMatch(/not_found|bad_request/);
    }
    expect((await sessionRow(db, booked.sessionId)).status).toBe("scheduled");
    expect(await notificationsOf(db, owner.userId)).toHaveLength(0);
  });
});

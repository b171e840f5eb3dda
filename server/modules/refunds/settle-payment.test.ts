// Settling a payment that arrived after its session time was given back: by booking the client
// another time (the payment pays for it) or by refunding it, on both engines.
import { SLOT_TAKEN, SLOT_UNAVAILABLE } from "@domain/booking-messages";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  bookings,
  notifications,
  paymentTransactions,
  sessions,
  transactionLedger,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { listPaymentsNeedingSettling } from "@server/modules/payments";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { refundPayment } from "./refund-payment";
import { getSettleSlots, SETTLE_TEXT, settleWithBooking } from "./settle-with-booking";

const booking = useBookingWorld({ poolSize: 4 });
let world: BookingWorld;
let db: Database;
let admin: Viewer;
let day = 40;
beforeAll(async () => {
  world = booking.world;
  db = world.db;
  admin = await insertViewer(db, { role: "admin" });
});

/** The probe's sequence: two holds of one time, then the first (replaced) one is paid. */
async function latePayment() {
  const client = await insertViewer(db);
  const start = accraSlot(day++, 10);
  const hold = async () => {
    const result = await createBooking(world.deps, client, bookingRequest(world.localServiceId, start));
    if (result.kind !== "paystack") throw new Error(`expected Paystack, got ${result.kind}`);
    return result;
  };
  const first = await hold();
  await hold();
  expect(await world.sim.complete(first.payment.reference, "success")).toBe(200);
  return { client, reference: first.payment.reference, bookingId: first.bookingId, start };
}

const paymentOf = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;
const listed = async (reference: string) =>
  (await listPaymentsNeedingSettling(db, admin)).some((p) => p.reference === reference);

describe("settling a late payment by booking another time", () => {
  it("confirms the booking at the new time with the same therapist, and the payment is settled", async () => {
    const { client, reference, bookingId, start } = await latePayment();
    expect(await listed(reference)).toBe(true);
    const newDay = accraSlot(day++, 9).toISOString().slice(0, 10);
    const offered = await getSettleSlots(db, admin, { reference, day: newDay });
    expect(offered).toMatchObject({ day: newDay, durationMinutes: 50 });
    const free = offered.slots.find((s) => s.available && s.start.getUTCHours() === 14);
    expect(free).toBeDefined();

    const settled = await settleWithBooking(db, admin, { reference, start: free!.start.toISOString() });
    expect(settled).toMatchObject({ reference, bookingId });
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ status: "confirmed", paymentStatus: "paid", sessionId: settled.sessionId });
    expect(row!.startsAt.getTime()).toBe(free!.start.getTime());
    expect(row!.startsAt.getTime()).not.toBe(start.getTime());
    const [session] = await db.select().from(sessions).where(eq(sessions.id, settled.sessionId));
    expect(session).toMatchObject({ status: "scheduled", therapistId: world.therapistId, clientId: client.userId });

    const payment = await paymentOf(reference);
    expect(payment.settledAt).toBeInstanceOf(Date);
    expect(await listed(reference)).toBe(false);
    // The money was already in the books once; settling adds no second line.
    expect(await db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference))).toHaveLength(1);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.map((n) => n.title)).toContain("Session booked");
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.recordId, payment.id));
    expect(audit).toBeDefined();

    expect(
      await rejection(settleWithBooking(db, admin, { reference, start: free!.start.toISOString() })),
    ).toMatchObject({
      code: "conflict",
      message: SETTLE_TEXT.settled,
    });
  });

  it("refuses a taken or unoffered time, other people, and payments that need no settling", async () => {
    const { client, reference } = await latePayment();
    // The time the client's second hold still keeps is taken.
    const taken = await db
      .select({ start: bookings.startsAt })
      .from(bookings)
      .where(eq(bookings.userId, client.userId));
    const held = taken.map((t) => t.start).find(Boolean)!;
    const busy = await rejection(settleWithBooking(db, admin, { reference, start: held.toISOString() }));
    expect([SLOT_TAKEN, SLOT_UNAVAILABLE]).toContain(busy.message);
    const offHours = accraSlot(day++, 3);
    expect((await rejection(settleWithBooking(db, admin, { reference, start: offHours.toISOString() }))).message).toBe(
      SLOT_UNAVAILABLE,
    );
    expect(await rejection(settleWithBooking(db, client, { reference, start: offHours.toISOString() }))).toMatchObject({
      code: "forbidden",
    });
    expect(await rejection(getSettleSlots(db, client, { reference, day: "2030-01-01" }))).toMatchObject({
      code: "forbidden",
    });
    expect(
      await rejection(settleWithBooking(db, admin, { reference: "PSK-NONE", start: offHours.toISOString() })),
    ).toMatchObject({ code: "not_found" });
    expect(await listed(reference)).toBe(true);
  });
});

describe("settling a late payment by refunding it", () => {
  it("refunds it in full through Paystack, and it is settled", async () => {
    const { client, reference } = await latePayment();
    const done = await refundPayment({ db, paystack: world.paystack }, admin, {
      reference,
      amount: "400",
      reason: "The time was no longer available",
      effect: "keep",
    });
    expect(done).toMatchObject({ amount: 40_000, sessionCancelled: false });
    expect((await paymentOf(reference)).settledAt).toBeInstanceOf(Date);
    expect(await listed(reference)).toBe(false);
    expect(world.sim.transactions.get(reference)?.refunded).toBe(40_000);
    const lines = await db
      .select()
      .from(transactionLedger)
      .where(eq(transactionLedger.paymentTransactionId, (await paymentOf(reference)).id));
    expect(lines.map((l) => [l.transactionType, l.amount]).sort()).toEqual([
      ["booking", 40_000],
      ["refund", 40_000],
    ]);
    // Nothing was delivered, so nothing can be cancelled; and a settled payment cannot be booked.
    expect(
      await rejection(settleWithBooking(db, admin, { reference, start: accraSlot(day++, 11).toISOString() })),
    ).toMatchObject({ code: "conflict" });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.map((n) => n.title)).toContain("Refund issued");
  });
});

import type { Database } from "@server/db/client";
import { bookings, notifications, paymentTransactions, sessions } from "@server/db/schema";
import { EXPIRE_BOOKING_HOLD_JOB } from "@server/jobs/queues";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { queuedJobs } from "@tests/support/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "./create-booking";
import { expireBookingHold, HOLD_RELEASED_TITLE } from "./expire-booking-hold";
import { listMySessions } from "./list-my-sessions";

let world: BookingWorld;
let db: Database;

beforeAll(async () => {
  world = await openBookingWorld();
  db = world.db;
});
afterAll(async () => world?.close());

const bookingOf = async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const sessionOf = async (id: string) => (await db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

describe("an unpaid hold", () => {
  it("expires when its time comes: the slot is free again and the client is told", async () => {
    const viewer = await world.client("international");
    const start = accraSlot(11, 10);
    const result = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.internationalServiceId, start, {}, { region: "international", currency: "USD" }),
    );
    if (result.kind !== "bank_transfer") throw new Error(`expected a transfer booking, got ${result.kind}`);
    const held = await bookingOf(result.bookingId);
    // Her portal lists it with until when it is held and the transfer to make.
    const list = await listMySessions(db, viewer, {});
    if (list.view !== "list") throw new Error("expected the list view");
    const [listed] = list.upcoming.sessions;
    expect(listed?.booking).toMatchObject({
      heldUntil: held.holdExpiresAt,
      awaitedTransfer: {
        kind: "bank_transfer",
        reference: result.reference,
        amount: held.paymentAmount,
        currency: "USD",
      },
    });
    const holdJobs = (await queuedJobs(db, EXPIRE_BOOKING_HOLD_JOB)).filter(
      (job) => job.singletonKey === `hold:${result.bookingId}`,
    );
    expect(holdJobs.map((job) => job.startAfter.toISOString())).toEqual([held.holdExpiresAt?.toISOString()]);

    // Not yet due: nothing changes.
    await expireBookingHold(db, { bookingId: result.bookingId }, new Date(held.holdExpiresAt!.getTime() - 1_000));
    expect((await bookingOf(result.bookingId)).status).toBe("pending_payment");

    await expireBookingHold(db, { bookingId: result.bookingId }, held.holdExpiresAt!);
    expect(await bookingOf(result.bookingId)).toMatchObject({ status: "expired", paymentStatus: "failed" });
    expect((await sessionOf(held.sessionId!)).status).toBe("cancelled");
    const [payment] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, result.reference));
    expect(payment?.status).toBe("cancelled");
    const notes = await db.select().from(notifications).where(eq(notifications.userId, viewer.userId));
    expect(notes.map((n) => n.title)).toContain(HOLD_RELEASED_TITLE);

    const other = await world.client("international");
    const again = await createBooking(
      world.deps,
      other,
      bookingRequest(world.internationalServiceId, start, {}, { region: "international", currency: "USD" }),
    );
    expect(again.kind).toBe("bank_transfer");
  });

  it("a paid booking is never expired", async () => {
    const viewer = await world.client();
    const result = await createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(11, 14)));
    if (result.kind !== "paystack") throw new Error(`expected a Paystack booking, got ${result.kind}`);
    await world.sim.complete(result.payment.reference, "success");
    await expireBookingHold(db, { bookingId: result.bookingId }, new Date(Date.now() + 86_400_000));
    expect((await bookingOf(result.bookingId)).status).toBe("confirmed");
  });
});

describe("asking again for a time one already holds", () => {
  it("replaces one's own unpaid Paystack hold instead of refusing it", async () => {
    world.sim.setWebhookUrl(null);
    const viewer = await world.client();
    const start = accraSlot(13, 10);
    const first = await createBooking(world.deps, viewer, bookingRequest(world.localServiceId, start));
    if (first.kind !== "paystack") throw new Error(`expected a Paystack booking, got ${first.kind}`);
    await world.sim.complete(first.payment.reference, "abandoned");

    const second = await createBooking(world.deps, viewer, bookingRequest(world.localServiceId, start));
    if (second.kind !== "paystack") throw new Error(`expected a Paystack booking, got ${second.kind}`);
    expect(second.bookingId).not.toBe(first.bookingId);
    expect(await bookingOf(first.bookingId)).toMatchObject({ status: "cancelled", paymentStatus: "failed" });
    const [old] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, first.payment.reference));
    expect(old?.status).toBe("cancelled");
    expect(await bookingOf(second.bookingId)).toMatchObject({ status: "pending_payment" });

    // Someone else still cannot take it.
    const other = await world.client();
    const error = await createBooking(world.deps, other, bookingRequest(world.localServiceId, start)).catch(
      (e: Error) => e,
    );
    expect(error).toMatchObject({ code: "conflict" });
    world.sim.setWebhookUrl(world.webhookUrl);
  });
});

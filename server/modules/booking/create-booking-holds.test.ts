import { TOO_MANY_UNPAID_SESSIONS } from "@domain/unpaid-holds";
import type { Database } from "@server/db/client";
import { bookings, coupons, notifications, paymentTransactions, sessions } from "@server/db/schema";
import { EXPIRE_BOOKING_HOLD_JOB } from "@server/jobs/queues";
import type { Viewer } from "@server/modules/accounts";
import { cancelMySession } from "@server/modules/sessions";
import { accraSlot, type BookingWorld, bookingRequest, openBookingWorld } from "@tests/support/booking-world";
import { uniqCode } from "@tests/support/fixtures";
import { queuedJobs } from "@tests/support/jobs";
import { rejection } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
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

describe("unpaid holds per client", () => {
  const abroad = { region: "international", currency: "USD" } as const;
  const transfer = (viewer: Viewer, start: Date, now?: Date) =>
    createBooking(world.deps, viewer, bookingRequest(world.internationalServiceId, start, {}, abroad), now);
  const heldBy = async (viewer: Viewer) =>
    db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, viewer.userId), eq(bookings.status, "pending_payment")));

  it("are three at a time: a fourth bank transfer is refused with why and what to do, and nothing of it is kept", async () => {
    const viewer = await world.client("international");
    const held = [];
    for (const hour of [9, 10, 11]) held.push(await transfer(viewer, accraSlot(15, hour)));
    expect(held.map((b) => b.kind)).toEqual(["bank_transfer", "bank_transfer", "bank_transfer"]);
    const payments = await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, viewer.userId));

    const refused = await rejection(transfer(viewer, accraSlot(15, 12)));
    expect([refused.status, refused.message]).toEqual([409, TOO_MANY_UNPAID_SESSIONS]);
    // No field named: the page keeps her chosen time and everything she typed.
    expect(refused.fields).toBeUndefined();
    // Paying by card (a time too soon for a transfer) holds a time too, and is refused the same way.
    const byCard = await rejection(transfer(viewer, accraSlot(1, 12)));
    expect(byCard.message).toBe(TOO_MANY_UNPAID_SESSIONS);
    expect(await heldBy(viewer)).toHaveLength(3);
    expect(await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, viewer.userId))).toEqual(
      payments,
    );
    // The refused time is still free for anyone else.
    const other = await world.client("international");
    expect((await transfer(other, accraSlot(15, 12))).kind).toBe("bank_transfer");
  });

  it("count Paystack holds awaiting payment as well, but never a session a coupon paid for", async () => {
    world.sim.setWebhookUrl(null);
    const viewer = await world.client();
    const book = (hour: number) =>
      createBooking(world.deps, viewer, bookingRequest(world.localServiceId, accraSlot(16, hour)));
    for (const hour of [9, 10, 11]) expect((await book(hour)).kind).toBe("paystack");
    expect((await rejection(book(12))).message).toBe(TOO_MANY_UNPAID_SESSIONS);
    // Her own window again for a time she holds gives that hold back first: still three.
    expect((await book(10)).kind).toBe("paystack");
    expect(await heldBy(viewer)).toHaveLength(3);
    // A coupon pays for a session at once: nothing is held, nothing is refused.
    const code = uniqCode();
    await db.insert(coupons).values({ code, couponType: "individual_teletherapy", status: "active" });
    const free = await createBooking(
      world.deps,
      viewer,
      bookingRequest(world.localServiceId, accraSlot(16, 13), { couponCode: code }),
    );
    expect(free.kind).toBe("confirmed");
    world.sim.setWebhookUrl(world.webhookUrl);
  });

  it("free her turn when one is cancelled or runs out", async () => {
    const viewer = await world.client("international");
    const held = [];
    for (const hour of [9, 10, 11]) held.push(await transfer(viewer, accraSlot(17, hour)));

    // She cancels one she no longer needs: she may book another.
    const [first] = await db.select().from(bookings).where(eq(bookings.id, held[0]!.bookingId));
    await cancelMySession(db, viewer, { sessionId: first!.sessionId });
    expect((await transfer(viewer, accraSlot(17, 13))).kind).toBe("bank_transfer");
    expect((await rejection(transfer(viewer, accraSlot(17, 14)))).message).toBe(TOO_MANY_UNPAID_SESSIONS);

    // Three days on, her holds have run out, even before the jobs that release them have run.
    const [any] = await heldBy(viewer);
    const after = new Date(any!.holdExpiresAt!.getTime() + 60_000);
    expect((await transfer(viewer, accraSlot(17, 14), after)).kind).toBe("bank_transfer");
  });
});

// A Paystack window closed or declined gives its session time back at once, silently, and leaves
// no session in the client's portal or a staff calendar; a payment that went through as the
// window closed is delivered instead.
import { PAYMENT_DECLINED, PAYMENT_NOT_FOUND } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { auditLogs, bookings, emailOutbox, notifications, paymentTransactions } from "@server/db/schema";
import { createBooking, expireBookingHold, listMySessions } from "@server/modules/booking";
import { listSessionsBetween } from "@server/modules/staff";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertViewer, rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { abandonPaystackPayment } from "./abandon-paystack-payment";
import { confirmPaystackPayment } from "./confirm-payment";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
beforeAll(() => {
  world = booking.world;
  db = world.db;
});
beforeEach(() => world.sim.setWebhookUrl(world.webhookUrl));

type Client = Awaited<ReturnType<typeof insertViewer>>;

async function hold(client: Client, start: Date) {
  const result = await createBooking(world.deps, client, bookingRequest(world.localServiceId, start));
  if (result.kind !== "paystack") throw new Error(`expected a Paystack hold, got ${result.kind}`);
  return { bookingId: result.bookingId, reference: result.payment.reference };
}

/** What the client and the therapist's calendar would show of that time. */
async function shown(client: Client, start: Date) {
  const list = await listMySessions(db, client, {});
  if (list.view !== "list") throw new Error("expected the list view");
  const mine = [...list.upcoming.sessions, ...list.past.sessions].filter((s) => s.start.getTime() === start.getTime());
  const month = await listMySessions(db, client, { view: "calendar", month: start.toISOString().slice(0, 7) });
  const inMonth = month.view === "calendar" ? month.sessions.filter((s) => s.start.getTime() === start.getTime()) : [];
  const admin = await viewerFor(db, (await insertViewer(db, { role: "admin" })).userId);
  const staff = (
    await listSessionsBetween(db, admin, {
      from: new Date(start.getTime() - 3_600_000).toISOString(),
      to: new Date(start.getTime() + 3_600_000).toISOString(),
    })
  ).filter((s) => s.clientId === client.userId);
  return { portal: mine.length + inMonth.length, staff };
}

async function told(client: Client) {
  const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email));
  return { notes: notes.map((n) => n.title), mails: mails.map((m) => m.subject) };
}

describe("a Paystack attempt she gives up", () => {
  it("while held, the staff calendar shows the time as awaiting payment", async () => {
    const client = await insertViewer(db);
    const start = accraSlot(12, 10);
    await hold(client, start);
    const { staff } = await shown(client, start);
    expect(staff).toMatchObject([{ status: "scheduled", awaitingPayment: true }]);
  });

  it("closed unpaid: the time is free at once, nothing is shown anywhere, and she gets no 'released' message", async () => {
    const client = await insertViewer(db);
    const start = accraSlot(12, 11);
    const { bookingId, reference } = await hold(client, start);
    const before = await told(client);

    expect(await abandonPaystackPayment(world.deps, client.userId, { reference })).toBe("released");
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toMatchObject([
      { status: "cancelled", paymentStatus: "failed", holdExpiresAt: null },
    ]);
    const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
    expect(payment?.status).toBe("abandoned");
    expect(await shown(client, start)).toEqual({ portal: 0, staff: [] });
    expect(await told(client)).toEqual(before);
    const audit = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(inArray(auditLogs.recordId, [bookingId, payment?.id ?? ""])));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["payment.abandoned", "booking.hold_discarded"]));

    // Someone else can book the time straight away; her hold running out later changes nothing.
    const other = await insertViewer(db);
    expect((await hold(other, start)).bookingId).not.toBe(bookingId);
    await expireBookingHold(db, { bookingId }, new Date(Date.now() + 3_600_000));
    expect(await told(client)).toEqual(before);
    // Asking twice is harmless.
    expect(await abandonPaystackPayment(world.deps, client.userId, { reference })).toBe("released");
  });

  it("declined: verify says so with what to do, and the time is free at once", async () => {
    const client = await insertViewer(db);
    const start = accraSlot(12, 12);
    const { bookingId, reference } = await hold(client, start);
    await world.sim.complete(reference, "failed");
    const declined = await rejection(
      confirmPaystackPayment(world.deps, { source: "verify", reference, actorUserId: client.userId }),
    );
    expect([declined.status, declined.message]).toEqual([402, PAYMENT_DECLINED.description]);
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toMatchObject([
      { status: "cancelled", paymentStatus: "failed" },
    ]);
    expect(await shown(client, start)).toEqual({ portal: 0, staff: [] });
    const other = await insertViewer(db);
    await hold(other, start);
  });

  it("paid as the window closed: Paystack is asked first, and the booking is confirmed", async () => {
    const client = await insertViewer(db);
    const start = accraSlot(12, 13);
    const { bookingId, reference } = await hold(client, start);
    world.sim.setWebhookUrl(null);
    await world.sim.complete(reference, "success");
    expect(await abandonPaystackPayment(world.deps, client.userId, { reference })).toBe("paid");
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toMatchObject([
      { status: "confirmed", paymentStatus: "paid" },
    ]);
  });

  it("left open until the hold runs out: the time is given back without a 'released' message", async () => {
    const client = await insertViewer(db);
    const start = accraSlot(12, 15);
    const { bookingId } = await hold(client, start);
    const before = await told(client);
    await expireBookingHold(db, { bookingId }, new Date(Date.now() + 31 * 60_000));
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toMatchObject([
      { status: "expired", paymentStatus: "failed" },
    ]);
    expect(await told(client)).toEqual(before);
    expect(await shown(client, start)).toEqual({ portal: 0, staff: [] });
  });

  it("someone else's reference answers as an unknown one, and changes nothing", async () => {
    const client = await insertViewer(db);
    const { bookingId, reference } = await hold(client, accraSlot(12, 14));
    const stranger = await insertViewer(db);
    const error = await rejection(abandonPaystackPayment(world.deps, stranger.userId, { reference }));
    expect([error.code, error.message]).toEqual(["not_found", PAYMENT_NOT_FOUND]);
    const empty = await rejection(abandonPaystackPayment(world.deps, client.userId, { reference: " " }));
    expect(empty.code).toBe("bad_request");
    expect(await db.select().from(bookings).where(eq(bookings.id, bookingId))).toMatchObject([
      { status: "pending_payment" },
    ]);
  });
});

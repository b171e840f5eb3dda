// A payment that arrives when what it paid for is gone (the hold was replaced, or ran out) is
// recorded all the same and marked as needing settling: the probe's sequence, on both engines.
import { PAYMENT_NEEDS_SETTLING } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  bookings,
  emailOutbox,
  notifications,
  paymentTransactions,
  transactionLedger,
} from "@server/db/schema";
import { createBooking, expireBookingHold } from "@server/modules/booking";
import { listPaymentsNeedingSettling } from "@server/modules/payments";
import { accraSlot, type BookingWorld, bookingRequest, useBookingWorld } from "@tests/support/booking-world";
import { insertViewer, viewerFor } from "@tests/support/payments-world";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmPaystackPayment } from "./confirm-payment";
import { markTransferReceived } from "./mark-transfer-received";

const booking = useBookingWorld({ poolSize: 4 });
let world: BookingWorld;
let db: Database;
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

const paymentOf = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;
const notesOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

/** Everything a payment's recording writes, counted, to show a replay writes nothing. */
async function writtenFor(reference: string, userId: string) {
  const [ledger] = await db
    .select({ n: count() })
    .from(transactionLedger)
    .where(eq(transactionLedger.reference, reference));
  const [audits] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(eq(auditLogs.action, "payment.needs_settling"));
  return { ledger: ledger?.n, audits: audits?.n, notes: (await notesOf(userId)).length };
}

async function paystackBooking(viewer: Awaited<ReturnType<typeof insertViewer>>, start: Date) {
  const result = await createBooking(world.deps, viewer, bookingRequest(world.localServiceId, start));
  if (result.kind !== "paystack") throw new Error(`expected a Paystack hold, got ${result.kind}`);
  return { bookingId: result.bookingId, reference: result.payment.reference };
}

describe("a payment for a hold that was replaced (the probe's sequence)", () => {
  it("is recorded through the webhook (200), marked as needing settling, and everyone is told; a replay writes nothing", async () => {
    const admin = await insertViewer(db, { role: "admin" });
    const client = await insertViewer(db);
    const start = accraSlot(5, 10);
    const first = await paystackBooking(client, start);
    const second = await paystackBooking(client, start);
    expect((await paymentOf(first.reference)).status).toBe("cancelled");

    // The client completes the first window after all: Paystack's signed webhook arrives.
    expect(await world.sim.complete(first.reference, "success")).toBe(200);
    const paid = await paymentOf(first.reference);
    expect(paid).toMatchObject({ status: "success", fulfilledAt: null });
    expect(paid.verifiedAt).toBeInstanceOf(Date);
    expect(paid.needsSettlingAt).toBeInstanceOf(Date);
    expect(paid.settlementReason).toMatch(/no longer held/);
    expect(world.webhookAnswers.at(-1)).toMatchObject({ status: 200, outcome: { outcome: "needs_settling" } });

    const [line] = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, first.reference));
    // The money is the therapist's whose session it was for, though it pays for nothing yet.
    expect(line).toMatchObject({
      status: "completed",
      amount: paid.amount,
      currency: paid.currency,
      therapistId: world.therapistId,
    });
    expect((await notesOf(client.userId)).map((n) => n.title)).toContain(PAYMENT_NEEDS_SETTLING.clientTitle);
    expect((await notesOf(admin.userId)).map((n) => n.title)).toContain(PAYMENT_NEEDS_SETTLING.adminTitle);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email));
    expect(mails.map((m) => m.subject)).toContain(`${PAYMENT_NEEDS_SETTLING.clientTitle} (${first.reference})`);
    // The second hold is untouched: still the client's, still waiting for its own payment.
    const [held] = await db.select().from(bookings).where(eq(bookings.id, second.bookingId));
    expect(held).toMatchObject({ status: "pending_payment", paymentId: second.reference });

    // The browser's verify and a replayed webhook answer the same, and write nothing more.
    const before = await writtenFor(first.reference, client.userId);
    const verified = await confirmPaystackPayment(world.deps, {
      source: "verify",
      reference: first.reference,
      actorUserId: client.userId,
    });
    expect(verified.status).toBe("needs_settling");
    expect((await world.sim.replayWebhook(first.reference)).status).toBe(200);
    expect(await writtenFor(first.reference, client.userId)).toEqual(before);

    // The admin sees it listed; nobody else may list it.
    const listed = await listPaymentsNeedingSettling(db, admin);
    expect(listed.find((p) => p.reference === first.reference)).toMatchObject({
      clientEmail: client.email,
      amount: paid.amount,
      purpose: "booking",
    });
    await expect(listPaymentsNeedingSettling(db, client)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("is recorded once when the webhook and the verify arrive at the same moment", async () => {
    const client = await insertViewer(db);
    const start = accraSlot(6, 11);
    const first = await paystackBooking(client, start);
    await paystackBooking(client, start);
    world.sim.setWebhookUrl(null);
    await world.sim.complete(first.reference, "success");
    world.sim.setWebhookUrl(world.webhookUrl);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        confirmPaystackPayment(
          world.deps,
          i % 2
            ? { source: "webhook", reference: first.reference }
            : { source: "verify", reference: first.reference, actorUserId: client.userId },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(4).fill("needs_settling"));
    const titles = (await notesOf(client.userId)).map((n) => n.title);
    expect(titles.filter((t) => t === PAYMENT_NEEDS_SETTLING.clientTitle)).toHaveLength(1);
    const lines = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, first.reference));
    expect(lines).toHaveLength(1);
  });
});

describe("a payment after the hold ran out", () => {
  it("is recorded and needs settling (Paystack)", async () => {
    const client = await insertViewer(db);
    const held = await paystackBooking(client, accraSlot(7, 9));
    const [row] = await db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    await expireBookingHold(db, { bookingId: held.bookingId }, new Date(row!.holdExpiresAt!.getTime() + 1_000));
    expect((await db.select().from(bookings).where(eq(bookings.id, held.bookingId)))[0]?.status).toBe("expired");

    expect(await world.sim.complete(held.reference, "success")).toBe(200);
    expect(await paymentOf(held.reference)).toMatchObject({ status: "success", fulfilledAt: null });
    expect((await paymentOf(held.reference)).needsSettlingAt).toBeInstanceOf(Date);
  });

  it("is recorded and needs settling when an admin records a transfer that arrived too late", async () => {
    const admin = await insertViewer(db, { role: "admin" });
    const client = await insertViewer(db, { region: "international", currency: "USD" });
    const result = await createBooking(
      world.deps,
      client,
      bookingRequest(world.internationalServiceId, accraSlot(8, 13), {}, { region: "international", currency: "USD" }),
    );
    if (result.kind !== "bank_transfer") throw new Error(`expected a transfer hold, got ${result.kind}`);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, result.bookingId));
    await expireBookingHold(db, { bookingId: result.bookingId }, new Date(row!.holdExpiresAt!.getTime() + 1_000));

    const recorded = await markTransferReceived(db, await viewerFor(db, admin.userId), { reference: result.reference });
    expect(recorded).toMatchObject({ reference: result.reference, needsSettling: true, recordId: null });
    const payment = await paymentOf(result.reference);
    expect(payment).toMatchObject({ status: "success", fulfilledAt: null });
    expect(payment.needsSettlingAt).toBeInstanceOf(Date);
    await expect(
      markTransferReceived(db, await viewerFor(db, admin.userId), { reference: result.reference }),
    ).rejects.toMatchObject({ code: "conflict" });
    const [stillExpired] = await db
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, result.bookingId)));
    expect(stillExpired?.status).toBe("expired");
  });
});

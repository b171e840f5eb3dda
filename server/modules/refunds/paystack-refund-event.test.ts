// Paystack's refund webhooks, from the fake Paystack server to the webhook handler over HTTP, on
// both engines: a refund whose answer was lost is completed or failed by them, a completed one
// follows Paystack's status, and the admins hear of any disagreement.
import { formatMoney } from "@domain/money";
import { REFUND_ALERT } from "@domain/refund-events";
import { REFUND_NOTICE, REFUND_TEXT } from "@domain/refunds";
import type { Database } from "@server/db/client";
import { auditLogs, bookings, notifications, refunds } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { refundKit } from "@tests/support/refunds-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { completeRefund } from "./complete-refund";
import { refundPayment } from "./refund-payment";

const booking = useBookingWorld();
let world: BookingWorld;
let db: Database;
let admin: Viewer;
beforeAll(async () => {
  world = booking.world;
  db = world.db;
  admin = await insertViewer(db, { role: "admin" });
});
const { paidBooking, paymentOf, refund, refundLines, refundWithLostAnswer } = refundKit(() => world, 40);

const refundsOf = async (reference: string) =>
  db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentTransactionId, (await paymentOf(reference)).id));
const lastAnswer = () => world.webhookAnswers.at(-1)?.outcome;
const notesOf = async (userId: string, title: string) =>
  (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.title === title);

describe("a refund whose answer from Paystack was lost", () => {
  it("stays pending, holding its amount, until refund.processed completes it in full", async () => {
    const { client, reference, bookingId } = await paidBooking();
    const made = (await refundWithLostAnswer(admin, reference, "400", { effect: "cancel" }))!;
    const [pending] = await refundsOf(reference);
    expect(pending).toMatchObject({ status: "pending", amount: 40_000 });
    expect(
      await rejection(refundPayment(world.deps, admin, { reference, amount: "1", reason: "x", effect: "keep" })),
    ).toMatchObject({ message: REFUND_TEXT.waitForPending(formatMoney(40_000, "GHS")) });
    expect(await refundLines(pending!.paymentTransactionId)).toEqual([]);

    expect((await world.sim.settleRefund(made.id, "processed")).status).toBe(200);
    expect(lastAnswer()).toMatchObject({ outcome: "refund_completed", reference });
    const [done] = await refundsOf(reference);
    expect(done).toMatchObject({ status: "completed", providerStatus: "processed" });
    const lines = await refundLines(done!.paymentTransactionId);
    expect(lines).toMatchObject([{ reference: done!.reference, amount: 40_000, status: "completed" }]);
    // The effect chosen when it was asked for: the session is cancelled, the booking refunded.
    const [after] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await notesOf(client.userId, REFUND_NOTICE.title)).toHaveLength(1);

    // Paystack repeats itself, and an admin's request that finishes after the webhook: nothing changes.
    await world.sim.replayWebhook(reference);
    expect(lastAnswer()).toMatchObject({ outcome: "refund_unchanged" });
    const payment = await paymentOf(reference);
    const late = await db.transaction((tx) =>
      completeRefund(tx, admin.userId, payment, pending!, true, null, new Date()),
    );
    expect(late).toMatchObject({ reference: done!.reference, amount: 40_000 });
    expect(await refundLines(done!.paymentTransactionId)).toHaveLength(1);
    expect(await notesOf(client.userId, REFUND_NOTICE.title)).toHaveLength(1);
  });

  it("fails on refund.failed, and its amount can be refunded again", async () => {
    const { client, reference } = await paidBooking();
    const made = (await refundWithLostAnswer(admin, reference, "150"))!;
    await world.sim.settleRefund(made.id, "failed");
    expect(lastAnswer()).toMatchObject({ outcome: "refund_failed" });
    const [failed] = await refundsOf(reference);
    expect(failed).toMatchObject({ status: "failed", providerStatus: "failed" });
    expect(await refundLines(failed!.paymentTransactionId)).toEqual([]);
    expect(await notesOf(client.userId, REFUND_NOTICE.title)).toHaveLength(0);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.recordId, failed!.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["refund.failed", "refund.unconfirmed"]);
    expect(
      (await refundPayment(world.deps, admin, { reference, amount: "400", reason: "x", effect: "keep" })).amount,
    ).toBe(40_000);
  });
});

describe("a refund Paystack accepted", () => {
  it("follows Paystack's status, found by its id or by its amount", async () => {
    const { reference } = await paidBooking();
    await refund(admin, reference, "100");
    await refund(admin, reference, "50");
    const [first, second] = world.sim.refunds.slice(-2);
    await world.sim.settleRefund(second!.id, "processed", { withId: true });
    await world.sim.settleRefund(first!.id, "processed");
    expect(lastAnswer()).toMatchObject({ outcome: "refund_noted" });
    const rows = await refundsOf(reference);
    expect(rows.map((r) => [r.amount, r.status, r.providerStatus]).sort()).toEqual([
      [10_000, "completed", "processed"],
      [5_000, "completed", "processed"],
    ]);
  });

  it("alerts every admin when it fails after all, or when Paystack reports a refund the practice never made", async () => {
    const { reference } = await paidBooking();
    const done = await refund(admin, reference, "100");
    await world.sim.settleRefund(world.sim.refunds.at(-1)!.id, "failed");
    expect(lastAnswer()).toMatchObject({ outcome: "refund_alerted" });
    const [row] = await refundsOf(reference);
    // The books keep the refund (the practice still owes the money): the admins are asked to act.
    expect(row).toMatchObject({ status: "completed", providerStatus: "failed" });
    const alerts = await notesOf(admin.userId, REFUND_ALERT.title);
    expect(alerts.at(-1)?.message).toContain(done.reference);

    // A refund made in Paystack's dashboard, outside the practice's books.
    const body = JSON.stringify({
      event: "refund.processed",
      data: { status: "processed", transaction_reference: reference, amount: "777", currency: "GHS" },
    });
    await world.sim.sendWebhook(reference, { event: "refund.processed", body });
    expect(lastAnswer()).toMatchObject({ outcome: "refund_unknown_refund" });
    expect((await notesOf(admin.userId, REFUND_ALERT.title)).at(-1)?.message).toContain("no such refund on record");
  });
});

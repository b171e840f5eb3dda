// Refunds against the fake Paystack server (the simulator, over HTTP) on both engines: in part and
// in full, the books, what was bought, the client told, two admins at once, and a refund whose
// answer is lost, asked for again.
import { randomUUID } from "node:crypto";
import { formatMoney } from "@domain/money";
import { REFUND_NOTICE, REFUND_TEXT } from "@domain/refunds";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  bookings,
  emailOutbox,
  notifications,
  purchasedSupportPlans,
  refunds,
  sessions,
  transactionLedger,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { startPackageCheckout, startPlanCheckout } from "@server/modules/plans";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import {
  insertInternationalPlan,
  insertLocalPackage,
  insertViewer,
  rejection,
  unreachablePaystack,
} from "@tests/support/payments-world";
import { refundKit } from "@tests/support/refunds-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { refundChoices } from "./refund-choices";
import { refundPayment } from "./refund-payment";

const booking = useBookingWorld({ poolSize: 4 });
let world: BookingWorld;
let db: Database;
let admin: Viewer;
beforeAll(async () => {
  world = booking.world;
  db = world.db;
  admin = await insertViewer(db, { role: "admin" });
});

const refund = (reference: string, amount: string, extra: Record<string, unknown> = {}, by: Viewer = admin) =>
  refundPayment({ db, paystack: world.paystack }, by, {
    reference,
    amount,
    reason: "Changed plans",
    effect: "keep",
    ...extra,
  });

const { paidBooking, paidPlan, paymentOf, refundLines, refundWithLostAnswer } = refundKit(() => world);
const refundsOf = async (reference: string) =>
  db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentTransactionId, (await paymentOf(reference)).id))
    .orderBy(refunds.createdAt);
const madeAtPaystack = (reference: string) => world.sim.refunds.filter((r) => r.transactionReference === reference);

describe("refunding a Paystack payment", () => {
  it("refunds part, then the rest with the session cancelled; the books add up to the pesewa", async () => {
    const { client, reference, bookingId } = await paidBooking();
    const payment = await paymentOf(reference);

    const part = await refund(reference, "100.50");
    expect(part).toMatchObject({ paymentReference: reference, amount: 10_050, currency: "GHS", method: "paystack" });
    expect(part.reference).toMatch(/^RFD-[A-Z0-9]{12}$/);
    expect(world.sim.refunds.at(-1)).toMatchObject({ transactionReference: reference, amount: 10_050 });
    expect((await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });

    const rest = await refund(reference, "299.50", { effect: "cancel", reason: "Therapist unwell" });
    expect(rest).toMatchObject({ amount: 29_950, sessionCancelled: true });
    expect(world.sim.transactions.get(reference)?.refunded).toBe(40_000);
    const [after] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const [session] = await db.select().from(sessions).where(eq(sessions.id, after!.sessionId!));
    expect(session?.status).toBe("cancelled");

    // The payment's own line is never edited; each refund is its own completed line.
    const [paid] = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference));
    expect(paid).toMatchObject({ status: "completed", amount: 40_000 });
    const lines = await refundLines(payment.id);
    expect(lines.map((l) => l.reference).sort()).toEqual([part.reference, rest.reference].sort());
    expect(paid!.amount - lines.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    // Every line of the payment is the session's therapist's, for her analytics.
    expect([paid, ...lines].map((l) => l!.therapistId)).toEqual([
      world.therapistId,
      world.therapistId,
      world.therapistId,
    ]);
    const rows = await db.select().from(refunds).where(eq(refunds.paymentTransactionId, payment.id));
    expect(rows.every((r) => r.status === "completed" && r.providerRefundId && r.completedAt)).toBe(true);

    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    const refundNotes = notes.filter((n) => n.title === REFUND_NOTICE.title);
    expect(refundNotes).toHaveLength(2);
    expect(refundNotes.map((n) => n.message).join(" ")).toContain("The session it paid for is cancelled.");
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, client.email));
    expect(mails.map((m) => m.subject)).toContain(`Your refund of ${formatMoney(29_950, "GHS")} (${rest.reference})`);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.action, "payment.refunded"));
    expect(
      audits.filter((a) => (a.details as { paymentReference?: string }).paymentReference === reference),
    ).toHaveLength(2);

    const more = await rejection(refund(reference, "1"));
    expect(more).toMatchObject({ code: "conflict", message: REFUND_TEXT.nothingLeft });
  });

  it("refuses more than is left, bad amounts, other people and unknown payments", async () => {
    const { client, reference } = await paidBooking();
    expect(await rejection(refund(reference, "400.01"))).toMatchObject({
      code: "bad_request",
      message: REFUND_TEXT.tooMuch(formatMoney(40_000, "GHS")),
      fields: { amount: REFUND_TEXT.tooMuch(formatMoney(40_000, "GHS")) },
    });
    expect((await rejection(refund(reference, "12.345"))).fields).toEqual({ amount: REFUND_TEXT.amountFormat });
    expect((await rejection(refund(reference, "0"))).message).toBe(REFUND_TEXT.amountZero);
    expect((await rejection(refund(reference, "10", { reason: "  " }))).fields).toEqual({
      reason: REFUND_TEXT.reasonMissing,
    });
    expect((await rejection(refund(reference, "10", { effect: "remove_credits" }))).message).toBe(
      REFUND_TEXT.effectInvalid,
    );
    expect(await rejection(refund(reference, "10", {}, client))).toMatchObject({ code: "forbidden" });
    const therapist = await insertViewer(db, { role: "therapist" });
    expect(await rejection(refund(reference, "10", {}, therapist))).toMatchObject({ code: "forbidden" });
    expect(await rejection(refund("PSK-NOSUCHPAYMENT", "10"))).toMatchObject({ code: "not_found" });
    expect(
      await db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentTransactionId, (await paymentOf(reference)).id)),
    ).toEqual([]);
    expect(world.sim.transactions.get(reference)?.refunded).toBe(0);
  });

  it("never gives back more than was paid when two admins refund at once", async () => {
    const { reference } = await paidBooking();
    const other = await insertViewer(db, { role: "admin" });
    const outcomes = await Promise.allSettled([refund(reference, "300"), refund(reference, "300", {}, other)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: "bad_request",
      message: REFUND_TEXT.tooMuch(formatMoney(10_000, "GHS")),
    });
    const payment = await paymentOf(reference);
    const rows = await db.select().from(refunds).where(eq(refunds.paymentTransactionId, payment.id));
    expect(rows.map((r) => r.amount)).toEqual([30_000]);
    expect(world.sim.transactions.get(reference)?.refunded).toBe(30_000);
    expect((await refundLines(payment.id)).map((l) => l.amount)).toEqual([30_000]);
  });

  it("takes unused sessions off a plan, and ends the plan when none are left", async () => {
    const { reference } = await paidPlan();
    const plan = async () =>
      (await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.paymentReference, reference)))[0]!;
    expect((await plan()).remainingSessions).toBe(8);
    expect((await rejection(refund(reference, "50", { effect: "remove_credits", credits: 9 }))).fields).toEqual({
      credits: REFUND_TEXT.creditsInvalid(8),
    });
    const some = await refund(reference, "50", { effect: "remove_credits", credits: "3" });
    expect(some).toMatchObject({ creditsRemoved: 3 });
    expect(await plan()).toMatchObject({ remainingSessions: 5, status: "active" });
    await refund(reference, "60", { effect: "remove_credits", credits: 5 });
    expect(await plan()).toMatchObject({ remainingSessions: 0, status: "cancelled" });
  });

  it("takes unused sessions off a therapy-journey package as off a plan", async () => {
    const pkg = await insertLocalPackage(db);
    const client = await insertViewer(db, { region: "local" });
    const { reference } = await startPackageCheckout(world.deps, client, { packageId: pkg.id });
    expect(await world.sim.complete(reference, "success")).toBe(200);
    expect((await refundChoices(db, admin, [reference])).get(reference)).toMatchObject({
      what: "Therapy package: 6 Session Teletherapy",
      effects: ["remove_credits", "keep"],
      unusedCredits: 6,
    });
    expect(await refund(reference, "700", { effect: "remove_credits", credits: 2 })).toMatchObject({
      creditsRemoved: 2,
    });
    const [bought] = await db
      .select()
      .from(purchasedSupportPlans)
      .where(eq(purchasedSupportPlans.paymentReference, reference));
    expect(bought).toMatchObject({ packageId: pkg.id, remainingSessions: 4, status: "active" });
  });

  it("records nothing when Paystack refuses or cannot be reached, and the amount stays refundable", async () => {
    const { reference } = await paidBooking();
    const payment = await paymentOf(reference);
    world.sim.failRefunds({ status: 400, message: "Refund window has closed" });
    try {
      expect(await rejection(refund(reference, "400"))).toMatchObject({
        code: "conflict",
        message: REFUND_TEXT.paystackRefused("Refund window has closed"),
      });
    } finally {
      world.sim.failRefunds(null);
    }
    const down = await unreachablePaystack();
    const unreachable = await rejection(
      refundPayment({ db, paystack: down }, admin, { reference, amount: "400", reason: "x", effect: "keep" }),
    );
    expect(unreachable).toMatchObject({ code: "unavailable", message: REFUND_TEXT.paystackUnreachable });
    const rows = await db.select().from(refunds).where(eq(refunds.paymentTransactionId, payment.id));
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(await refundLines(payment.id)).toEqual([]);
    expect((await refund(reference, "400")).amount).toBe(40_000);
  });
});

describe("the refund choices of a ledger page", () => {
  it("offer what is left and the effects that fit, to admins only", async () => {
    const { client, reference } = await paidBooking();
    const plan = await paidPlan();
    const before = await refundChoices(db, admin, [reference, plan.reference, "PSK-NONE"]);
    expect(before.get(reference)).toMatchObject({ left: 40_000, method: "paystack", effects: ["cancel", "keep"] });
    expect(before.get(plan.reference)).toMatchObject({ effects: ["remove_credits", "keep"], unusedCredits: 8 });
    expect(before.has("PSK-NONE")).toBe(false);
    await refund(reference, "100");
    expect((await refundChoices(db, admin, [reference])).get(reference)?.left).toBe(30_000);
    await refund(reference, "300", { effect: "cancel" });
    expect((await refundChoices(db, admin, [reference])).has(reference)).toBe(false);
    expect((await refundChoices(db, client, [plan.reference])).size).toBe(0);
  });
});

describe("refunding a bank transfer", () => {
  it("records the transfer the practice sent back, without asking Paystack", async () => {
    const plan = await insertInternationalPlan(db);
    const client = await insertViewer(db, { region: "international", currency: "EUR" });
    const started = await startPlanCheckout(world.deps, client, { planId: plan.id });
    if (started.kind !== "bank_transfer") throw new Error("expected a bank transfer");
    await markTransferReceived(db, admin, { reference: started.reference });
    const asked = world.sim.refunds.length;

    const done = await refund(started.reference, "20", { effect: "keep" });
    expect(done).toMatchObject({ method: "bank_transfer", amount: 2_000, currency: "EUR" });
    expect(world.sim.refunds).toHaveLength(asked);
    const [line] = await refundLines((await paymentOf(started.reference)).id);
    expect(line).toMatchObject({
      paymentProvider: "bank_transfer",
      amount: 2_000,
      currency: "EUR",
      status: "completed",
      therapistId: null,
    });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.find((n) => n.title === REFUND_NOTICE.title)?.message).toContain(REFUND_NOTICE.transfer);
  });
});

describe("a refund Paystack has not answered", () => {
  it("is reported pending; the same request again is the same refund, and Paystack is asked once", async () => {
    const { reference } = await paidBooking();
    const requestKey = randomUUID();
    // Reported pending, with REFUND_TEXT.pending (the helper checks it).
    await refundWithLostAnswer(admin, reference, "100", { requestKey });
    const [lost] = await refundsOf(reference);
    expect(madeAtPaystack(reference)).toHaveLength(1);

    // The admin tries again with the same form: the same refund, still pending, and no new call.
    const again = await refund(reference, "100", { requestKey });
    expect(again).toEqual({
      status: "pending",
      message: REFUND_TEXT.pending,
      reference: lost!.reference,
      paymentReference: reference,
      amount: 10_000,
      currency: "GHS",
      method: "paystack",
    });
    expect(madeAtPaystack(reference)).toHaveLength(1);
    expect((await refundsOf(reference)).map((r) => [r.reference, r.status])).toEqual([[lost!.reference, "pending"]]);

    // Another form (another key) asks Paystack for nothing while this one waits.
    expect(await rejection(refund(reference, "100", { requestKey: randomUUID() }))).toMatchObject({
      code: "conflict",
      message: REFUND_TEXT.waitForPending(formatMoney(10_000, "GHS")),
    });
    expect(await rejection(refund(reference, "100"))).toMatchObject({ code: "conflict" });
    expect(madeAtPaystack(reference)).toHaveLength(1);

    // Paystack's webhook completes it; the same form then answers with the completed refund.
    await world.sim.settleRefund(madeAtPaystack(reference)[0]!.id, "processed");
    const done = await refund(reference, "100", { requestKey });
    expect(done).toMatchObject({ status: "completed", reference: lost!.reference, amount: 10_000 });
    expect(madeAtPaystack(reference)).toHaveLength(1);
    expect(await refundLines((await paymentOf(reference)).id)).toHaveLength(1);
    expect(world.sim.transactions.get(reference)?.refunded).toBe(10_000);
  });

  it("makes one refund of two submits of one form at once", async () => {
    const { reference } = await paidBooking();
    const requestKey = randomUUID();
    const [first, second] = await Promise.all([
      refund(reference, "100", { requestKey }),
      refund(reference, "100", { requestKey }),
    ]);
    expect(second!.reference).toBe(first!.reference);
    expect(madeAtPaystack(reference)).toHaveLength(1);
    expect((await refundsOf(reference)).map((r) => r.amount)).toEqual([10_000]);
  });

  it("tries again under the same key once Paystack said no, and refuses the key on another payment", async () => {
    const { reference } = await paidBooking();
    const requestKey = randomUUID();
    world.sim.failRefunds({ status: 400, message: "Refund window has closed" });
    try {
      expect(await rejection(refund(reference, "100", { requestKey }))).toMatchObject({
        message: REFUND_TEXT.paystackRefused("Refund window has closed"),
      });
    } finally {
      world.sim.failRefunds(null);
    }
    const made = await refund(reference, "100", { requestKey });
    expect(made).toMatchObject({ status: "completed", amount: 10_000 });
    expect((await refundsOf(reference)).map((r) => r.status)).toEqual(["failed", "completed"]);

    const other = await paidBooking();
    expect(await rejection(refund(other.reference, "100", { requestKey }))).toMatchObject({
      code: "conflict",
      message: REFUND_TEXT.otherPaymentsForm,
    });
    expect(await refundsOf(other.reference)).toEqual([]);
  });

  it("is held to one refund per key by the database, failed attempts aside", async () => {
    const { reference } = await paidBooking();
    const requestKey = randomUUID();
    await refund(reference, "100", { requestKey });
    const [made] = await refundsOf(reference);
    const copy = (status: string) => {
      const { id: _, ...rest } = made!;
      return { ...rest, reference: `RFD-${randomUUID().slice(0, 12).toUpperCase()}`, status, completedAt: null };
    };
    await db.insert(refunds).values(copy("failed"));
    await expect(db.insert(refunds).values(copy("pending"))).rejects.toMatchObject({
      cause: { code: "23505" },
    });
  });

  it("is shown with its payment, which offers no other refund meanwhile", async () => {
    const { reference } = await paidBooking();
    await refundWithLostAnswer(admin, reference, "100");
    const [lost] = await refundsOf(reference);
    expect((await refundChoices(db, admin, [reference])).get(reference)).toMatchObject({
      left: 30_000,
      pending: [{ reference: lost!.reference, amount: 10_000 }],
    });
    const whole = await paidBooking();
    await refundWithLostAnswer(admin, whole.reference, "400");
    const [all] = await refundsOf(whole.reference);
    expect((await refundChoices(db, admin, [whole.reference])).get(whole.reference)).toMatchObject({
      left: 0,
      pending: [{ reference: all!.reference, amount: 40_000 }],
    });
    const untouched = await paidBooking();
    expect((await refundChoices(db, admin, [untouched.reference])).get(untouched.reference)?.pending).toEqual([]);
  });
});

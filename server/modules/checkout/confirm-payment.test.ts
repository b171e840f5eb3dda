import { PAYMENT_DECLINED, PAYMENT_NOT_FOUND, PAYMENT_RECEIVED_TITLE, VERIFY_FAILED } from "@domain/payment-messages";
import { planExpiry } from "@domain/plans";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  notifications,
  paymentTransactions,
  purchasedSupportPlans,
  transactionLedger,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { PLAN_ACTIVATED_MESSAGE, PLAN_ACTIVATED_TITLE, startPlanCheckout } from "@server/modules/plans";
import {
  countRows,
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  rejection,
  unreachablePaystack,
} from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirmPaystackPayment } from "./confirm-payment";

let world: PaymentsWorld;
let db: Database;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
});

afterAll(async () => {
  await world?.close();
});

// Here only the browser's verify call confirms; webhooks are tested in their own file.
beforeEach(() => world.sim.setWebhookUrl(null));

async function checkout(): Promise<{ viewer: Viewer; reference: string; planId: string }> {
  const plan = await insertLocalPlan(db);
  const viewer = await insertViewer(db, { region: "local" });
  const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
  return { viewer, reference: started.reference, planId: plan.id };
}

const verify = (viewer: Viewer, reference: string, deps = world.deps) =>
  confirmPaystackPayment(deps, { source: "verify", reference, actorUserId: viewer.userId });

const paymentOf = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;

async function deliveredFor(reference: string, userId: string) {
  const [plans, ledger, notes] = await Promise.all([
    db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.paymentReference, reference)),
    db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference)),
    db.select().from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { plans, ledger, notes };
}

describe("confirmPaystackPayment from the verify call", () => {
  it("delivers a paid plan: active, all sessions left, expiring valid_months from now", async () => {
    const { viewer, reference, planId } = await checkout();
    await world.sim.complete(reference, "success");
    const before = new Date();
    const result = await verify(viewer, reference);
    const after = new Date();

    expect(result).toMatchObject({ status: "fulfilled", reference, purpose: "support_plan" });
    expect(result.purchasedPlanId).toBeTruthy();
    expect(result.recordId).toBe(result.purchasedPlanId);

    const payment = await paymentOf(reference);
    expect(payment.status).toBe("success");
    expect(payment.fulfilledAt).toBeInstanceOf(Date);
    expect(payment.verifiedAt).toEqual(payment.fulfilledAt);
    expect(payment.providerTransactionId).toBe(String(world.sim.transactions.get(reference)?.id));
    expect(payment.failureReason).toBeNull();

    const { plans, ledger, notes } = await deliveredFor(reference, viewer.userId);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      id: result.purchasedPlanId,
      userId: viewer.userId,
      planId,
      status: "active",
      remainingSessions: 8,
      totalSessions: 8,
      amount: 288_000,
      currency: "GHS",
    });
    const expires = plans[0]!.expiresAt.getTime();
    expect(expires).toBeGreaterThanOrEqual(planExpiry(before, 3).getTime());
    expect(expires).toBeLessThanOrEqual(planExpiry(after, 3).getTime());
    expect(plans[0]!.activatedAt).toEqual(payment.fulfilledAt);

    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      status: "completed",
      transactionType: "support_plan",
      paymentProvider: "paystack",
      amount: 288_000,
      currency: "GHS",
      userId: viewer.userId,
      paymentTransactionId: payment.id,
    });
    expect(notes.map((n) => [n.title, n.message]).sort()).toEqual([
      [
        PAYMENT_RECEIVED_TITLE,
        `We received your payment of ₵2,880 for Steady Growth: Individual Teletherapy (reference ${reference}). Thank you.`,
      ],
      [PLAN_ACTIVATED_TITLE, PLAN_ACTIVATED_MESSAGE],
    ]);

    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, payment.id), eq(auditLogs.action, "payment.fulfilled")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: viewer.userId, details: { source: "verify", reference } });
  });

  it("answers a repeated verify with the same plan and writes nothing more", async () => {
    const { viewer, reference } = await checkout();
    await world.sim.complete(reference, "success");
    const first = await verify(viewer, reference);
    const before = await countRows(db);
    const again = await verify(viewer, reference);
    expect(again).toEqual({ ...first, status: "already_fulfilled" });
    expect(await countRows(db)).toEqual(before);
  });

  it("does not fulfil when Paystack reports another amount, and marks the payment failed", async () => {
    const { viewer, reference } = await checkout();
    world.sim.tamper(reference, { amount: 100 });
    await world.sim.complete(reference, "success");

    const error = await rejection(verify(viewer, reference));
    expect(error).toMatchObject({ code: "bad_request", message: VERIFY_FAILED });
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ status: "failed", fulfilledAt: null, verifiedAt: null });
    expect(payment.failureReason).toBe("Amount mismatch: expected 288000, Paystack reported 100");
    const { plans, ledger, notes } = await deliveredFor(reference, viewer.userId);
    expect({ plans: plans.length, ledger: ledger.length, notes: notes.length }).toEqual({
      plans: 0,
      ledger: 0,
      notes: 0,
    });

    // Asking again changes nothing and does not audit the same failure twice.
    const before = await countRows(db);
    expect((await rejection(verify(viewer, reference))).code).toBe("bad_request");
    expect(await countRows(db)).toEqual(before);
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.recordId, payment.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["payment.started", "payment.verification_failed"]);
  });

  it("does not fulfil when Paystack reports another currency", async () => {
    const { viewer, reference } = await checkout();
    world.sim.tamper(reference, { currency: "USD" });
    await world.sim.complete(reference, "success");
    expect((await rejection(verify(viewer, reference))).message).toBe(VERIFY_FAILED);
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ status: "failed", fulfilledAt: null });
    expect(payment.failureReason).toBe("Currency mismatch: expected GHS, Paystack reported USD");
    expect((await deliveredFor(reference, viewer.userId)).plans).toHaveLength(0);
  });

  it("leaves an unfinished payment pending, then delivers once Paystack reports success", async () => {
    const { viewer, reference } = await checkout();
    expect((await rejection(verify(viewer, reference))).message).toBe(VERIFY_FAILED);
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", fulfilledAt: null, failureReason: null });

    await world.sim.complete(reference, "success");
    expect((await verify(viewer, reference)).status).toBe("fulfilled");
  });

  it("records a declined payment as failed", async () => {
    const { viewer, reference } = await checkout();
    await world.sim.complete(reference, "failed");
    const declined = await rejection(verify(viewer, reference));
    // Said as what it is, with what to do: 402, nothing was charged, try again or another method.
    expect([declined.code, declined.status, declined.message]).toEqual([
      "payment_declined",
      402,
      PAYMENT_DECLINED.description,
    ]);
    expect(await paymentOf(reference)).toMatchObject({ status: "failed", fulfilledAt: null });
    expect((await paymentOf(reference)).failureReason).toBe("Paystack reports the payment as failed");
  });

  it("answers someone else's reference exactly like an unknown one, writing nothing", async () => {
    const { reference } = await checkout();
    await world.sim.complete(reference, "success");
    const stranger = await insertViewer(db, { region: "local" });
    const before = await countRows(db);

    const theirs = await rejection(verify(stranger, reference));
    const unknown = await rejection(verify(stranger, "PLN-DOESNOTEXIST"));
    expect(theirs).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    expect(unknown).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    expect(await countRows(db)).toEqual(before);
    expect((await paymentOf(reference)).fulfilledAt).toBeNull();
  });

  it("does not let a bank-transfer reference be 'verified' through Paystack", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international" });
    const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    expect((await rejection(verify(viewer, started.reference))).code).toBe("not_found");
  });

  it("answers unavailable and keeps the payment pending when Paystack cannot be reached", async () => {
    const { viewer, reference } = await checkout();
    await world.sim.complete(reference, "success");
    const paystack = await unreachablePaystack();
    const error = await rejection(verify(viewer, reference, { ...world.deps, paystack }));
    expect(error).toMatchObject({ code: "unavailable", message: VERIFY_FAILED });
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", fulfilledAt: null });
    // Once Paystack answers again, the payment is delivered.
    expect((await verify(viewer, reference)).status).toBe("fulfilled");
  });

  it("refuses input without a reference", async () => {
    const viewer = await insertViewer(db, { region: "local" });
    expect((await rejection(verify(viewer, "  "))).code).toBe("bad_request");
  });
});

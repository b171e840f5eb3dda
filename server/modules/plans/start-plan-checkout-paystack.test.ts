// A local plan is paid through Paystack: the checkout records a pending payment at the plan's
// price and hands over to Paystack; nothing is bought until the payment is confirmed.

import { INITIALIZE_FAILED } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { auditLogs, paymentTransactions, purchasedSupportPlans, transactionLedger } from "@server/db/schema";
import {
  countRows,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  PUBLIC_URL,
  rejection,
  unreachablePaystack,
} from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlanCheckout } from "./start-plan-checkout";

let world: PaymentsWorld;
let db: Database;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
});

afterAll(async () => {
  await world?.close();
});

const paymentOf = async (reference: string) => {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
};

describe("startPlanCheckout, local plan (Paystack)", () => {
  it("creates a pending payment priced from the plan and initializes Paystack with it", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const result = await startPlanCheckout(world.deps, viewer, { planId: plan.id, currency: "GHS" });

    expect(result.kind).toBe("paystack");
    if (result.kind !== "paystack") throw new Error("expected paystack");
    expect(result.reference).toMatch(/^PLN-[A-Z0-9]{12}$/);
    expect(result).toMatchObject({ amount: 288_000, currency: "GHS" });

    const payment = await paymentOf(result.reference);
    expect(payment).toMatchObject({
      userId: viewer.userId,
      provider: "paystack",
      purpose: "support_plan",
      amount: 288_000,
      currency: "GHS",
      status: "pending",
      accessCode: result.accessCode,
      fulfilledAt: null,
      details: { planId: plan.id, planName: plan.name, validMonths: 3, sessionCount: 8 },
    });

    const sent = world.sim.transactions.get(result.reference);
    expect(sent).toMatchObject({
      email: viewer.email,
      amount: 288_000,
      currency: "GHS",
      accessCode: result.accessCode,
      callbackUrl: `${PUBLIC_URL}/payment-success?reference=${result.reference}`,
      channels: ["card", "mobile_money"],
      metadata: { service_name: plan.name, user_id: viewer.userId, purpose: "support_plan", plan_id: plan.id },
    });
    expect(result.authorizationUrl).toBe(sent?.authorizationUrl);

    // Nothing is bought yet: no plan, no ledger line.
    expect(
      await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.userId, viewer.userId)),
    ).toEqual([]);
    expect(await db.select().from(transactionLedger).where(eq(transactionLedger.reference, result.reference))).toEqual(
      [],
    );
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.recordId, payment.id));
    expect(audit.map((a) => a.action)).toEqual(["payment.started"]);
  });

  it("ignores an amount sent by the browser: Paystack is asked for the plan's price", async () => {
    const plan = await insertLocalPlan(db, { priceGhs: 150_000 });
    const viewer = await insertViewer(db, { region: "local" });
    const result = await startPlanCheckout(world.deps, viewer, {
      planId: plan.id,
      currency: "GHS",
      amount: 100,
      payment_amount: 100,
    });
    expect(result.amount).toBe(150_000);
    expect(world.sim.transactions.get(result.reference)?.amount).toBe(150_000);
    expect((await paymentOf(result.reference)).amount).toBe(150_000);
  });

  it("defaults to the viewer's currency", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const result = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    expect(result).toMatchObject({ kind: "paystack", currency: "GHS", amount: 288_000 });
  });

  it("gives every checkout its own reference", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const a = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    const b = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    expect(a.reference).not.toBe(b.reference);
  });

  it("marks the payment failed and answers unavailable when Paystack cannot be reached", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const paystack = await unreachablePaystack();
    const error = await rejection(startPlanCheckout({ ...world.deps, paystack }, viewer, { planId: plan.id }));
    expect(error.code).toBe("unavailable");
    expect(error.status).toBe(503);
    expect(error.message).toBe(INITIALIZE_FAILED);
    const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, viewer.userId));
    expect(payment).toMatchObject({ status: "failed", accessCode: null, fulfilledAt: null });
    expect(payment?.failureReason).toMatch(/^Initialize failed: .*could not reach Paystack/);
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.recordId, payment!.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["payment.initialize_failed", "payment.started"]);
  });

  it("answers unavailable and writes nothing when Paystack is not configured", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const before = await countRows(db);
    const error = await rejection(startPlanCheckout({ ...world.deps, paystack: null }, viewer, { planId: plan.id }));
    expect(error).toMatchObject({ code: "unavailable", message: INITIALIZE_FAILED });
    expect(await countRows(db)).toEqual(before);
  });
});

import { PAYMENT_NOT_FOUND } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { paymentTransactions, purchasedSupportPlans } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { startPlanCheckout } from "@server/modules/plans";
import {
  countRows,
  countWhere,
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  rejection,
} from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simulateCheckout } from "./simulate-checkout";

let world: PaymentsWorld;
let db: Database;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
});

afterAll(async () => {
  await world?.close();
});

// The simulator delivers its webhooks to the kit's receiver, which plays the webhook route.
beforeEach(() => world.sim.setWebhookUrl(world.webhookUrl));

async function checkout(): Promise<{ viewer: Viewer; reference: string }> {
  const plan = await insertLocalPlan(db);
  const viewer = await insertViewer(db, { region: "local" });
  const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
  return { viewer, reference: started.reference };
}

const simulate = (viewer: Viewer, raw: unknown, simulator: PaymentsWorld["sim"] | null = world.sim) =>
  simulateCheckout(db, simulator, viewer, raw);

const plansFor = (reference: string) =>
  countWhere(db, purchasedSupportPlans, eq(purchasedSupportPlans.paymentReference, reference));

const deliveriesFor = (reference: string) => world.sim.webhookDeliveries.filter((d) => d.reference === reference);

const paymentStatus = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]?.status;

describe("simulateCheckout", () => {
  it("Pay: the simulator records success and its signed webhook delivers the plan", async () => {
    const { viewer, reference } = await checkout();
    const result = await simulate(viewer, { reference, outcome: "success", channel: "mobile_money" });

    expect(result).toEqual({ reference, outcome: "success" });
    const sim = world.sim.transactions.get(reference);
    expect(sim).toMatchObject({ status: "success", channel: "mobile_money" });
    expect(sim?.paidAt).toBeTruthy();
    const delivered = deliveriesFor(reference);
    expect(delivered.map((d) => [d.event, d.status])).toEqual([["charge.success", 200]]);
    expect(world.webhookAnswers.at(-1)).toMatchObject({ status: 200, outcome: { outcome: "fulfilled" } });
    expect(await plansFor(reference)).toBe(1);
    expect(await paymentStatus(reference)).toBe("success");
    // How it was paid, as Paystack reported it, for the admin's ledger.
    const [paid] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
    expect([paid?.channel, paid?.network]).toEqual(["mobile_money", "MTN"]);
  });

  it("Fail: the simulator records a decline and nothing is delivered", async () => {
    const { viewer, reference } = await checkout();
    expect(await simulate(viewer, { reference, outcome: "failed" })).toEqual({ reference, outcome: "failed" });
    expect(world.sim.transactions.get(reference)).toMatchObject({ status: "failed", paidAt: null });
    expect(deliveriesFor(reference)).toEqual([]);
    expect(await plansFor(reference)).toBe(0);
    expect(await paymentStatus(reference)).toBe("pending");
  });

  it("Cancel: the window is abandoned and nothing is delivered", async () => {
    const { viewer, reference } = await checkout();
    expect(await simulate(viewer, { reference, outcome: "abandoned" })).toEqual({ reference, outcome: "abandoned" });
    expect(world.sim.transactions.get(reference)).toMatchObject({ status: "abandoned", paidAt: null });
    expect(deliveriesFor(reference)).toEqual([]);
    expect(await plansFor(reference)).toBe(0);
  });

  it("answers another user's reference like an unknown one and leaves the payment open", async () => {
    const { reference } = await checkout();
    const stranger = await insertViewer(db, { region: "local" });
    const before = await countRows(db);

    const theirs = await rejection(simulate(stranger, { reference, outcome: "success" }));
    const unknown = await rejection(simulate(stranger, { reference: "PLN-DOESNOTEXIST", outcome: "success" }));
    expect(theirs).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    expect(unknown).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    expect(world.sim.transactions.get(reference)?.status).toBe("ongoing");
    expect(deliveriesFor(reference)).toEqual([]);
    expect(await countRows(db)).toEqual(before);
  });

  it("does not act on a bank-transfer reference", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international" });
    const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    expect(started.kind).toBe("bank_transfer");
    const error = await rejection(simulate(viewer, { reference: started.reference, outcome: "success" }));
    expect(error).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    expect(await paymentStatus(started.reference)).toBe("pending");
  });

  it("refuses a second action on a payment whose window is closed", async () => {
    const paid = await checkout();
    await simulate(paid.viewer, { reference: paid.reference, outcome: "success" });
    const again = await rejection(simulate(paid.viewer, { reference: paid.reference, outcome: "failed" }));
    expect(again.code).toBe("conflict");
    expect(world.sim.transactions.get(paid.reference)?.status).toBe("success");
    expect(deliveriesFor(paid.reference)).toHaveLength(1);

    const declined = await checkout();
    await simulate(declined.viewer, { reference: declined.reference, outcome: "failed" });
    const retry = await rejection(simulate(declined.viewer, { reference: declined.reference, outcome: "success" }));
    expect(retry.code).toBe("conflict");
    expect(world.sim.transactions.get(declined.reference)?.status).toBe("failed");
    expect(await plansFor(declined.reference)).toBe(0);
  });

  it("does not exist in live mode (no simulator)", async () => {
    const { viewer, reference } = await checkout();
    const error = await rejection(simulate(viewer, { reference, outcome: "success" }, null));
    expect(error).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    expect(world.sim.transactions.get(reference)?.status).toBe("ongoing");
  });

  it("refuses an outcome other than Pay, Fail or Cancel, and a missing reference", async () => {
    const { viewer, reference } = await checkout();
    const bad = await rejection(simulate(viewer, { reference, outcome: "refunded" }));
    expect(bad).toMatchObject({ code: "bad_request", message: "Choose Pay, Fail or Cancel" });
    expect(bad.fields).toMatchObject({ outcome: "Choose Pay, Fail or Cancel" });
    const noReference = await rejection(simulate(viewer, { reference: "  ", outcome: "success" }));
    expect(noReference).toMatchObject({ code: "bad_request", message: "A payment reference is required" });
    expect(world.sim.transactions.get(reference)?.status).toBe("ongoing");
    expect(deliveriesFor(reference)).toEqual([]);
  });
});

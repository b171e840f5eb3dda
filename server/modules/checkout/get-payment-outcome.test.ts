import type { Database } from "@server/db/client";
import { paymentTransactions, purchasedSupportPlans } from "@server/db/schema";
import type { PaystackClient } from "@server/integrations/paystack";
import type { Viewer } from "@server/modules/accounts";
import { startPlanCheckout } from "@server/modules/plans";
import {
  countRows,
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  unreachablePaystack,
} from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getPaymentOutcome } from "./get-payment-outcome";

let world: PaymentsWorld;
let db: Database;
/** The references this file's Paystack client was asked to verify, in order. */
let verified: string[];
let paystack: PaystackClient;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
  paystack = {
    initialize: (input) => world.paystack.initialize(input),
    verify: (reference) => {
      verified.push(reference);
      return world.paystack.verify(reference);
    },
    refund: (input) => world.paystack.refund(input),
  };
});

afterAll(async () => {
  await world?.close();
});

// The customer came back by redirect and no webhook arrived: only this page can verify.
beforeEach(() => {
  world.sim.setWebhookUrl(null);
  verified = [];
});

async function checkout(): Promise<{ viewer: Viewer; reference: string }> {
  const plan = await insertLocalPlan(db);
  const viewer = await insertViewer(db, { region: "local" });
  const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
  return { viewer, reference: started.reference };
}

const outcome = (viewer: Viewer, reference: string, client: PaystackClient | null = paystack) =>
  getPaymentOutcome({ db, paystack: client }, viewer, reference);

const paymentOf = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;

const plansFor = (reference: string) =>
  db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.paymentReference, reference));

describe("getPaymentOutcome", () => {
  it("answers null for an unknown, blank or oversized reference", async () => {
    const viewer = await insertViewer(db, { region: "local" });
    expect(await outcome(viewer, "PLN-DOESNOTEXIST")).toBeNull();
    expect(await outcome(viewer, "   ")).toBeNull();
    expect(await outcome(viewer, `PLN-${"A".repeat(120)}`)).toBeNull();
    expect(verified).toEqual([]);
  });

  it("answers null for someone else's payment and does not verify it", async () => {
    const { reference } = await checkout();
    await world.sim.complete(reference, "success");
    const stranger = await insertViewer(db, { region: "local" });
    const before = await countRows(db);

    expect(await outcome(stranger, reference)).toBeNull();
    expect(verified).toEqual([]);
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", fulfilledAt: null });
    expect(await plansFor(reference)).toEqual([]);
    expect(await countRows(db)).toEqual(before);
  });

  it("verifies a payment made at Paystack that nothing has verified yet, delivering the plan once", async () => {
    const { viewer, reference } = await checkout();
    await world.sim.complete(reference, "success");
    expect(world.sim.webhookDeliveries.filter((d) => d.reference === reference)).toEqual([]);

    expect(await outcome(viewer, `  ${reference} `)).toEqual({
      reference,
      provider: "paystack",
      purpose: "support_plan",
      status: "success",
      amount: 288_000,
      currency: "GHS",
      fulfilled: true,
      needsSettling: false,
    });
    expect(verified).toEqual([reference]);
    const plans = await plansFor(reference);
    expect(plans.map((p) => [p.userId, p.status])).toEqual([[viewer.userId, "active"]]);
    expect((await paymentOf(reference)).fulfilledAt).toBeInstanceOf(Date);

    // A reload of the page: same answer, nothing written, Paystack not asked again.
    const before = await countRows(db);
    expect(await outcome(viewer, reference)).toMatchObject({ status: "success", fulfilled: true });
    expect(await countRows(db)).toEqual(before);
    expect(verified).toEqual([reference]);
  });

  it("answers pending, without an error, for a payment not made yet", async () => {
    const { viewer, reference } = await checkout();
    expect(await outcome(viewer, reference)).toEqual({
      reference,
      provider: "paystack",
      purpose: "support_plan",
      status: "pending",
      amount: 288_000,
      currency: "GHS",
      fulfilled: false,
      needsSettling: false,
    });
    expect(verified).toEqual([reference]);
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", failureReason: null });
    expect(await plansFor(reference)).toEqual([]);
  });

  it("answers failed for a payment Paystack declined", async () => {
    const { viewer, reference } = await checkout();
    await world.sim.complete(reference, "failed");
    expect(await outcome(viewer, reference)).toMatchObject({ status: "failed", fulfilled: false });
    expect(await plansFor(reference)).toEqual([]);
  });

  it("still answers (pending) when Paystack cannot be reached, and delivers once it can", async () => {
    const { viewer, reference } = await checkout();
    await world.sim.complete(reference, "success");
    const down = await unreachablePaystack();

    expect(await outcome(viewer, reference, down)).toMatchObject({ status: "pending", fulfilled: false });
    expect(await outcome(viewer, reference, null)).toMatchObject({ status: "pending", fulfilled: false });
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", fulfilledAt: null });
    expect(await plansFor(reference)).toEqual([]);

    expect(await outcome(viewer, reference)).toMatchObject({ status: "success", fulfilled: true });
    expect(await plansFor(reference)).toHaveLength(1);
  });

  it("answers a bank transfer as pending without contacting Paystack", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international" });
    const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    expect(started.kind).toBe("bank_transfer");

    expect(await outcome(viewer, started.reference)).toEqual({
      reference: started.reference,
      provider: "bank_transfer",
      purpose: "support_plan",
      status: "pending",
      // What the success page shows again with the instructions.
      amount: 54_000,
      currency: "USD",
      fulfilled: false,
      needsSettling: false,
    });
    expect(verified).toEqual([]);
  });
});

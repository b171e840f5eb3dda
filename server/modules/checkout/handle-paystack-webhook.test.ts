import type { Database } from "@server/db/client";
import { auditLogs, paymentTransactions, purchasedSupportPlans, transactionLedger } from "@server/db/schema";
import { reportedData } from "@server/integrations/paystack-simulator-protocol";
import { signWebhookBody } from "@server/integrations/paystack-webhook";
import type { Viewer } from "@server/modules/accounts";
import { startPlanCheckout } from "@server/modules/plans";
import {
  countRows,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  rejection,
  SECRET,
} from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmPaystackPayment } from "./confirm-payment";
import { handlePaystackWebhook, INVALID_SIGNATURE } from "./handle-paystack-webhook";

let world: PaymentsWorld;
let db: Database;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
});

afterAll(async () => {
  await world?.close();
});

async function checkout(): Promise<{ viewer: Viewer; reference: string }> {
  const plan = await insertLocalPlan(db);
  const viewer = await insertViewer(db, { region: "local" });
  const started = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
  return { viewer, reference: started.reference };
}

/** The last answer of the webhook receiver (the route stand-in). */
const lastAnswer = () => world.webhookAnswers.at(-1);

const paymentOf = async (reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;

/** A charge.success body for a simulator transaction, as Paystack would send it. */
function chargeSuccessBody(reference: string): string {
  const tx = world.sim.transactions.get(reference);
  if (!tx) throw new Error(`no simulator transaction ${reference}`);
  return JSON.stringify({ event: "charge.success", data: reportedData(tx) });
}

describe("handlePaystackWebhook over HTTP, from the fake Paystack", () => {
  it("delivers a plan from the webhook alone (the customer never came back to verify)", async () => {
    const { viewer, reference } = await checkout();
    expect(await world.sim.complete(reference, "success")).toBe(200);
    expect(lastAnswer()).toMatchObject({ status: 200, outcome: { handled: true, outcome: "fulfilled" } });

    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ status: "success" });
    expect(payment.fulfilledAt).toBeInstanceOf(Date);
    const plans = await db
      .select()
      .from(purchasedSupportPlans)
      .where(eq(purchasedSupportPlans.paymentReference, reference));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ userId: viewer.userId, status: "active", remainingSessions: 8 });
    const ledger = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference));
    expect(ledger.map((l) => l.status)).toEqual(["completed"]);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, "payment.fulfilled"));
    expect(audit?.details).toMatchObject({ source: "webhook" });

    // The customer's later verify finds it done.
    const later = await confirmPaystackPayment(world.deps, {
      source: "verify",
      reference,
      actorUserId: viewer.userId,
    });
    expect(later).toMatchObject({ status: "already_fulfilled", purchasedPlanId: plans[0]!.id });
  });

  it("changes nothing on a replayed webhook", async () => {
    const { reference } = await checkout();
    await world.sim.complete(reference, "success");
    const before = await countRows(db);
    for (let i = 0; i < 3; i++) {
      expect((await world.sim.replayWebhook(reference)).status).toBe(200);
      expect(lastAnswer()).toMatchObject({ status: 200, outcome: { handled: true, outcome: "already_fulfilled" } });
    }
    expect(await countRows(db)).toEqual(before);
  });

  it("answers 401 and writes nothing for a bad, missing or foreign signature", async () => {
    const { reference } = await checkout();
    // Paid at Paystack, not yet confirmed here: a forged webhook would be worth something.
    world.sim.setWebhookUrl(null);
    await world.sim.complete(reference, "success");
    world.sim.setWebhookUrl(world.webhookUrl);
    const before = await countRows(db);

    const body = chargeSuccessBody(reference);
    const forged = ["bad", null, signWebhookBody(body, "sk_test_someone_else"), "0".repeat(128)];
    for (const signature of forged) {
      expect((await world.sim.sendWebhook(reference, { body, signature })).status).toBe(401);
      expect(lastAnswer()).toEqual({ status: 401 });
    }
    // A correctly signed body that was altered on the way is refused too.
    const signature = signWebhookBody(body, SECRET);
    const altered = body.replace('"amount":288000', '"amount":288001');
    expect(altered).not.toBe(body);
    expect((await world.sim.sendWebhook(reference, { body: altered, signature })).status).toBe(401);

    expect(await countRows(db)).toEqual(before);
    expect(await paymentOf(reference)).toMatchObject({ status: "pending", fulfilledAt: null });
  });

  it("answers 200 without acting on events it does not handle or bodies it cannot read", async () => {
    const { reference } = await checkout();
    const before = await countRows(db);

    expect((await world.sim.sendWebhook(reference, { event: "charge.dispute.create" })).status).toBe(200);
    expect(lastAnswer()?.outcome).toEqual({ handled: false, outcome: "ignored_event", reference });
    expect((await world.sim.sendWebhook(reference, { body: "{not json" })).status).toBe(200);
    expect(lastAnswer()?.outcome).toEqual({ handled: false, outcome: "malformed" });
    const transfer = JSON.stringify({ event: "transfer.success", data: { reference, amount: 1 } });
    expect((await world.sim.sendWebhook(reference, { body: transfer })).status).toBe(200);
    expect(lastAnswer()?.outcome).toEqual({ handled: false, outcome: "malformed" });

    expect(await countRows(db)).toEqual(before);
    expect((await paymentOf(reference)).status).toBe("pending");
  });

  it("answers 200 for a reference it does not know, writing nothing", async () => {
    const reference = "PLN-NOTOURS00001";
    await world.paystack.initialize({ email: "someone@example.test", amount: 5_000, currency: "GHS", reference });
    const before = await countRows(db);
    expect(await world.sim.complete(reference, "success")).toBe(200);
    expect(lastAnswer()?.outcome).toEqual({ handled: false, outcome: "unknown_reference", reference });
    expect(await countRows(db)).toEqual(before);
  });

  it("does not fulfil a webhook reporting another amount", async () => {
    const { viewer, reference } = await checkout();
    world.sim.tamper(reference, { amount: 1 });
    expect(await world.sim.complete(reference, "success")).toBe(200);
    expect(lastAnswer()?.outcome).toEqual({ handled: true, outcome: "rejected", reference });
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ status: "failed", fulfilledAt: null });
    expect(payment.failureReason).toMatch(/^Amount mismatch/);
    const plans = await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.userId, viewer.userId));
    expect(plans).toEqual([]);
  });
});

describe("handlePaystackWebhook called directly", () => {
  it("accepts a body signed with signWebhookBody and needs no second call to Paystack", async () => {
    const { reference } = await checkout();
    world.sim.setWebhookUrl(null);
    try {
      await world.sim.complete(reference, "success");
      const body = chargeSuccessBody(reference);
      // No Paystack client at all: the signed event is enough.
      const outcome = await handlePaystackWebhook({ db, paystack: null }, body, signWebhookBody(body, SECRET), SECRET);
      expect(outcome).toMatchObject({ handled: true, outcome: "fulfilled", result: { reference } });
    } finally {
      world.sim.setWebhookUrl(world.webhookUrl);
    }
  });

  it("throws unauthenticated (401) before reading the body", async () => {
    const body = "{}";
    const error = await rejection(handlePaystackWebhook({ db }, body, "f".repeat(128), SECRET));
    expect(error).toMatchObject({ code: "unauthenticated", status: 401, message: INVALID_SIGNATURE });
    // An empty secret never validates anything.
    const noSecret = await rejection(handlePaystackWebhook({ db }, body, signWebhookBody(body, ""), ""));
    expect(noSecret.status).toBe(401);
  });
});

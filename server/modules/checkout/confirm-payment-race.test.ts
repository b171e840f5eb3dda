import type { Database } from "@server/db/client";
import {
  auditLogs,
  notifications,
  paymentTransactions,
  purchasedSupportPlans,
  transactionLedger,
} from "@server/db/schema";
import { reportedData } from "@server/integrations/paystack-simulator-protocol";
import { signWebhookBody } from "@server/integrations/paystack-webhook";
import { startPlanCheckout } from "@server/modules/plans";
import {
  countWhere,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  SECRET,
} from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmPaystackPayment } from "./confirm-payment";
import { fulfilPaymentOnce } from "./fulfil-payment-once";
import { handlePaystackWebhook } from "./handle-paystack-webhook";

const ROUNDS = 5;
const PARALLEL = 20;

let world: PaymentsWorld;
let db: Database;

beforeAll(async () => {
  // As many connections as racers on PostgreSQL, so the confirmations truly overlap.
  world = await openPaymentsWorld({ poolSize: PARALLEL });
  db = world.db;
  world.sim.setWebhookUrl(null);
});

afterAll(async () => {
  await world?.close();
});

describe("verify and webhook racing", () => {
  it(`fulfils exactly once with ${PARALLEL} concurrent confirmations, ${ROUNDS} times over`, async () => {
    const plan = await insertLocalPlan(db);
    for (let round = 0; round < ROUNDS; round++) {
      const viewer = await insertViewer(db, { region: "local" });
      const { reference } = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
      await world.sim.complete(reference, "success");
      const body = JSON.stringify({
        event: "charge.success",
        data: reportedData(world.sim.transactions.get(reference)!),
      });
      const signature = signWebhookBody(body, SECRET);

      // Half the racers are the browser's verify (each asks Paystack), half are webhook deliveries.
      const racers = Array.from({ length: PARALLEL }, async (_, i) => {
        if (i % 2 === 0) {
          const r = await confirmPaystackPayment(world.deps, {
            source: "verify",
            reference,
            actorUserId: viewer.userId,
          });
          return { status: r.status, planId: r.purchasedPlanId };
        }
        const outcome = await handlePaystackWebhook({ db }, body, signature, SECRET);
        if (!("result" in outcome)) throw new Error(`webhook not handled: ${outcome.outcome}`);
        return { status: outcome.result.status, planId: outcome.result.purchasedPlanId };
      });
      const results = await Promise.all(racers);

      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(results.filter((r) => r.status === "already_fulfilled")).toHaveLength(PARALLEL - 1);
      const planIds = new Set(results.map((r) => r.planId));
      expect(planIds.size).toBe(1);
      expect([...planIds][0]).toBeTruthy();

      const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
      expect(payment).toMatchObject({ status: "success" });
      expect(await countWhere(db, purchasedSupportPlans, eq(purchasedSupportPlans.paymentReference, reference))).toBe(
        1,
      );
      expect(await countWhere(db, purchasedSupportPlans, eq(purchasedSupportPlans.userId, viewer.userId))).toBe(1);
      expect(
        await countWhere(
          db,
          transactionLedger,
          and(eq(transactionLedger.reference, reference), eq(transactionLedger.status, "completed")),
        ),
      ).toBe(1);
      expect(await countWhere(db, transactionLedger, eq(transactionLedger.reference, reference))).toBe(1);
      // 'Plan activated' and 'Payment received', once each.
      expect(await countWhere(db, notifications, eq(notifications.userId, viewer.userId))).toBe(2);
      expect(
        await countWhere(
          db,
          auditLogs,
          and(eq(auditLogs.recordId, payment!.id), eq(auditLogs.action, "payment.fulfilled")),
        ),
      ).toBe(1);
    }
  });

  it(`lets exactly one of ${PARALLEL} transactions through the fulfilment gate, even past the early check`, async () => {
    // confirmPaystackPayment returns early for a payment already fulfilled; here every racer
    // reaches the conditional UPDATE with the same unfulfilled row in hand.
    const plan = await insertLocalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const { reference } = await startPlanCheckout(world.deps, viewer, { planId: plan.id });
    const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
    const outcomes = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        db.transaction((tx) =>
          fulfilPaymentOnce(tx, payment!, { now: new Date(), source: "webhook", actorUserId: null }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.recordId)).size).toBe(1);
    expect(await countWhere(db, purchasedSupportPlans, eq(purchasedSupportPlans.paymentReference, reference))).toBe(1);
    expect(await countWhere(db, transactionLedger, eq(transactionLedger.reference, reference))).toBe(1);
    // 'Plan activated' and 'Payment received', once each.
    expect(await countWhere(db, notifications, eq(notifications.userId, viewer.userId))).toBe(2);
  });
});

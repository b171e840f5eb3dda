import {
  PAYMENT_NOT_FOUND,
  PAYMENT_RECEIVED_TITLE,
  paymentReceivedMessage,
  TRANSFER_ALREADY_RECORDED,
} from "@domain/payment-messages";
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
} from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markTransferReceived } from "./mark-transfer-received";

let world: PaymentsWorld;
let db: Database;
let admin: Viewer;

beforeAll(async () => {
  world = await openPaymentsWorld();
  db = world.db;
  admin = await insertViewer(db, { role: "admin", region: "international" });
});

afterAll(async () => {
  await world?.close();
});

async function transferCheckout() {
  const plan = await insertInternationalPlan(db);
  const client = await insertViewer(db, { region: "international", currency: "EUR" });
  const started = await startPlanCheckout(world.deps, client, { planId: plan.id });
  if (started.kind !== "bank_transfer") throw new Error("expected a bank transfer");
  return { client, reference: started.reference, purchasedPlanId: started.purchasedPlanId, planName: plan.name };
}

describe("markTransferReceived", () => {
  it("activates the pending plan from today and completes the payment and its ledger line", async () => {
    const { client, reference, purchasedPlanId, planName } = await transferCheckout();
    const before = new Date();
    const result = await markTransferReceived(db, admin, { reference });
    const after = new Date();
    expect(result).toEqual({
      reference,
      needsSettling: false,
      purpose: "support_plan",
      recordId: purchasedPlanId,
      purchasedPlanId,
    });

    const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
    expect(payment).toMatchObject({ status: "success", provider: "bank_transfer" });
    expect(payment?.fulfilledAt).toBeInstanceOf(Date);

    const plans = await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.userId, client.userId));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      id: purchasedPlanId,
      status: "active",
      remainingSessions: 8,
      totalSessions: 8,
      amount: 54_000,
      currency: "EUR",
    });
    expect(plans[0]!.expiresAt.getTime()).toBeGreaterThanOrEqual(planExpiry(before, 6).getTime());
    expect(plans[0]!.expiresAt.getTime()).toBeLessThanOrEqual(planExpiry(after, 6).getTime());
    expect(plans[0]!.activatedAt).toEqual(payment?.fulfilledAt);

    // The pending line became the completed one: one line per payment.
    const ledger = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference));
    expect(ledger.map((l) => [l.status, l.paymentProvider])).toEqual([["completed", "bank_transfer"]]);

    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.map((n) => [n.title, n.message]).sort()).toEqual([
      [PAYMENT_RECEIVED_TITLE, paymentReceivedMessage(payment!.amount, payment!.currency, reference, planName)],
      [PLAN_ACTIVATED_TITLE, PLAN_ACTIVATED_MESSAGE],
    ]);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, payment!.id), eq(auditLogs.action, "payment.fulfilled")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ userId: admin.userId, details: { source: "admin", reference } });
  });

  it("refuses to record the same transfer twice, changing nothing", async () => {
    const { reference } = await transferCheckout();
    await markTransferReceived(db, admin, { reference });
    const before = await countRows(db);
    const error = await rejection(markTransferReceived(db, admin, { reference }));
    expect(error).toMatchObject({ code: "conflict", status: 409, message: TRANSFER_ALREADY_RECORDED });
    expect(await countRows(db)).toEqual(before);
  });

  it("records a transfer once when two admins click at the same time", async () => {
    const { reference, client } = await transferCheckout();
    const settled = await Promise.allSettled([
      markTransferReceived(db, admin, { reference }),
      markTransferReceived(db, admin, { reference }),
    ]);
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(1);
    const failed = settled.find((s) => s.status === "rejected");
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.userId));
    expect(notes.map((n) => n.title).sort()).toEqual([PAYMENT_RECEIVED_TITLE, PLAN_ACTIVATED_TITLE]);
  });

  it("is for admins only", async () => {
    const { reference, client } = await transferCheckout();
    const therapist = await insertViewer(db, { role: "therapist" });
    const before = await countRows(db);
    for (const viewer of [client, therapist]) {
      const error = await rejection(markTransferReceived(db, viewer, { reference }));
      expect(error).toMatchObject({ code: "forbidden", status: 403 });
    }
    expect(await countRows(db)).toEqual(before);
  });

  it("knows only bank-transfer references", async () => {
    const plan = await insertLocalPlan(db);
    const client = await insertViewer(db, { region: "local" });
    const paystack = await startPlanCheckout(world.deps, client, { planId: plan.id });
    for (const reference of [paystack.reference, "WISE-UNKNOWN0"]) {
      const error = await rejection(markTransferReceived(db, admin, { reference }));
      expect(error).toMatchObject({ code: "not_found", message: PAYMENT_NOT_FOUND });
    }
    expect((await rejection(markTransferReceived(db, admin, { reference: " " }))).code).toBe("bad_request");
  });
});

import type { Database } from "@server/db/client";
import {
  auditLogs,
  emailOutbox,
  paymentTransactions,
  purchasedSupportPlans,
  supportPlans,
  transactionLedger,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import { testEngine } from "@tests/support/database";
import { queuedJobs } from "@tests/support/jobs";
import {
  countRows,
  insertInternationalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
} from "@tests/support/payments-world";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BankTransferCheckout } from "./request-plan-transfer";
import { startPlanCheckout } from "./start-plan-checkout";

const RACERS = 4;

let world: PaymentsWorld;
let db: Database;
let admin: Viewer;

beforeAll(async () => {
  // One connection per racer on PostgreSQL, so concurrent requests truly overlap.
  world = await openPaymentsWorld({ poolSize: RACERS });
  db = world.db;
  admin = await insertViewer(db, { role: "admin", region: "international" });
});

afterAll(async () => {
  await world?.close();
});

async function requestTransfer(viewer: Viewer, input: { planId: string; currency?: string }) {
  const result = await startPlanCheckout(world.deps, viewer, input);
  if (result.kind !== "bank_transfer") throw new Error("expected a bank transfer");
  return result;
}

async function recordsOf(userId: string) {
  const [plans, payments, mails] = await Promise.all([
    db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.userId, userId)),
    db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId)),
    db.select().from(emailOutbox),
  ]);
  const references = payments.map((p) => p.reference);
  const ledger = references.length
    ? await db.select().from(transactionLedger).where(inArray(transactionLedger.reference, references))
    : [];
  return { plans, payments, ledger, mails: (email: string) => mails.filter((m) => m.toAddress === email) };
}

async function client(currency: "USD" | "GBP" | "EUR" = "USD") {
  return insertViewer(db, { region: "international", currency });
}

describe("requestPlanTransfer, asked again", () => {
  it("answers a repeat with the same reference and plan, and e-mails the instructions again", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await client("GBP");
    const first = await requestTransfer(viewer, { planId: plan.id, currency: "GBP" });
    const before = await countRows(db);
    const again = await requestTransfer(viewer, { planId: plan.id, currency: "GBP" });

    expect(again).toEqual(first);
    const { plans, payments, ledger, mails } = await recordsOf(viewer.userId);
    expect(plans.map((p) => [p.id, p.status, p.paymentReference])).toEqual([
      [first.purchasedPlanId, "pending_payment", first.reference],
    ]);
    expect(payments.map((p) => [p.reference, p.status])).toEqual([[first.reference, "pending"]]);
    expect(ledger).toHaveLength(1);

    const sent = mails(viewer.email);
    expect(sent).toHaveLength(2);
    for (const mail of sent) {
      expect(mail.subject).toContain(first.reference);
      expect(mail.textBody).toContain(first.reference);
      expect(mail.textBody).toContain("£468");
    }
    const queued = await queuedJobs(db, SEND_EMAIL_JOB);
    const outboxIds = new Set(queued.map((j) => j.data.outboxId));
    expect(sent.every((m) => outboxIds.has(m.id))).toBe(true);

    // The repeat wrote one e-mail, its delivery job and an audit line: nothing else.
    expect(await countRows(db)).toEqual({
      ...before,
      outbox: before.outbox + 1,
      jobs: before.jobs + 1,
      audit: before.audit + 1,
    });
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.recordId, payments[0]!.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "payment.transfer_instructions_resent",
      "payment.transfer_requested",
    ]);
  });

  it("gives another plan, or another currency, its own reference", async () => {
    const planA = await insertInternationalPlan(db);
    const planB = await insertInternationalPlan(db, { name: "Deep Work" });
    const viewer = await client();
    const a = await requestTransfer(viewer, { planId: planA.id, currency: "USD" });
    const b = await requestTransfer(viewer, { planId: planB.id, currency: "USD" });
    const aInEuros = await requestTransfer(viewer, { planId: planA.id, currency: "EUR" });

    expect(new Set([a.reference, b.reference, aInEuros.reference]).size).toBe(3);
    expect(new Set([a.purchasedPlanId, b.purchasedPlanId, aInEuros.purchasedPlanId]).size).toBe(3);
    const { plans, payments } = await recordsOf(viewer.userId);
    expect(plans).toHaveLength(3);
    expect(payments).toHaveLength(3);
  });

  it("does not hand one client another client's reference", async () => {
    const plan = await insertInternationalPlan(db);
    const ama = await client();
    const kofi = await client();
    const hers = await requestTransfer(ama, { planId: plan.id });
    const his = await requestTransfer(kofi, { planId: plan.id });
    expect(his.reference).not.toBe(hers.reference);
    expect((await recordsOf(kofi.userId)).plans.map((p) => p.paymentReference)).toEqual([his.reference]);
  });

  it("starts a new transfer once the earlier one has been recorded by an admin", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await client();
    const first = await requestTransfer(viewer, { planId: plan.id });
    await markTransferReceived(db, admin, { reference: first.reference });
    const second = await requestTransfer(viewer, { planId: plan.id });

    expect(second.reference).not.toBe(first.reference);
    expect(second.purchasedPlanId).not.toBe(first.purchasedPlanId);
    const { plans } = await recordsOf(viewer.userId);
    const byId = new Map(plans.map((p) => [p.id, p.status]));
    expect(byId).toEqual(
      new Map([
        [first.purchasedPlanId, "active"],
        [second.purchasedPlanId, "pending_payment"],
      ]),
    );
  });

  it("asks for the current price when the catalogue price changed since the first request", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await client();
    const first = await requestTransfer(viewer, { planId: plan.id });
    await db.update(supportPlans).set({ priceUsd: 60_000 }).where(eq(supportPlans.id, plan.id));
    const second = await requestTransfer(viewer, { planId: plan.id });

    expect(first.amount).toBe(54_000);
    expect(second).toMatchObject({ amount: 60_000, currency: "USD" });
    expect(second.reference).not.toBe(first.reference);
  });

  it(`creates one plan when ${RACERS} requests arrive at once (${testEngine()})`, async () => {
    const plan = await insertInternationalPlan(db);
    for (let round = 0; round < 3; round++) {
      const viewer = await client("EUR");
      const results: BankTransferCheckout[] = await Promise.all(
        Array.from({ length: RACERS }, () => requestTransfer(viewer, { planId: plan.id, currency: "EUR" })),
      );
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      expect(new Set(results.map((r) => r.purchasedPlanId)).size).toBe(1);
      const { plans, payments, ledger, mails } = await recordsOf(viewer.userId);
      expect(plans).toHaveLength(1);
      expect(payments).toHaveLength(1);
      expect(ledger).toHaveLength(1);
      expect(mails(viewer.email)).toHaveLength(RACERS);
    }
  });
});

// An international plan is paid by bank transfer: the checkout creates the pending plan, payment,
// ledger line and instructions e-mail in one transaction.

import { planExpiry } from "@domain/plans";
import type { Database } from "@server/db/client";
import {
  auditLogs,
  emailOutbox,
  paymentTransactions,
  purchasedSupportPlans,
  transactionLedger,
} from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import { allowNewJobs, queuedJobs, refuseNewJobs } from "@tests/support/jobs";
import {
  countRows,
  insertInternationalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
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

describe("startPlanCheckout, international plan (bank transfer)", () => {
  it("creates a pending plan, the payment, a pending ledger line and the instructions e-mail", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international", currency: "GBP" });
    // A plan in pounds is paid into the practice's pounds account.
    const { providerName, accountName, accounts } = practiceConfig().bankTransfer;
    const bank = { providerName, accountName, ...accounts.GBP! };
    const startedAt = new Date();
    const result = await startPlanCheckout(world.deps, viewer, { planId: plan.id, currency: "GBP", amount: 1 });

    if (result.kind !== "bank_transfer") throw new Error("expected bank_transfer");
    expect(result.reference).toMatch(/^WISE-[A-Z0-9]{8}$/);
    expect(result).toMatchObject({ amount: 46_800, currency: "GBP", checkTime: "1-3 business days" });
    expect(result.bank).toEqual({
      providerName: bank.providerName,
      accountName: bank.accountName,
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      sortCode: bank.sortCode,
      iban: bank.iban,
      swift: bank.swift,
    });

    const [purchased, ...others] = await db
      .select()
      .from(purchasedSupportPlans)
      .where(eq(purchasedSupportPlans.userId, viewer.userId));
    expect(others).toEqual([]);
    expect(purchased).toMatchObject({
      id: result.purchasedPlanId,
      planId: plan.id,
      status: "pending_payment",
      remainingSessions: 8,
      totalSessions: 8,
      amount: 46_800,
      currency: "GBP",
      paymentReference: result.reference,
      activatedAt: null,
    });
    const expiry = purchased!.expiresAt.getTime();
    expect(expiry).toBeGreaterThanOrEqual(planExpiry(startedAt, 6).getTime());
    expect(expiry).toBeLessThanOrEqual(planExpiry(new Date(), 6).getTime());

    const payment = await paymentOf(result.reference);
    expect(payment).toMatchObject({
      provider: "bank_transfer",
      purpose: "support_plan",
      status: "pending",
      amount: 46_800,
      currency: "GBP",
      details: { planId: plan.id, purchasedPlanId: result.purchasedPlanId, sessionCount: 8, validMonths: 6 },
    });
    expect(world.sim.transactions.has(result.reference)).toBe(false);

    const ledger = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, result.reference));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      status: "pending",
      transactionType: "support_plan",
      paymentProvider: "bank_transfer",
      amount: 46_800,
      currency: "GBP",
      paymentTransactionId: payment.id,
    });

    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, viewer.email));
    expect(mails).toHaveLength(1);
    const text = mails[0]!.textBody;
    for (const fact of [
      result.reference,
      "£468",
      "GBP",
      bank.accountNumber,
      bank.iban,
      bank.swift,
      "1-3 business days",
    ]) {
      expect(text).toContain(fact);
    }
    expect(mails[0]!.subject).toContain(result.reference);
    const queued = await queuedJobs(db, SEND_EMAIL_JOB);
    expect(queued.some((j) => j.data.outboxId === mails[0]!.id)).toBe(true);

    const audit = await db.select().from(auditLogs).where(eq(auditLogs.recordId, payment.id));
    expect(audit.map((a) => a.action)).toEqual(["payment.transfer_requested"]);
  });

  it("prices in the chosen international currency", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international" });
    expect(await startPlanCheckout(world.deps, viewer, { planId: plan.id })).toMatchObject({
      amount: 54_000,
      currency: "USD",
    });
    expect(await startPlanCheckout(world.deps, viewer, { planId: plan.id, currency: "EUR" })).toMatchObject({
      amount: 54_000,
      currency: "EUR",
    });
  });

  it("writes nothing when a step fails: the e-mail is part of the same transaction", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international" });
    const before = await countRows(db);
    await refuseNewJobs(db);
    try {
      await expect(startPlanCheckout(world.deps, viewer, { planId: plan.id })).rejects.toThrow();
    } finally {
      await allowNewJobs(db);
    }
    expect(await countRows(db)).toEqual(before);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INITIALIZE_FAILED } from "../../../domain/payment-messages";
import { planExpiry } from "../../../domain/plans";
import type { Database } from "../../db/client";
import {
  auditLogs,
  emailOutbox,
  jobs,
  paymentTransactions,
  purchasedSupportPlans,
  transactionLedger,
} from "../../db/schema";
import { practiceConfig } from "../../lib/practice";
import { SEND_EMAIL_JOB } from "../mail/enqueue-email";
import { PLAN_NOT_FOUND, PLAN_NOT_IN_REGION } from "../plans/load-checkout-plan";
import { CURRENCY_NOT_FOR_REGION } from "../plans/region-choice-schema";
import {
  countRows,
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  PUBLIC_URL,
  rejection,
  unreachablePaystack,
} from "./payments-test-kit";
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

describe("startPlanCheckout, refusals", () => {
  it("answers 'Plan not found' for an inactive, unknown or malformed plan, writing nothing", async () => {
    const inactive = await insertLocalPlan(db, { isActive: false });
    const viewer = await insertViewer(db, { region: "local" });
    const before = await countRows(db);
    for (const planId of [inactive.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid", ""]) {
      const error = await rejection(startPlanCheckout(world.deps, viewer, { planId }));
      expect(error.code).toBe("not_found");
      expect(error.message).toBe(PLAN_NOT_FOUND);
    }
    expect(await countRows(db)).toEqual(before);
  });

  it("refuses a currency that does not fit the plan's region", async () => {
    const local = await insertLocalPlan(db);
    const abroad = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "local" });
    const before = await countRows(db);

    const usdForLocal = await rejection(startPlanCheckout(world.deps, viewer, { planId: local.id, currency: "USD" }));
    expect(usdForLocal).toMatchObject({ code: "bad_request", message: PLAN_NOT_IN_REGION });
    const cedisAbroad = await rejection(startPlanCheckout(world.deps, viewer, { planId: abroad.id, currency: "GHS" }));
    expect(cedisAbroad).toMatchObject({ code: "bad_request", message: PLAN_NOT_IN_REGION });
    const mismatched = await rejection(
      startPlanCheckout(world.deps, viewer, { planId: local.id, currency: "USD", region: "local" }),
    );
    expect(mismatched).toMatchObject({ code: "bad_request", message: CURRENCY_NOT_FOR_REGION });
    const unknown = await rejection(startPlanCheckout(world.deps, viewer, { planId: local.id, currency: "NGN" }));
    expect(unknown.code).toBe("bad_request");
    expect(await countRows(db)).toEqual(before);
  });

  it("is for client accounts only", async () => {
    const plan = await insertLocalPlan(db);
    for (const role of ["therapist", "admin"] as const) {
      const viewer = await insertViewer(db, { role, region: "local" });
      expect((await rejection(startPlanCheckout(world.deps, viewer, { planId: plan.id }))).code).toBe("forbidden");
    }
  });
});

describe("startPlanCheckout, international plan (bank transfer)", () => {
  it("creates a pending plan, the payment, a pending ledger line and the instructions e-mail", async () => {
    const plan = await insertInternationalPlan(db);
    const viewer = await insertViewer(db, { region: "international", currency: "GBP" });
    const bank = practiceConfig().bankTransfer;
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
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SEND_EMAIL_JOB)));
    expect(queued.some((j) => j.payload.outboxId === mails[0]!.id)).toBe(true);

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
    await db.execute(sqlRefuseJobs);
    try {
      await expect(startPlanCheckout(world.deps, viewer, { planId: plan.id })).rejects.toThrow();
    } finally {
      await db.execute(sqlAllowJobs);
    }
    expect(await countRows(db)).toEqual(before);
  });
});

const sqlRefuseJobs = sql`alter table jobs add constraint refuse_new_jobs check (false) not valid`;
const sqlAllowJobs = sql`alter table jobs drop constraint refuse_new_jobs`;

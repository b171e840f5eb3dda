// A paid therapy-journey package is delivered as a plan is: by Paystack's verify or webhook, or by
// an admin recording the transfer. It becomes a purchased_support_plans row of the package (its
// session type and length copied from what was sold), with its ledger line, notifications and one
// confirmation e-mail; plan purchases send that e-mail too. Nothing is delivered or sent twice.

import { formatLongDate } from "@domain/long-date";
import { planExpiry } from "@domain/plans";
import type { Database } from "@server/db/client";
import {
  emailOutbox,
  notifications,
  paymentTransactions,
  profiles,
  purchasedSupportPlans,
  therapyPackages,
  transactionLedger,
} from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { listPendingTransfers } from "@server/modules/payments";
import { PACKAGE_ACTIVATED_TITLE, startPackageCheckout, startPlanCheckout } from "@server/modules/plans";
import {
  countRows,
  insertInternationalPackage,
  insertLocalPackage,
  insertLocalPlan,
  insertViewer,
  usePaymentsWorld,
} from "@tests/support/payments-world";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmPaystackPayment } from "./confirm-payment";
import { markTransferReceived } from "./mark-transfer-received";

const payments = usePaymentsWorld();
let db: Database;
let admin: Viewer;
const ZONE = "Pacific/Kiritimati";

beforeAll(async () => {
  db = payments.world.db;
  admin = await insertViewer(db, { role: "admin" });
});

async function client(region: "local" | "international", currency?: "USD") {
  const viewer = await insertViewer(db, { region, ...(currency ? { currency } : {}) });
  await db.update(profiles).set({ timezone: ZONE }).where(eq(profiles.id, viewer.userId));
  return viewer;
}

const confirmationsTo = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.subject, "Your % is active (%)")));

const boughtWith = async (reference: string) => {
  const rows = await db
    .select()
    .from(purchasedSupportPlans)
    .where(eq(purchasedSupportPlans.paymentReference, reference));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe("a local package paid through Paystack", () => {
  it("is delivered once: the package's row, its ledger line, the notifications and one confirmation e-mail", async () => {
    const pkg = await insertLocalPackage(db);
    const viewer = await client("local");
    const { reference } = await startPackageCheckout(payments.world.deps, viewer, { packageId: pkg.id });
    // The catalogue changes after checkout: what was sold stays what was sold.
    await db
      .update(therapyPackages)
      .set({ durationMinutes: 80, sessionType: "hybrid" })
      .where(eq(therapyPackages.id, pkg.id));
    const before = new Date();
    expect(await payments.world.sim.complete(reference, "success")).toBe(200); // the webhook delivers
    const after = new Date();

    const bought = await boughtWith(reference);
    expect(bought).toMatchObject({
      userId: viewer.userId,
      planId: null,
      packageId: pkg.id,
      sessionType: "individual_teletherapy",
      sessionMinutes: 50,
      totalSessions: 6,
      remainingSessions: 6,
      status: "active",
      amount: 210_000,
      currency: "GHS",
    });
    expect(bought.expiresAt.getTime()).toBeGreaterThanOrEqual(planExpiry(before, 6).getTime() - 1);
    expect(bought.expiresAt.getTime()).toBeLessThanOrEqual(planExpiry(after, 6).getTime());
    expect(bought.activatedAt).toBeInstanceOf(Date);

    const ledger = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, reference));
    expect(ledger.map((l) => [l.transactionType, l.status, l.description])).toEqual([
      ["therapy_package", "completed", "6 Session Teletherapy"],
    ]);
    const notes = await db.select().from(notifications).where(eq(notifications.userId, viewer.userId));
    expect(notes.map((n) => n.title).sort()).toEqual([PACKAGE_ACTIVATED_TITLE, "Payment received"].sort());

    const [mail, ...more] = await confirmationsTo(viewer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your 6 Session Teletherapy package is active (${reference})`);
    for (const line of [
      "Sessions: 6 sessions of 50 minutes",
      `Valid until: ${formatLongDate(bought.expiresAt, ZONE)}`,
      "Amount paid: ₵2,100",
      `Payment reference: ${reference}`,
      "/client-portal",
    ]) {
      expect(mail?.textBody).toContain(line);
    }

    // A replayed webhook and the customer's own verify deliver nothing, and send nothing, again.
    const rows = await countRows(db);
    expect((await payments.world.sim.replayWebhook(reference)).status).toBe(200);
    const again = await confirmPaystackPayment(payments.world.deps, {
      source: "verify",
      reference,
      actorUserId: viewer.userId,
    });
    expect(again).toMatchObject({ status: "already_fulfilled", purchasedPlanId: bought.id });
    expect(await countRows(db)).toEqual(rows);
    expect(await confirmationsTo(viewer.email)).toHaveLength(1);
  });
});

describe("the international package paid by bank transfer", () => {
  it("waits in the admin's pending transfers, and her record activates it and sends one confirmation", async () => {
    const pkg = await insertInternationalPackage(db);
    const viewer = await client("international", "USD");
    const started = await startPackageCheckout(payments.world.deps, viewer, { packageId: pkg.id });
    if (started.kind !== "bank_transfer") throw new Error("expected a bank transfer");
    expect(await confirmationsTo(viewer.email)).toEqual([]);

    const pending = (await listPendingTransfers(db, admin)).find((t) => t.reference === started.reference);
    expect(pending).toMatchObject({
      purpose: "therapy_package",
      description: "Therapy package: 6 Session Package",
      amount: 40_000,
      currency: "USD",
    });

    const recorded = await markTransferReceived(db, admin, { reference: started.reference });
    expect(recorded).toMatchObject({
      purpose: "therapy_package",
      needsSettling: false,
      purchasedPlanId: started.purchasedPlanId,
    });
    expect(await boughtWith(started.reference)).toMatchObject({
      id: started.purchasedPlanId,
      packageId: pkg.id,
      planId: null,
      status: "active",
      sessionMinutes: 50,
      remainingSessions: 6,
      amount: 40_000,
      currency: "USD",
    });
    const [payment] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.reference, started.reference));
    expect(payment).toMatchObject({ status: "success" });
    const [mail, ...more] = await confirmationsTo(viewer.email);
    expect(more).toEqual([]);
    expect(mail?.textBody).toContain("Amount paid: $400");

    // Recorded twice: refused, and nothing more is sent.
    await expect(markTransferReceived(db, admin, { reference: started.reference })).rejects.toMatchObject({
      code: "conflict",
    });
    expect(await confirmationsTo(viewer.email)).toHaveLength(1);
  });
});

describe("a support plan's delivery", () => {
  it("sends the confirmation e-mail the payment-success page promises, once", async () => {
    const plan = await insertLocalPlan(db);
    const viewer = await client("local");
    const { reference } = await startPlanCheckout(payments.world.deps, viewer, { planId: plan.id });
    await payments.world.sim.complete(reference, "success");
    await payments.world.sim.replayWebhook(reference);
    const [mail, ...more] = await confirmationsTo(viewer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Your ${plan.name} plan is active (${reference})`);
    expect(mail?.textBody).toContain("Sessions: 8 sessions\n");
    expect(mail?.textBody).toContain("Amount paid: ₵2,880");
    expect((await boughtWith(reference)).sessionType).toBe(plan.sessionType);
  });
});

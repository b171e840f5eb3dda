// Book Now on a therapy-journey package: priced by the server from therapy_packages in the
// visitor's currency, paid as plans are (Paystack locally, bank transfer internationally), and
// refused for an inactive package, the other region's, a mismatched currency, or a staff account.
import { INITIALIZE_FAILED } from "@domain/payment-messages";
import type { Database } from "@server/db/client";
import { emailOutbox, paymentTransactions, purchasedSupportPlans, transactionLedger } from "@server/db/schema";
import {
  countRows,
  insertInternationalPackage,
  insertLocalPackage,
  insertViewer,
  rejection,
  usePaymentsWorld,
} from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_NOT_FOUND, PACKAGE_NOT_IN_REGION } from "./load-checkout-package";
import { CURRENCY_NOT_FOR_REGION } from "./region-choice-schema";
import { startPackageCheckout } from "./start-plan-checkout";

const payments = usePaymentsWorld();
let db: Database;

beforeAll(() => {
  db = payments.world.db;
});

const paymentOf = async (reference: string) => {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
};

describe("startPackageCheckout, local package (Paystack)", () => {
  it("asks Paystack for the package's cedi price, whatever the browser sends, and buys nothing yet", async () => {
    const pkg = await insertLocalPackage(db);
    const viewer = await insertViewer(db, { region: "local" });
    const result = await startPackageCheckout(payments.world.deps, viewer, {
      packageId: pkg.id,
      currency: "GHS",
      amount: 100,
      payment_amount: 100,
    });

    expect(result.kind).toBe("paystack");
    expect(result.reference).toMatch(/^PKG-[A-Z0-9]{12}$/);
    expect(result).toMatchObject({ amount: 210_000, currency: "GHS" });
    expect(await paymentOf(result.reference)).toMatchObject({
      userId: viewer.userId,
      provider: "paystack",
      purpose: "therapy_package",
      amount: 210_000,
      currency: "GHS",
      status: "pending",
      details: {
        packageId: pkg.id,
        planName: "6 Session Teletherapy",
        sessionCount: 6,
        validMonths: 6,
        sessionType: "individual_teletherapy",
        sessionMinutes: 50,
      },
    });
    expect(payments.world.sim.transactions.get(result.reference)).toMatchObject({
      amount: 210_000,
      currency: "GHS",
      metadata: { purpose: "therapy_package", package_id: pkg.id, service_name: "6 Session Teletherapy" },
    });
    expect(
      await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.userId, viewer.userId)),
    ).toEqual([]);
  });

  it("answers unavailable and writes nothing when Paystack is not configured", async () => {
    const pkg = await insertLocalPackage(db);
    const viewer = await insertViewer(db, { region: "local" });
    const before = await countRows(db);
    const error = await rejection(
      startPackageCheckout({ ...payments.world.deps, paystack: null }, viewer, { packageId: pkg.id }),
    );
    expect(error).toMatchObject({ code: "unavailable", message: INITIALIZE_FAILED });
    expect(await countRows(db)).toEqual(before);
  });
});

describe("startPackageCheckout, international package (bank transfer)", () => {
  it("creates the package pending payment in the chosen currency, e-mails the instructions, and answers a repeat alike", async () => {
    const pkg = await insertInternationalPackage(db);
    const viewer = await insertViewer(db, { region: "international", currency: "GBP" });
    const first = await startPackageCheckout(payments.world.deps, viewer, { packageId: pkg.id, currency: "GBP" });
    if (first.kind !== "bank_transfer") throw new Error("expected a bank transfer");
    expect(first).toMatchObject({ amount: 35_000, currency: "GBP", checkTime: "1-3 business days" });
    expect(first.reference).toMatch(/^WISE-/);

    const [bought, ...more] = await db
      .select()
      .from(purchasedSupportPlans)
      .where(eq(purchasedSupportPlans.userId, viewer.userId));
    expect(more).toEqual([]);
    expect(bought).toMatchObject({
      id: first.purchasedPlanId,
      planId: null,
      packageId: pkg.id,
      sessionType: "individual_teletherapy",
      sessionMinutes: 50,
      totalSessions: 6,
      remainingSessions: 6,
      status: "pending_payment",
      amount: 35_000,
      currency: "GBP",
      paymentReference: first.reference,
    });
    expect(await paymentOf(first.reference)).toMatchObject({
      provider: "bank_transfer",
      purpose: "therapy_package",
      status: "pending",
      details: { packageId: pkg.id, purchasedPlanId: first.purchasedPlanId },
    });
    const ledger = await db.select().from(transactionLedger).where(eq(transactionLedger.reference, first.reference));
    expect(ledger.map((l) => [l.transactionType, l.status])).toEqual([["therapy_package", "pending"]]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, viewer.email));
    expect(mails.map((m) => m.subject)).toEqual([
      `Payment instructions for your 6 Session Package package (${first.reference})`,
    ]);

    const again = await startPackageCheckout(payments.world.deps, viewer, { packageId: pkg.id, currency: "GBP" });
    expect(again).toEqual(first);
    expect(
      await db.select().from(purchasedSupportPlans).where(eq(purchasedSupportPlans.userId, viewer.userId)),
    ).toHaveLength(1);
  });

  it("prices each currency from the package's own column", async () => {
    const pkg = await insertInternationalPackage(db, { priceUsd: 41_000, priceEur: 39_000 });
    for (const [currency, amount] of [
      ["USD", 41_000],
      ["EUR", 39_000],
    ] as const) {
      const viewer = await insertViewer(db, { region: "international", currency });
      const result = await startPackageCheckout(payments.world.deps, viewer, { packageId: pkg.id });
      expect(result).toMatchObject({ kind: "bank_transfer", amount, currency });
    }
  });
});

describe("startPackageCheckout refuses", () => {
  it("an inactive, unknown or malformed package as not found, writing nothing", async () => {
    const inactive = await insertLocalPackage(db, { isActive: false });
    const viewer = await insertViewer(db, { region: "local" });
    const before = await countRows(db);
    for (const packageId of [inactive.id, "no-such-package", "../../etc", "x".repeat(500)]) {
      const error = await rejection(startPackageCheckout(payments.world.deps, viewer, { packageId }));
      expect(error, packageId.slice(0, 20)).toMatchObject({ code: "not_found", message: PACKAGE_NOT_FOUND });
    }
    expect(await countRows(db)).toEqual(before);
  });

  it("the other region's package, and a currency that does not fit the region", async () => {
    const local = await insertLocalPackage(db);
    const international = await insertInternationalPackage(db);
    const viewer = await insertViewer(db, { region: "local" });
    expect(
      await rejection(startPackageCheckout(payments.world.deps, viewer, { packageId: local.id, currency: "USD" })),
    ).toMatchObject({ code: "bad_request", message: PACKAGE_NOT_IN_REGION });
    expect(
      await rejection(startPackageCheckout(payments.world.deps, viewer, { packageId: international.id })),
    ).toMatchObject({ code: "bad_request", message: PACKAGE_NOT_IN_REGION });
    expect(
      await rejection(
        startPackageCheckout(payments.world.deps, viewer, { packageId: local.id, region: "local", currency: "EUR" }),
      ),
    ).toMatchObject({ code: "bad_request", fields: { currency: CURRENCY_NOT_FOR_REGION } });
  });

  it("a staff account: packages are bought from a client account", async () => {
    const pkg = await insertLocalPackage(db);
    for (const role of ["therapist", "admin"] as const) {
      const viewer = await insertViewer(db, { role, region: "local" });
      expect(await rejection(startPackageCheckout(payments.world.deps, viewer, { packageId: pkg.id }))).toMatchObject({
        code: "forbidden",
        message: "Therapy packages can only be bought from a client account.",
      });
    }
  });
});

// Editing a therapy-journey package from the packages tab: its region's prices, active, highlight
// and badge; admins only, a stale form refused, audited; a bought package keeps what was sold.
import type { Database } from "@server/db/client";
import { auditLogs, purchasedSupportPlans, therapyPackages } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { listTherapyPackages } from "@server/modules/catalogue";
import {
  insertInternationalPackage,
  insertLocalPackage,
  insertViewer,
  rejection,
  usePaymentsWorld,
} from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminTherapyPackage, listPackageData } from "./list-package-data";
import { STALE_VERSION } from "./package-fields";
import { startPackageCheckout } from "./start-plan-checkout";
import { PACKAGE_NEEDS_PRICE, THERAPY_PACKAGE_NOT_FOUND, updateTherapyPackage } from "./update-therapy-package";

const payments = usePaymentsWorld();
let db: Database;
let admin: Viewer;

beforeAll(async () => {
  db = payments.world.db;
  admin = await insertViewer(db, { role: "admin" });
});

async function listed(packageId: string): Promise<AdminTherapyPackage> {
  const found = (await listPackageData(db, admin)).packages.find((p) => p.id === packageId);
  if (!found) throw new Error(`package ${packageId} is not listed`);
  return found;
}

/** The edit form as the tab fills it in: prices in major units, boxes "on" when ticked. */
async function form(packageId: string): Promise<Record<string, string>> {
  const pkg = await listed(packageId);
  const major = (minor: number | null) => (minor === null ? "" : String(minor / 100));
  return {
    packageId,
    version: pkg.version,
    priceGhs: major(pkg.priceGhs),
    priceUsd: major(pkg.priceUsd),
    priceGbp: major(pkg.priceGbp),
    priceEur: major(pkg.priceEur),
    badge: pkg.badge ?? "",
    ...(pkg.isActive ? { isActive: "on" } : {}),
    ...(pkg.highlight ? { highlight: "on" } : {}),
  };
}

describe("updateTherapyPackage", () => {
  it("saves a local package's cedi price, highlight and badge, audited, and the page and checkout show it", async () => {
    const pkg = await insertLocalPackage(db);
    const opened = await form(pkg.id);
    const result = await updateTherapyPackage(db, admin, {
      ...opened,
      priceGhs: "2250.50",
      // Not the local package's currency: ignored, never stored.
      priceUsd: "99",
      highlight: "on",
      badge: "  Gently consistent care ",
    });
    expect(result.changed.sort()).toEqual(["badge", "highlight", "price_ghs"]);
    const [row] = await db.select().from(therapyPackages).where(eq(therapyPackages.id, pkg.id));
    expect(row).toMatchObject({ priceGhs: 225_050, priceUsd: null, highlight: true, badge: "Gently consistent care" });
    const [entry, ...more] = await db.select().from(auditLogs).where(eq(auditLogs.recordId, pkg.id));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "therapy_package.updated",
      userId: admin.userId,
      tableName: "therapy_packages",
      details: { changes: { price_ghs: { from: 210_000, to: 225_050 }, highlight: { from: false, to: true } } },
    });
    const shown = (await listTherapyPackages(db, { region: "local", currency: "GHS" })).find((p) => p.id === pkg.id);
    expect(shown).toMatchObject({ price: 225_050, highlight: true, badge: "Gently consistent care" });

    // Made inactive, it leaves the page and its checkout.
    const { isActive: _on, ...inactive } = await form(pkg.id);
    await updateTherapyPackage(db, admin, inactive);
    expect((await listTherapyPackages(db, { region: "local", currency: "GHS" })).some((p) => p.id === pkg.id)).toBe(
      false,
    );
    const client = await insertViewer(db, { region: "local" });
    expect(await rejection(startPackageCheckout(payments.world.deps, client, { packageId: pkg.id }))).toMatchObject({
      code: "not_found",
    });
  });

  it("needs every price of the international package, and refuses bad values, a stale form and non-admins", async () => {
    const pkg = await insertInternationalPackage(db);
    const opened = await form(pkg.id);
    for (const field of ["priceUsd", "priceGbp", "priceEur"] as const) {
      const error = await rejection(updateTherapyPackage(db, admin, { ...opened, [field]: "" }));
      expect(error).toMatchObject({ code: "bad_request", fields: { [field]: PACKAGE_NEEDS_PRICE[field] } });
    }
    const bad: [string, string, RegExp][] = [
      ["priceUsd", "-5", /cannot be negative/],
      ["priceGbp", "12.345", /at most 2 decimals/],
      ["priceEur", "0", /more than 0/],
      ["badge", "x".repeat(41), /under 40 characters/],
      ["highlight", "maybe", /./],
    ];
    for (const [field, value, message] of bad) {
      const error = await rejection(updateTherapyPackage(db, admin, { ...opened, [field]: value }));
      expect(error.fields?.[field], `${field}=${value}`).toMatch(message);
    }
    expect(await rejection(updateTherapyPackage(db, admin, { ...opened, packageId: "no-such" }))).toMatchObject({
      code: "not_found",
      message: THERAPY_PACKAGE_NOT_FOUND,
    });
    for (const role of ["therapist", "client"] as const) {
      const viewer = await insertViewer(db, { role });
      expect(await rejection(updateTherapyPackage(db, viewer, opened))).toMatchObject({ code: "forbidden" });
    }
    await updateTherapyPackage(db, admin, { ...opened, priceUsd: "420" });
    expect(await rejection(updateTherapyPackage(db, admin, { ...opened, priceUsd: "430" }))).toMatchObject({
      code: "conflict",
      message: STALE_VERSION,
    });
    const [row] = await db.select().from(therapyPackages).where(eq(therapyPackages.id, pkg.id));
    expect(row?.priceUsd).toBe(42_000);
  });

  it("leaves a bought package's purchase as it was sold, and lists how often it was bought", async () => {
    const pkg = await insertInternationalPackage(db);
    const client = await insertViewer(db, { region: "international", currency: "USD" });
    const started = await startPackageCheckout(payments.world.deps, client, { packageId: pkg.id });
    expect((await listed(pkg.id)).purchases).toBe(1);
    await updateTherapyPackage(db, admin, { ...(await form(pkg.id)), priceUsd: "450" });
    const [bought] = await db
      .select()
      .from(purchasedSupportPlans)
      .where(eq(purchasedSupportPlans.paymentReference, started.reference));
    expect(bought).toMatchObject({ amount: 40_000, currency: "USD", sessionMinutes: 50, totalSessions: 6 });
  });
});

// The packages tab's use cases: listing plans and add-ons for an admin, and editing them (fields,
// minor units, messages, audit with old and new values, optimistic concurrency, admins only),
// with what clients already bought left exactly as they bought it.
import { planExpiry } from "@domain/plans";
import type { Database } from "@server/db/client";
import { auditLogs, planAddons, purchasedSupportPlans, supportPlans } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts/viewer";
import { markTransferReceived } from "@server/modules/payments/mark-transfer-received";
import { startPlanCheckout } from "@server/modules/payments/start-plan-checkout";
import { uniq, validRow } from "@tests/support/fixtures";
import {
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  rejection,
  usePaymentsWorld,
} from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getPlanForCheckout } from "./get-plan-for-checkout";
import { listMyPlans } from "./list-my-plans";
import { type AdminPlanAddon, type AdminSupportPlan, listPackageData } from "./list-package-data";
import { listPlanAddons } from "./list-plan-addons";
import { listSupportPlans } from "./list-support-plans";
import { PACKAGES_ADMINS_ONLY, STALE_VERSION } from "./package-fields";
import { ADDON_NAME_TAKEN, updatePlanAddon } from "./update-plan-addon";
import { BOUGHT_PLAN_TYPE_FIXED, SUPPORT_PLAN_NOT_FOUND, updateSupportPlan } from "./update-support-plan";

const payments = usePaymentsWorld();
let db: Database;
let admin: Viewer;
let therapist: Viewer;
let client: Viewer;

beforeAll(async () => {
  db = payments.world.db;
  admin = await insertViewer(db, { role: "admin" });
  therapist = await insertViewer(db, { role: "therapist" });
  client = await insertViewer(db, { role: "client" });
});

const major = (minor: number | null) => (minor === null ? "" : (minor / 100).toFixed(2));

async function listedPlan(planId: string): Promise<AdminSupportPlan> {
  const plan = (await listPackageData(db, admin)).plans.find((p) => p.id === planId);
  if (!plan) throw new Error(`plan ${planId} is not listed`);
  return plan;
}

async function listedAddon(addonId: string): Promise<AdminPlanAddon> {
  const addon = (await listPackageData(db, admin)).addons.find((a) => a.id === addonId);
  if (!addon) throw new Error(`add-on ${addonId} is not listed`);
  return addon;
}

/** The edit form as the tab fills it in for this plan: every field as a string. */
async function planForm(planId: string): Promise<Record<string, string>> {
  const plan = await listedPlan(planId);
  return {
    planId,
    version: plan.version,
    name: plan.name,
    description: plan.description ?? "",
    sessionCount: String(plan.sessionCount),
    sessionType: plan.sessionType,
    region: plan.region,
    priceUsd: major(plan.priceUsd),
    priceGbp: major(plan.priceGbp),
    priceEur: major(plan.priceEur),
    priceGhs: major(plan.priceGhs),
    discountPercentage: String(plan.discountPercentage),
    validMonths: String(plan.validMonths),
    ...(plan.isActive ? { isActive: "on" } : {}),
  };
}

async function addonForm(addonId: string): Promise<Record<string, string>> {
  const addon = await listedAddon(addonId);
  return {
    addonId,
    version: addon.version,
    name: addon.name,
    addonType: addon.addonType,
    region: addon.region,
    priceUsd: major(addon.priceUsd),
    priceGbp: major(addon.priceGbp),
    priceEur: major(addon.priceEur),
    priceGhs: major(addon.priceGhs),
    ...(addon.isActive ? { isActive: "on" } : {}),
  };
}

const auditOf = (recordId: string) =>
  db.select().from(auditLogs).where(eq(auditLogs.recordId, recordId)).orderBy(auditLogs.createdAt);

const planRow = async (planId: string) => {
  const [row] = await db.select().from(supportPlans).where(eq(supportPlans.id, planId));
  if (!row) throw new Error("no plan");
  return row;
};

describe("listPackageData", () => {
  it("lists every plan by session count (inactive ones too) and every add-on by name, with versions", async () => {
    const eight = await insertLocalPlan(db, { planType: uniq("eight"), sessionCount: 8, isActive: false });
    const two = await insertLocalPlan(db, { planType: uniq("two"), sessionCount: 2 });
    const zeta = await db
      .insert(planAddons)
      .values({ ...validRow.planAddon(), name: `Zeta ${uniq()}` })
      .returning();
    const alpha = await db
      .insert(planAddons)
      .values({ ...validRow.planAddon(), name: `Alpha ${uniq()}`, priceGhs: null, priceUsd: null })
      .returning();
    const data = await listPackageData(db, admin);
    const planIds = data.plans.map((p) => p.id);
    expect(planIds.indexOf(two.id)).toBeLessThan(planIds.indexOf(eight.id));
    const counts = data.plans.map((p) => p.sessionCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(data.plans.find((p) => p.id === eight.id)).toMatchObject({
      isActive: false,
      sessionCount: 8,
      priceGhs: 288_000,
      purchases: 0,
      version: expect.stringMatching(/^\d+$/),
    });
    const names = data.addons.map((a) => a.name);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf(alpha[0]!.name)).toBeLessThan(names.indexOf(zeta[0]!.name));
    expect(data.addons.find((a) => a.id === alpha[0]!.id)).toMatchObject({
      priceGhs: null,
      priceUsd: null,
      priceGbp: 1_500,
      version: expect.stringMatching(/^\d+$/),
    });
  });

  it("is for admins only", async () => {
    for (const viewer of [therapist, client]) {
      expect(await rejection(listPackageData(db, viewer))).toMatchObject({
        code: "forbidden",
        message: PACKAGES_ADMINS_ONLY,
      });
    }
  });
});

describe("updateSupportPlan", () => {
  it("saves the fields, prices typed in major units stored in minor units, audited with old and new values", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("edit"), description: "Before" });
    const form = await planForm(plan.id);
    const result = await updateSupportPlan(db, admin, {
      ...form,
      name: "  Steady Growth Plus  ",
      description: "Ten sessions, more room.",
      sessionCount: "10",
      priceGhs: "2,999.5",
      priceUsd: "120",
      discountPercentage: "12",
      validMonths: "4",
    });
    expect(result.changed.sort()).toEqual(
      ["description", "discount_percentage", "name", "price_ghs", "price_usd", "session_count", "valid_months"].sort(),
    );
    expect(await planRow(plan.id)).toMatchObject({
      name: "Steady Growth Plus",
      description: "Ten sessions, more room.",
      sessionCount: 10,
      priceGhs: 299_950,
      priceUsd: 12_000,
      priceGbp: null,
      discountPercentage: 12,
      validMonths: 4,
      isActive: true,
      // Not edited here: kept.
      planType: plan.planType,
      originalPriceGhs: 320_000,
    });
    const audit = await auditOf(plan.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "support_plan.updated",
      userId: admin.userId,
      tableName: "support_plans",
      recordId: plan.id,
      details: {
        name: "Steady Growth Plus",
        changes: {
          name: { from: plan.name, to: "Steady Growth Plus" },
          description: { from: "Before", to: "Ten sessions, more room." },
          session_count: { from: 8, to: 10 },
          price_ghs: { from: 288_000, to: 299_950 },
          price_usd: { from: null, to: 12_000 },
          discount_percentage: { from: 10, to: 12 },
          valid_months: { from: 3, to: 4 },
        },
      },
    });
    expect((await listedPlan(plan.id)).version).not.toBe(form.version);
  });

  it("shows at once on /support-plans and at checkout, and an inactive plan is neither", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("shown"), sessionType: "hybrid" });
    const local = { region: "local", currency: "GHS" } as const;
    const offered = async () => (await listSupportPlans(db, local)).find((p) => p.id === plan.id);
    expect((await offered())?.price).toBe(288_000);

    await updateSupportPlan(db, admin, { ...(await planForm(plan.id)), priceGhs: "2500" });
    expect((await offered())?.price).toBe(250_000);
    const checkout = await getPlanForCheckout(db, client, { planId: plan.id, ...local });
    expect(checkout.plan).toMatchObject({ price: 250_000, currency: "GHS" });

    const form = await planForm(plan.id);
    delete form.isActive;
    await updateSupportPlan(db, admin, form);
    expect(await offered()).toBeUndefined();
    expect(await rejection(getPlanForCheckout(db, client, { planId: plan.id, ...local }))).toMatchObject({
      code: "not_found",
    });
  });

  it("refuses bad values with a message on the field, and writes nothing", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("bad") });
    const form = await planForm(plan.id);
    const cases: [string, string, RegExp][] = [
      ["sessionCount", "0", /whole number from 1 to 100/],
      ["sessionCount", "2.5", /whole number from 1 to 100/],
      ["sessionCount", "-3", /whole number from 1 to 100/],
      ["sessionCount", "many", /whole number from 1 to 100/],
      ["priceGhs", "-5", /cannot be negative/],
      ["priceGhs", "12.345", /at most 2 decimals/],
      ["priceGhs", "1e3", /at most 2 decimals/],
      ["priceGhs", "0", /more than 0/],
      ["priceGhs", "99999999", /at most 1,000,000/],
      ["priceGhs", "", /local plan needs a price in GHS/],
      ["discountPercentage", "101", /whole number from 0 to 100/],
      ["discountPercentage", "-1", /whole number from 0 to 100/],
      ["discountPercentage", "7.5", /whole number from 0 to 100/],
      ["validMonths", "0", /whole number from 1 to 120/],
      ["validMonths", "", /whole number from 1 to 120/],
      ["name", "   ", /give the plan a name/],
      ["sessionType", "weekly", /Choose a session type/],
      ["region", "mars", /Choose a region/],
      ["isActive", "maybe", /Tick the box/],
      ["version", "", /Someone else changed this/],
    ];
    for (const [field, value, message] of cases) {
      const error = await rejection(updateSupportPlan(db, admin, { ...form, [field]: value }));
      expect(error.code, `${field}=${value}`).toBe("bad_request");
      expect(error.fields?.[field], `${field}=${value}`).toMatch(message);
    }
    // An international plan needs all three of its prices.
    const abroad = await insertInternationalPlan(db, { planType: uniq("abroad") });
    const error = await rejection(updateSupportPlan(db, admin, { ...(await planForm(abroad.id)), priceEur: "" }));
    expect(error.fields).toEqual({ priceEur: "An international plan needs a price in EUR." });

    expect(await planRow(plan.id)).toMatchObject({ priceGhs: 288_000, sessionCount: 8, updatedAt: plan.updatedAt });
    expect(await auditOf(plan.id)).toEqual([]);
  });

  it("refuses an unknown plan, and saving it unchanged changes nothing", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("same") });
    const form = await planForm(plan.id);
    expect(
      await rejection(updateSupportPlan(db, admin, { ...form, planId: "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e" })),
    ).toMatchObject({ code: "not_found", message: SUPPORT_PLAN_NOT_FOUND });
    expect(await updateSupportPlan(db, admin, form)).toEqual({ planId: plan.id, changed: [] });
    expect(await auditOf(plan.id)).toEqual([]);
    expect((await listedPlan(plan.id)).version).toBe(form.version);
  });

  it("tells the second of two admins editing the same plan, and keeps the first one's change", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("race") });
    const seen = await planForm(plan.id);
    await updateSupportPlan(db, admin, { ...seen, priceGhs: "2700" });
    const late = await rejection(updateSupportPlan(db, admin, { ...seen, sessionCount: "9" }));
    expect(late).toMatchObject({ code: "conflict", message: STALE_VERSION });
    expect(await planRow(plan.id)).toMatchObject({ priceGhs: 270_000, sessionCount: 8 });

    // At the same moment, from the same version: exactly one is saved.
    const now = await planForm(plan.id);
    const outcomes = await Promise.allSettled([
      updateSupportPlan(db, admin, { ...now, priceGhs: "2600" }),
      updateSupportPlan(db, admin, { ...now, priceGhs: "2500" }),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ code: "conflict" });
    expect(await auditOf(plan.id)).toHaveLength(2);
  });

  it("moves the version on even when saved twice within one clock tick", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("tick") });
    const at = new Date("2020-01-01T00:00:00Z");
    await updateSupportPlan(db, admin, { ...(await planForm(plan.id)), priceGhs: "2000" }, at);
    const first = await planForm(plan.id);
    await updateSupportPlan(db, admin, { ...first, priceGhs: "2100" }, at);
    const second = await planForm(plan.id);
    expect(second.version).not.toBe(first.version);
    expect(await rejection(updateSupportPlan(db, admin, { ...first, priceGhs: "2200" }, at))).toMatchObject({
      code: "conflict",
    });
  });

  it("refuses a kind of plan that exists already for that region and session type", async () => {
    const planType = uniq("kind");
    await insertLocalPlan(db, { planType, sessionType: "individual_teletherapy", name: "Taken" });
    const other = await insertLocalPlan(db, { planType, sessionType: "hybrid" });
    const error = await rejection(
      updateSupportPlan(db, admin, { ...(await planForm(other.id)), sessionType: "individual_teletherapy" }),
    );
    expect(error.code).toBe("conflict");
    expect(error.fields?.sessionType).toMatch(/"Taken" is already this kind of plan/);
  });

  it("is for admins only, and a refused edit writes nothing", async () => {
    const plan = await insertLocalPlan(db, { planType: uniq("forbidden") });
    const form = { ...(await planForm(plan.id)), priceGhs: "1" };
    for (const viewer of [therapist, client]) {
      expect(await rejection(updateSupportPlan(db, viewer, form))).toMatchObject({
        code: "forbidden",
        message: PACKAGES_ADMINS_ONLY,
      });
    }
    expect(await planRow(plan.id)).toMatchObject({ priceGhs: 288_000 });
    expect(await auditOf(plan.id)).toEqual([]);
  });

  it("leaves a bought plan as it was bought: what was paid, its sessions, its expiry and its session type", async () => {
    const plan = await insertInternationalPlan(db, { planType: uniq("bought") });
    const buyer = await insertViewer(db, { region: "international", currency: "GBP" });
    // An active plan bought earlier, and a bank transfer still waiting for the money.
    const [earlier] = await db
      .insert(purchasedSupportPlans)
      .values({
        userId: buyer.userId,
        planId: plan.id,
        remainingSessions: 5,
        totalSessions: 8,
        expiresAt: new Date("2031-01-01T00:00:00Z"),
        status: "active",
        amount: 46_800,
        currency: "GBP",
      })
      .returning();
    const checkout = await startPlanCheckout(payments.world.deps, buyer, { planId: plan.id, currency: "GBP" });
    if (checkout.kind !== "bank_transfer") throw new Error("expected a bank transfer");
    expect((await listedPlan(plan.id)).purchases).toBe(2);

    await updateSupportPlan(db, admin, {
      ...(await planForm(plan.id)),
      priceGbp: "999",
      priceUsd: "1200",
      sessionCount: "12",
      validMonths: "12",
      discountPercentage: "0",
    });
    const typeChange = await rejection(
      updateSupportPlan(db, admin, { ...(await planForm(plan.id)), sessionType: "couples_teletherapy" }),
    );
    expect(typeChange).toMatchObject({ code: "conflict", fields: { sessionType: BOUGHT_PLAN_TYPE_FIXED } });
    expect((await planRow(plan.id)).sessionType).toBe("individual_teletherapy");

    // The money arrives after the edit: the plan delivered is the one that was priced and bought.
    const receivedAt = new Date();
    await markTransferReceived(db, admin, { reference: checkout.reference });
    const rows = await db
      .select()
      .from(purchasedSupportPlans)
      .where(and(eq(purchasedSupportPlans.userId, buyer.userId), eq(purchasedSupportPlans.planId, plan.id)));
    const delivered = rows.find((row) => row.paymentReference === checkout.reference);
    expect(delivered).toMatchObject({ status: "active", remainingSessions: 8, totalSessions: 8, amount: 46_800 });
    const sixMonths = planExpiry(receivedAt, 6).getTime();
    expect(Math.abs((delivered?.expiresAt.getTime() ?? 0) - sixMonths)).toBeLessThan(60_000);
    expect(rows.find((row) => row.id === earlier?.id)).toEqual(earlier);

    const mine = await listMyPlans(db, buyer);
    expect(mine.map((p) => [p.amount, p.currency, p.remainingSessions, p.totalSessions, p.sessionType])).toEqual([
      [46_800, "GBP", 8, 8, "individual_teletherapy"],
      [46_800, "GBP", 5, 8, "individual_teletherapy"],
    ]);
  });
});

describe("updatePlanAddon", () => {
  const insertAddon = async (overrides: Partial<typeof planAddons.$inferInsert> = {}) => {
    const [row] = await db
      .insert(planAddons)
      .values({ ...validRow.planAddon(), ...overrides })
      .returning();
    if (!row) throw new Error("no add-on");
    return row;
  };

  it("saves name, type, region, the four prices (empty: pricing by inquiry) and active, audited", async () => {
    const addon = await insertAddon({ name: `Check-ins ${uniq()}` });
    const name = `Weekly check-ins ${uniq()}`;
    // An empty price and one left out of the form alike: not sold in that currency.
    const { priceGbp: _gbp, priceEur: _eur, ...opened } = await addonForm(addon.id);
    const result = await updatePlanAddon(db, admin, {
      ...opened,
      name,
      addonType: "support",
      region: "local",
      priceGhs: "350.5",
      priceUsd: "",
    });
    expect(result.changed.sort()).toEqual(
      ["addon_type", "name", "price_eur", "price_gbp", "price_ghs", "price_usd", "region"].sort(),
    );
    const [row] = await db.select().from(planAddons).where(eq(planAddons.id, addon.id));
    expect(row).toMatchObject({
      name,
      addonType: "support",
      region: "local",
      priceGhs: 35_050,
      priceUsd: null,
      priceGbp: null,
      priceEur: null,
      isActive: true,
    });
    const [entry, ...more] = await auditOf(addon.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "plan_addon.updated",
      userId: admin.userId,
      tableName: "plan_addons",
      details: {
        name,
        changes: {
          addon_type: { from: "session", to: "support" },
          region: { from: "both", to: "local" },
          price_ghs: { from: 10_000, to: 35_050 },
          price_usd: { from: 2_000, to: null },
        },
      },
    });
    const shown = (await listPlanAddons(db, { region: "local", currency: "GHS" })).find((a) => a.id === addon.id);
    expect(shown?.price).toBe(35_050);

    // Made inactive, it leaves the plans page.
    const form = await addonForm(addon.id);
    delete form.isActive;
    await updatePlanAddon(db, admin, form);
    expect((await listPlanAddons(db, { region: "local", currency: "GHS" })).some((a) => a.id === addon.id)).toBe(false);
  });

  it("refuses bad values, a taken name, a stale version and anyone but an admin", async () => {
    const addon = await insertAddon();
    const other = await insertAddon();
    const form = await addonForm(addon.id);
    const bad: [string, string, RegExp][] = [
      ["name", "", /give the add-on a name/],
      ["addonType", "", /type of letters/],
      ["addonType", "<script>", /type of letters/],
      ["region", "everywhere", /Choose where it is offered/],
      ["priceUsd", "-1", /cannot be negative/],
      ["priceGbp", "1.999", /at most 2 decimals/],
    ];
    for (const [field, value, message] of bad) {
      const error = await rejection(updatePlanAddon(db, admin, { ...form, [field]: value }));
      expect(error.fields?.[field], `${field}=${value}`).toMatch(message);
    }
    expect(await rejection(updatePlanAddon(db, admin, { ...form, name: other.name }))).toMatchObject({
      code: "conflict",
      fields: { name: ADDON_NAME_TAKEN },
    });
    for (const viewer of [therapist, client]) {
      expect(await rejection(updatePlanAddon(db, viewer, form))).toMatchObject({ code: "forbidden" });
    }
    await updatePlanAddon(db, admin, { ...form, priceUsd: "25" });
    expect(await rejection(updatePlanAddon(db, admin, { ...form, priceUsd: "26" }))).toMatchObject({
      code: "conflict",
      message: STALE_VERSION,
    });
    const [row] = await db.select().from(planAddons).where(eq(planAddons.id, addon.id));
    expect(row?.priceUsd).toBe(2_500);
    expect(await auditOf(addon.id)).toHaveLength(1);
  });
});

// Editing a support plan from the packages tab (fields, minor units, messages, audit with old and
// new values, optimistic concurrency, admins only), with what clients already bought left exactly
// as they bought it.
import { planExpiry } from "@domain/plans";
import type { Database } from "@server/db/client";
import { purchasedSupportPlans } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { markTransferReceived } from "@server/modules/checkout";
import { uniq } from "@tests/support/fixtures";
import { packagesKit } from "@tests/support/packages-world";
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
import { listSupportPlans } from "./list-support-plans";
import { PACKAGES_ADMINS_ONLY, STALE_VERSION } from "./package-fields";
import { startPlanCheckout } from "./start-plan-checkout";
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
const { listedPlan, planForm, auditOf, planRow } = packagesKit(() => ({ db, admin }));

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
        sessionType: plan.sessionType,
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

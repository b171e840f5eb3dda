import { planAddons } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { withTestDatabase } from "@tests/support/database";
import { insertSupportPlan, validRow } from "@tests/support/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { listPlanAddons } from "./list-plan-addons";
import { listSupportPlans } from "./list-support-plans";
import { CURRENCY_NOT_FOR_REGION } from "./region-choice-schema";

const database = withTestDatabase();

const local = { priceUsd: null, priceGbp: null, priceEur: null, region: "local" } as const;

beforeAll(async () => {
  // Inserted out of order, to see the listing sort them.
  await insertSupportPlan(database.db, {
    ...local,
    name: "Steady Growth",
    planType: "steady_growth",
    sessionCount: 8,
    priceGhs: 304_000,
    originalPriceGhs: 320_000,
    discountPercentage: 5,
  });
  await insertSupportPlan(database.db, {
    ...local,
    name: "First Steps",
    planType: "first_steps",
    sessionCount: 4,
    priceGhs: 152_000,
    originalPriceGhs: null,
  });
  await insertSupportPlan(database.db, {
    ...local,
    name: "Strengthening Connection",
    sessionType: "couples_teletherapy",
    planType: "strengthening_connection",
    sessionCount: 8,
    priceGhs: 432_000,
    originalPriceGhs: 480_000,
  });
  await insertSupportPlan(database.db, {
    ...local,
    name: "Retired",
    planType: "retired",
    sessionCount: 2,
    isActive: false,
  });
  await insertSupportPlan(database.db, {
    ...local,
    name: "Hybrid",
    sessionType: "hybrid",
    planType: "hybrid_basic",
    sessionCount: 6,
  });
  await insertSupportPlan(database.db, {
    name: "Abroad",
    region: "international",
    planType: "steady_growth",
    sessionCount: 8,
    priceUsd: 54_000,
    priceGbp: 46_800,
    priceEur: 50_000,
    originalPriceUsd: 60_000,
    originalPriceGbp: 46_800,
    originalPriceEur: 55_000,
  });
  await database.db.insert(planAddons).values([
    { ...validRow.planAddon(), name: "Home Visit", region: "local", priceUsd: null, priceGbp: null, priceEur: null },
    { ...validRow.planAddon(), name: "Check-Ins", region: "both" },
    { ...validRow.planAddon(), name: "Worksheets", region: "international", priceGhs: null },
    {
      ...validRow.planAddon(),
      name: "Family Joint Session",
      region: "both",
      priceGhs: null,
      priceUsd: null,
      priceGbp: null,
      priceEur: null,
    },
    { ...validRow.planAddon(), name: "Archived", region: "both", isActive: false },
  ]);
});

describe("listSupportPlans", () => {
  it("lists the region's active plans, fewest sessions first, priced in the visitor's currency", async () => {
    const plans = await listSupportPlans(database.db, { region: "local", currency: "GHS" });
    expect(plans.map((p) => [p.name, p.sessionCount])).toEqual([
      ["First Steps", 4],
      ["Hybrid", 6],
      ["Steady Growth", 8],
      ["Strengthening Connection", 8],
    ]);
    expect(plans.find((p) => p.name === "Steady Growth")).toMatchObject({
      price: 304_000,
      originalPrice: 320_000,
      discountPercentage: 5,
      currency: "GHS",
      popular: true,
      validMonths: 3,
    });
    expect(plans.find((p) => p.name === "First Steps")).toMatchObject({ originalPrice: null, popular: false });
    expect(plans.find((p) => p.name === "Strengthening Connection")?.popular).toBe(true);
  });

  it("filters by session type", async () => {
    const couples = await listSupportPlans(database.db, {
      region: "local",
      currency: "GHS",
      sessionType: "couples_teletherapy",
    });
    expect(couples.map((p) => p.name)).toEqual(["Strengthening Connection"]);
    expect(
      await listSupportPlans(database.db, { region: "international", currency: "USD", sessionType: "hybrid" }),
    ).toEqual([]);
  });

  it("prices international plans in USD, GBP or EUR and hides an original that is no higher", async () => {
    const [usd] = await listSupportPlans(database.db, { region: "international", currency: "USD" });
    const [gbp] = await listSupportPlans(database.db, { region: "international", currency: "GBP" });
    const [eur] = await listSupportPlans(database.db, { region: "international", currency: "EUR" });
    expect(usd).toMatchObject({ name: "Abroad", price: 54_000, originalPrice: 60_000, currency: "USD" });
    expect(gbp).toMatchObject({ price: 46_800, originalPrice: null, currency: "GBP" });
    expect(eur).toMatchObject({ price: 50_000, originalPrice: 55_000, currency: "EUR" });
  });

  it("refuses a currency that does not fit the region", async () => {
    for (const raw of [
      { region: "local", currency: "USD" },
      { region: "international", currency: "GHS" },
      { region: "mars", currency: "GHS" },
      {},
    ]) {
      const error = await listSupportPlans(database.db, raw).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("bad_request");
    }
    const error = (await listSupportPlans(database.db, { region: "local", currency: "EUR" }).catch(
      (e) => e,
    )) as AppError;
    expect(error.message).toBe(CURRENCY_NOT_FOR_REGION);
  });
});

describe("listPlanAddons", () => {
  it("lists active add-ons of the region or both, by name, with null for 'Pricing by inquiry'", async () => {
    const addons = await listPlanAddons(database.db, { region: "local", currency: "GHS" });
    expect(addons.map((a) => [a.name, a.price])).toEqual([
      ["Check-Ins", 10_000],
      ["Family Joint Session", null],
      ["Home Visit", 10_000],
    ]);
    const abroad = await listPlanAddons(database.db, { region: "international", currency: "GBP" });
    expect(abroad.map((a) => [a.name, a.price, a.currency])).toEqual([
      ["Check-Ins", 1_500, "GBP"],
      ["Family Joint Session", null, "GBP"],
      ["Worksheets", 1_500, "GBP"],
    ]);
  });

  it("refuses a mismatched region and currency", async () => {
    const error = await listPlanAddons(database.db, { region: "international", currency: "GHS" }).catch(
      (e: unknown) => e,
    );
    expect((error as AppError).code).toBe("bad_request");
  });
});

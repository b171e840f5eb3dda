// Checkouts startPlanCheckout refuses, for either kind of plan, without writing anything.

import type { Database } from "@server/db/client";
import {
  countRows,
  insertInternationalPlan,
  insertLocalPlan,
  insertViewer,
  openPaymentsWorld,
  type PaymentsWorld,
  rejection,
} from "@tests/support/payments-world";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_NOT_FOUND, PLAN_NOT_IN_REGION } from "./load-checkout-plan";
import { CURRENCY_NOT_FOR_REGION } from "./region-choice-schema";
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

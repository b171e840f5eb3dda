// The packages tab's list for an admin: every plan (inactive ones too) and every add-on, with
// versions; admins only.
import type { Database } from "@server/db/client";
import { planAddons } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { uniq, validRow } from "@tests/support/fixtures";
import { insertLocalPlan, insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { beforeAll, describe, expect, it } from "vitest";
import { listPackageData } from "./list-package-data";
import { PACKAGES_ADMINS_ONLY } from "./package-fields";

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

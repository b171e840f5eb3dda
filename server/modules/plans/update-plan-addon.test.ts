// Editing an add-on from the packages tab: its fields and prices, a taken name, a stale version,
// admins only, audited.
import type { Database } from "@server/db/client";
import { planAddons } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { uniq, validRow } from "@tests/support/fixtures";
import { packagesKit } from "@tests/support/packages-world";
import { insertViewer, rejection, usePaymentsWorld } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listPlanAddons } from "./list-plan-addons";
import { STALE_VERSION } from "./package-fields";
import { ADDON_NAME_TAKEN, updatePlanAddon } from "./update-plan-addon";

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
const { addonForm, auditOf } = packagesKit(() => ({ db, admin }));

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

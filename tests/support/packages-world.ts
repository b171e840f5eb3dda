// The packages tab's test helpers: the plans and add-ons as an admin lists them, and their edit
// forms filled in as the tab fills them (every field a string, prices in major units).

import type { Viewer } from "@server/modules/accounts";
import { type AdminPlanAddon, type AdminSupportPlan, listPackageData } from "@server/modules/plans/list-package-data";
import { eq } from "drizzle-orm";
import { toMajor } from "../../domain/money";
import type { Database } from "../../server/db/client";
import { auditLogs, supportPlans } from "../../server/db/schema";

const major = (minor: number | null) => (minor === null ? "" : toMajor(minor).toFixed(2));

/** The helpers of a packages test file, on its database and admin (set before the tests). */
export function packagesKit(world: () => { db: Database; admin: Viewer }) {
  async function listedPlan(planId: string): Promise<AdminSupportPlan> {
    const plan = (await listPackageData(world().db, world().admin)).plans.find((p) => p.id === planId);
    if (!plan) throw new Error(`plan ${planId} is not listed`);
    return plan;
  }

  async function listedAddon(addonId: string): Promise<AdminPlanAddon> {
    const addon = (await listPackageData(world().db, world().admin)).addons.find((a) => a.id === addonId);
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
    world().db.select().from(auditLogs).where(eq(auditLogs.recordId, recordId)).orderBy(auditLogs.createdAt);

  const planRow = async (planId: string) => {
    const [row] = await world().db.select().from(supportPlans).where(eq(supportPlans.id, planId));
    if (!row) throw new Error("no plan");
    return row;
  };

  return { listedPlan, listedAddon, planForm, addonForm, auditOf, planRow };
}

import type { Availability, PlanSessionType, Region } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { PACKAGES_ADMINS_ONLY } from "./package-fields";

/** Prices in minor units; null where the item is not sold in that currency. */
export interface PackagePrices {
  priceUsd: number | null;
  priceGbp: number | null;
  priceEur: number | null;
  priceGhs: number | null;
}

export interface AdminSupportPlan extends PackagePrices {
  id: string;
  name: string;
  description: string | null;
  sessionCount: number;
  sessionType: PlanSessionType;
  region: Region;
  planType: string;
  discountPercentage: number;
  validMonths: number;
  isActive: boolean;
  /** How many times it has been bought (any status): its session type is then fixed. */
  purchases: number;
  /** What an edit must name to be saved (optimistic concurrency): changes with every update. */
  version: string;
}

export interface AdminPlanAddon extends PackagePrices {
  id: string;
  name: string;
  addonType: string;
  region: Availability;
  isActive: boolean;
  version: string;
}

/** A therapy-journey package (spec 000 §3) as the packages tab edits it. */
export interface AdminTherapyPackage extends PackagePrices {
  id: string;
  name: string;
  format: string;
  region: Region;
  sessions: number;
  durationMinutes: number;
  sessionType: PlanSessionType;
  validMonths: number;
  highlight: boolean;
  badge: string | null;
  isActive: boolean;
  /** How many times it has been bought (any status). */
  purchases: number;
  version: string;
}

export interface PackageData {
  plans: AdminSupportPlan[];
  addons: AdminPlanAddon[];
  packages: AdminTherapyPackage[];
}

/**
 * A support plan's version: its updated_at in whole microseconds since 1970, as text (a
 * JavaScript Date would drop the microseconds PostgreSQL keeps, and the version would never match).
 */
export const planVersion = (updatedAt = "updated_at") =>
  sql.raw(`(extract(epoch from ${updatedAt}) * 1000000)::bigint::text`);
/**
 * An add-on's or a therapy package's version: the row's xmin, the transaction that wrote its
 * current version, which PostgreSQL changes on every update (neither table has updated_at).
 */
export const ADDON_VERSION = sql.raw("xmin::text");

type Numeric = number | string;
const count = (value: Numeric) => Number(value);

/**
 * The packages tab (spec 001 §3, §7): every support plan, active or not, by session count,
 * every add-on by name, and every therapy-journey package by region and list order, with what
 * an admin edits. Admins only.
 */
export async function listPackageData(db: Executor, viewer: Viewer): Promise<PackageData> {
  assertAdmin(viewer, PACKAGES_ADMINS_ONLY);
  const [plans, addons, packages] = await Promise.all([
    queryRows<Omit<AdminSupportPlan, "purchases"> & { purchases: Numeric }>(
      db,
      sql`select p.id, p.name, p.description, p.session_count as "sessionCount", p.session_type as "sessionType",
          p.region, p.plan_type as "planType", p.discount_percentage as "discountPercentage",
          p.valid_months as "validMonths", p.is_active as "isActive",
          p.price_usd as "priceUsd", p.price_gbp as "priceGbp", p.price_eur as "priceEur", p.price_ghs as "priceGhs",
          (select count(*) from purchased_support_plans b where b.plan_id = p.id) as purchases,
          ${planVersion("p.updated_at")} as version
        from support_plans p
        order by p.session_count, p.name, p.id`,
    ),
    queryRows<AdminPlanAddon>(
      db,
      sql`select id, name, addon_type as "addonType", region, is_active as "isActive",
          price_usd as "priceUsd", price_gbp as "priceGbp", price_eur as "priceEur", price_ghs as "priceGhs",
          ${ADDON_VERSION} as version
        from plan_addons
        order by name, id`,
    ),
    queryRows<Omit<AdminTherapyPackage, "purchases"> & { purchases: Numeric }>(
      db,
      sql`select t.id, t.name, t.format, t.region, t.sessions, t.duration_minutes as "durationMinutes",
          t.session_type as "sessionType", t.valid_months as "validMonths", t.highlight, t.badge,
          t.is_active as "isActive",
          t.price_usd as "priceUsd", t.price_gbp as "priceGbp", t.price_eur as "priceEur", t.price_ghs as "priceGhs",
          (select count(*) from purchased_support_plans b where b.package_id = t.id) as purchases,
          t.${ADDON_VERSION} as version
        from therapy_packages t
        order by t.region desc, t.sort_order, t.id`,
    ),
  ]);
  return {
    plans: plans.map((plan) => ({ ...plan, purchases: count(plan.purchases) })),
    addons,
    packages: packages.map((pkg) => ({ ...pkg, purchases: count(pkg.purchases) })),
  };
}

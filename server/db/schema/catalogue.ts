import {
  AVAILABILITIES,
  COUPON_TYPES,
  DELIVERY_MODES,
  GIFT_CATEGORIES,
  PLAN_SESSION_TYPES,
  REGIONS,
  SERVICE_CATEGORIES,
  SESSION_LENGTHS,
} from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, money, oneOf, positiveIfSet, updatedAt } from "./columns";

// Money columns hold minor units: price_ghs in pesewas, price_usd in cents, and so on.

/** Single sessions that can be booked, with their price in each currency they are sold in. */
export const services = pgTable(
  "services",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    delivery: text("delivery").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    availability: text("availability").notNull(),
    /** The coupon type that makes this service free, if any. */
    couponType: text("coupon_type"),
    /** The support-plan session type whose credits pay for this service, if any. */
    planSessionType: text("plan_session_type"),
    priceGhs: money("price_ghs"),
    priceUsd: money("price_usd"),
    priceGbp: money("price_gbp"),
    priceEur: money("price_eur"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("services_category_check", t.category, SERVICE_CATEGORIES),
    oneOf("services_delivery_check", t.delivery, DELIVERY_MODES),
    oneOf("services_duration_check", t.durationMinutes, SESSION_LENGTHS),
    oneOf("services_availability_check", t.availability, AVAILABILITIES),
    oneOf("services_coupon_type_check", t.couponType, COUPON_TYPES),
    oneOf("services_plan_session_type_check", t.planSessionType, PLAN_SESSION_TYPES),
    positiveIfSet("services_price_ghs_check", t.priceGhs),
    positiveIfSet("services_price_usd_check", t.priceUsd),
    positiveIfSet("services_price_gbp_check", t.priceGbp),
    positiveIfSet("services_price_eur_check", t.priceEur),
    check("services_local_price_check", sql`${t.availability} = 'international' or ${t.priceGhs} is not null`),
    check(
      "services_international_price_check",
      sql`${t.availability} = 'local' or (${t.priceUsd} is not null and ${t.priceGbp} is not null and ${t.priceEur} is not null)`,
    ),
    index("services_active_idx").on(t.isActive, t.availability, t.sortOrder),
  ],
);

/** Therapy-journey packages: several sessions bought together at a discount. */
export const therapyPackages = pgTable(
  "therapy_packages",
  {
    id: text("id").primaryKey(),
    region: text("region").notNull(),
    name: text("name").notNull(),
    format: text("format").notNull(),
    icon: text("icon").notNull(),
    sessions: integer("sessions").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    highlight: boolean("highlight").notNull().default(false),
    badge: text("badge"),
    description: text("description").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    priceGhs: money("price_ghs"),
    priceUsd: money("price_usd"),
    priceGbp: money("price_gbp"),
    priceEur: money("price_eur"),
    validMonths: integer("valid_months").notNull().default(6),
    /** The kind of session its credits pay for, matched as a plan's is (domain/plan-credits.ts). */
    sessionType: text("session_type").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("therapy_packages_region_check", t.region, REGIONS),
    oneOf("therapy_packages_session_type_check", t.sessionType, PLAN_SESSION_TYPES),
    oneOf("therapy_packages_duration_check", t.durationMinutes, SESSION_LENGTHS),
    check("therapy_packages_sessions_check", sql`${t.sessions} > 0`),
    check("therapy_packages_valid_months_check", sql`${t.validMonths} > 0`),
    check(
      "therapy_packages_price_check",
      sql`(${t.region} = 'local' and ${t.priceGhs} is not null and ${t.priceGhs} > 0) or (${t.region} = 'international' and ${t.priceUsd} is not null and ${t.priceGbp} is not null and ${t.priceEur} is not null and ${t.priceUsd} > 0 and ${t.priceGbp} > 0 and ${t.priceEur} > 0)`,
    ),
    index("therapy_packages_region_idx").on(t.region, t.isActive, t.sortOrder),
  ],
);

export const supportPlans = pgTable(
  "support_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    region: text("region").notNull(),
    sessionType: text("session_type").notNull(),
    planType: text("plan_type").notNull(),
    sessionCount: integer("session_count").notNull(),
    validMonths: integer("valid_months").notNull(),
    discountPercentage: integer("discount_percentage").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    priceGhs: money("price_ghs"),
    priceUsd: money("price_usd"),
    priceGbp: money("price_gbp"),
    priceEur: money("price_eur"),
    originalPriceGhs: money("original_price_ghs"),
    originalPriceUsd: money("original_price_usd"),
    originalPriceGbp: money("original_price_gbp"),
    originalPriceEur: money("original_price_eur"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("support_plans_region_check", t.region, REGIONS),
    oneOf("support_plans_session_type_check", t.sessionType, PLAN_SESSION_TYPES),
    check("support_plans_session_count_check", sql`${t.sessionCount} > 0`),
    check("support_plans_valid_months_check", sql`${t.validMonths} > 0`),
    check("support_plans_discount_check", sql`${t.discountPercentage} between 0 and 100`),
    positiveIfSet("support_plans_price_ghs_check", t.priceGhs),
    positiveIfSet("support_plans_price_usd_check", t.priceUsd),
    positiveIfSet("support_plans_price_gbp_check", t.priceGbp),
    positiveIfSet("support_plans_price_eur_check", t.priceEur),
    check(
      "support_plans_price_for_region_check",
      sql`(${t.region} = 'local' and ${t.priceGhs} is not null) or (${t.region} = 'international' and ${t.priceUsd} is not null and ${t.priceGbp} is not null and ${t.priceEur} is not null)`,
    ),
    unique("support_plans_kind_unique").on(t.region, t.sessionType, t.planType),
    // spec 000 §7: active plans of a region (and session type), ordered by session count.
    index("support_plans_listing_idx").on(t.isActive, t.region, t.sessionType, t.sessionCount),
    index("support_plans_session_count_idx").on(t.sessionCount),
  ],
);

export const planAddons = pgTable(
  "plan_addons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    description: text("description"),
    addonType: text("addon_type").notNull(),
    region: text("region").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    accraOnly: boolean("accra_only").notNull().default(false),
    /** All four prices empty means "Pricing by inquiry". */
    priceGhs: money("price_ghs"),
    priceUsd: money("price_usd"),
    priceGbp: money("price_gbp"),
    priceEur: money("price_eur"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("plan_addons_region_check", t.region, AVAILABILITIES),
    positiveIfSet("plan_addons_price_ghs_check", t.priceGhs),
    positiveIfSet("plan_addons_price_usd_check", t.priceUsd),
    positiveIfSet("plan_addons_price_gbp_check", t.priceGbp),
    positiveIfSet("plan_addons_price_eur_check", t.priceEur),
    index("plan_addons_listing_idx").on(t.isActive, t.region, t.name),
  ],
);

/** What the gift page sells: certificates priced from a USD base, converted for display. */
export const giftProducts = pgTable(
  "gift_products",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    /** Base price in US cents; empty when the price varies (retreats and workshops). */
    basePriceUsd: money("base_price_usd"),
    /** The kind of session a certificate of this product pays; empty: it is sold as an amount. */
    serviceCategory: text("service_category"),
    localOnly: boolean("local_only").notNull().default(false),
    validMonths: integer("valid_months").notNull().default(12),
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    oneOf("gift_products_category_check", t.category, GIFT_CATEGORIES),
    positiveIfSet("gift_products_base_price_check", t.basePriceUsd),
    oneOf("gift_products_service_category_check", t.serviceCategory, SERVICE_CATEGORIES),
  ],
);

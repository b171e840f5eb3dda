import {
  BOOKING_PAYMENT_STATUSES,
  BOOKING_STATUSES,
  COUPON_STATUSES,
  COUPON_TYPES,
  CURRENCIES,
  DELIVERY_MODES,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PLAN_SESSION_TYPES,
  PURCHASED_PACKAGE_STATUSES,
  PURCHASED_PLAN_STATUSES,
  REGIONS,
  SESSION_LENGTHS,
} from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sessions } from "./care";
import { services, supportPlans, therapyPackages } from "./catalogue";
import { at, createdAt, money, oneOf, updatedAt } from "./columns";

/**
 * Every payment attempt, whatever it pays for. The reference is unique, so value is
 * delivered at most once per reference (by the verify call or the webhook, whichever
 * arrives first: `fulfilled_at` is set exactly once).
 */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    purpose: text("purpose").notNull(),
    /** What is being bought, as the server understood it when the payment was created. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull().default("pending"),
    accessCode: text("access_code"),
    /** Paystack's checkout page for this attempt, handed out again when it is asked for again. */
    authorizationUrl: text("authorization_url"),
    providerTransactionId: text("provider_transaction_id"),
    /** How Paystack took it ("card", "mobile_money"), as its verify answer or webhook says. */
    channel: text("channel"),
    /** The mobile money network (Paystack's authorization.bank: "MTN", "VOD", "ATL"). */
    network: text("network"),
    failureReason: text("failure_reason"),
    verifiedAt: at("verified_at"),
    fulfilledAt: at("fulfilled_at"),
    /**
     * Money that arrived for something that could no longer be delivered (a booking whose hold
     * expired or was replaced): recorded, never delivered, until an admin settles it.
     */
    needsSettlingAt: at("needs_settling_at"),
    /** Why it could not be delivered, for the admin who settles it. */
    settlementReason: text("settlement_reason"),
    settledAt: at("settled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("payment_transactions_provider_check", t.provider, PAYMENT_PROVIDERS),
    oneOf("payment_transactions_purpose_check", t.purpose, PAYMENT_PURPOSES),
    oneOf("payment_transactions_currency_check", t.currency, CURRENCIES),
    oneOf("payment_transactions_status_check", t.status, PAYMENT_STATUSES),
    check("payment_transactions_amount_check", sql`${t.amount} > 0`),
    check("payment_transactions_fulfilled_check", sql`${t.fulfilledAt} is null or ${t.status} = 'success'`),
    check(
      "payment_transactions_settling_check",
      sql`${t.needsSettlingAt} is null or (${t.status} = 'success' and ${t.verifiedAt} is not null and ${t.fulfilledAt} is null)`,
    ),
    check("payment_transactions_settled_check", sql`${t.settledAt} is null or ${t.needsSettlingAt} is not null`),
    index("payment_transactions_needs_settling_idx")
      .on(t.needsSettlingAt)
      .where(sql`${t.needsSettlingAt} is not null and ${t.settledAt} is null`),
    index("payment_transactions_created_idx").on(t.createdAt),
    index("payment_transactions_user_idx").on(t.userId, t.createdAt),
    index("payment_transactions_pending_idx").on(t.status, t.createdAt),
  ],
);

export const purchasedSupportPlans = pgTable(
  "purchased_support_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The support plan bought, or else the therapy-journey package (exactly one of the two). */
    planId: uuid("plan_id").references(() => supportPlans.id, { onDelete: "restrict" }),
    packageId: text("package_id").references(() => therapyPackages.id, { onDelete: "restrict" }),
    /** What its credits pay for, copied at purchase so later catalogue edits never change what was sold. */
    sessionType: text("session_type").notNull(),
    /** A package's session length: its credits pay for sessions up to this long (null: any length, as plans). */
    sessionMinutes: integer("session_minutes"),
    remainingSessions: integer("remaining_sessions").notNull(),
    totalSessions: integer("total_sessions").notNull(),
    expiresAt: at("expires_at").notNull(),
    status: text("status").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    paymentReference: text("payment_reference").unique(),
    activatedAt: at("activated_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("purchased_support_plans_status_check", t.status, PURCHASED_PLAN_STATUSES),
    oneOf("purchased_support_plans_currency_check", t.currency, CURRENCIES),
    oneOf("purchased_support_plans_session_type_check", t.sessionType, PLAN_SESSION_TYPES),
    oneOf("purchased_support_plans_session_minutes_check", t.sessionMinutes, SESSION_LENGTHS),
    check("purchased_support_plans_bought_check", sql`(${t.planId} is null) <> (${t.packageId} is null)`),
    check("purchased_support_plans_total_check", sql`${t.totalSessions} > 0`),
    check("purchased_support_plans_remaining_check", sql`${t.remainingSessions} between 0 and ${t.totalSessions}`),
    check("purchased_support_plans_amount_check", sql`${t.amount} >= 0`),
    // spec 000 §7: a user's active plans with sessions left.
    index("purchased_support_plans_user_status_idx").on(t.userId, t.status, t.expiresAt),
  ],
);

/** Packages bought under the earlier product; read for credits, never sold any more. */
export const purchasedPackages = pgTable(
  "purchased_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageType: text("package_type").notNull(),
    serviceType: text("service_type").notNull(),
    remainingSessions: integer("remaining_sessions").notNull(),
    totalSessions: integer("total_sessions").notNull(),
    status: text("status").notNull(),
    expiresAt: at("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("purchased_packages_status_check", t.status, PURCHASED_PACKAGE_STATUSES),
    check("purchased_packages_total_check", sql`${t.totalSessions} > 0`),
    check("purchased_packages_remaining_check", sql`${t.remainingSessions} between 0 and ${t.totalSessions}`),
    index("purchased_packages_user_status_idx").on(t.userId, t.status),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    couponType: text("coupon_type").notNull(),
    status: text("status").notNull().default("active"),
    expiresAt: at("expires_at"),
    notes: text("notes"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    usedBy: uuid("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("coupons_type_check", t.couponType, COUPON_TYPES),
    oneOf("coupons_status_check", t.status, COUPON_STATUSES),
    check("coupons_code_check", sql`${t.code} ~ '^[A-Z0-9-]{1,20}$'`),
    check("coupons_used_check", sql`(${t.status} = 'used') = (${t.usedAt} is not null)`),
    index("coupons_created_idx").on(t.createdAt),
  ],
);

/**
 * The commercial record of a booked session. A confirmed or pending-payment booking
 * owns exactly one scheduled session; a pending bank-transfer booking holds its slot
 * until `hold_expires_at`.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    serviceId: text("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "restrict" }),
    serviceName: text("service_name").notNull(),
    sessionType: text("session_type").notNull(),
    startsAt: at("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    timezone: text("timezone").notNull().default("UTC"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    concerns: text("concerns"),
    previousExperience: text("previous_experience"),
    region: text("region").notNull(),
    paymentAmount: money("payment_amount").notNull(),
    paymentCurrency: text("payment_currency").notNull(),
    paymentStatus: text("payment_status").notNull(),
    /** The payment reference (Paystack reference or SCH-... transfer reference). */
    paymentId: text("payment_id").unique(),
    status: text("status").notNull(),
    isDeposit: boolean("is_deposit").notNull().default(false),
    balanceDue: money("balance_due").notNull().default(0),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    purchasedPlanId: uuid("purchased_plan_id").references(() => purchasedSupportPlans.id, {
      onDelete: "set null",
    }),
    sessionId: uuid("session_id")
      .unique()
      .references(() => sessions.id, { onDelete: "set null" }),
    holdExpiresAt: at("hold_expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("bookings_session_type_check", t.sessionType, DELIVERY_MODES),
    oneOf("bookings_duration_check", t.durationMinutes, SESSION_LENGTHS),
    oneOf("bookings_region_check", t.region, REGIONS),
    oneOf("bookings_currency_check", t.paymentCurrency, CURRENCIES),
    oneOf("bookings_payment_status_check", t.paymentStatus, BOOKING_PAYMENT_STATUSES),
    oneOf("bookings_status_check", t.status, BOOKING_STATUSES),
    check("bookings_amount_check", sql`${t.paymentAmount} >= 0 and ${t.balanceDue} >= 0`),
    check("bookings_region_currency_check", sql`(${t.region} = 'local') = (${t.paymentCurrency} = 'GHS')`),
    index("bookings_user_created_idx").on(t.userId, t.createdAt),
    // spec 001 §7: paid bookings for the admin figures.
    index("bookings_payment_status_created_idx").on(t.paymentStatus, t.createdAt),
    index("bookings_hold_idx").on(t.holdExpiresAt).where(sql`${t.status} = 'pending_payment'`),
  ],
);

import {
  CURRENCIES,
  EVENT_PAYMENT_STATUSES,
  EVENT_REGISTRATION_STATUSES,
  EVENT_STATUSES,
  EVENT_TYPES,
  REGIONS,
} from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, money, oneOf, updatedAt } from "./columns";

export interface ItineraryDay {
  day: string;
  activities: string[];
}

export interface EventTestimonial {
  quote: string;
  author: string;
}

/** Workshops and retreats. Local visitors pay price_local (GHS); others price_international (USD). */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    tagline: text("tagline"),
    description: text("description").notNull(),
    eventType: text("event_type").notNull(),
    status: text("status").notNull().default("published"),
    startDate: at("start_date").notNull(),
    endDate: at("end_date"),
    /** Human-readable length, e.g. "3 hours" or "4 days, 3 nights". */
    duration: text("duration"),
    location: text("location").notNull(),
    facilitator: text("facilitator").notNull(),
    capacity: integer("capacity").notNull(),
    objectives: text("objectives").array().notNull().default(sql`'{}'::text[]`),
    itinerary: jsonb("itinerary").$type<ItineraryDay[]>().notNull().default([]),
    testimonials: jsonb("testimonials").$type<EventTestimonial[]>().notNull().default([]),
    image: text("image"),
    priceLocal: money("price_local").notNull(),
    priceInternational: money("price_international").notNull(),
    allowDeposit: boolean("allow_deposit").notNull().default(false),
    depositPercentage: integer("deposit_percentage"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("events_type_check", t.eventType, EVENT_TYPES),
    oneOf("events_status_check", t.status, EVENT_STATUSES),
    check("events_capacity_check", sql`${t.capacity} > 0`),
    check("events_prices_check", sql`${t.priceLocal} >= 0 and ${t.priceInternational} >= 0`),
    check("events_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      "events_deposit_check",
      sql`(not ${t.allowDeposit} and ${t.depositPercentage} is null) or (${t.allowDeposit} and ${t.depositPercentage} is not null and ${t.depositPercentage} between 1 and 99)`,
    ),
    index("events_type_start_idx").on(t.eventType, t.status, t.startDate),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dietaryRequirements: text("dietary_requirements"),
    accessibilityNeeds: text("accessibility_needs"),
    payDeposit: boolean("pay_deposit").notNull().default(false),
    region: text("region").notNull(),
    currency: text("currency").notNull(),
    /** The full price of the place. */
    totalAmount: money("total_amount").notNull(),
    /** What is paid now: the deposit, or the full price. */
    amountDue: money("amount_due").notNull(),
    balanceDue: money("balance_due").notNull().default(0),
    status: text("status").notNull().default("pending_payment"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    paymentReference: text("payment_reference").unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("event_registrations_region_check", t.region, REGIONS),
    oneOf("event_registrations_currency_check", t.currency, CURRENCIES),
    oneOf("event_registrations_status_check", t.status, EVENT_REGISTRATION_STATUSES),
    oneOf("event_registrations_payment_status_check", t.paymentStatus, EVENT_PAYMENT_STATUSES),
    check(
      "event_registrations_amounts_check",
      sql`${t.amountDue} >= 0 and ${t.balanceDue} >= 0 and ${t.amountDue} + ${t.balanceDue} = ${t.totalAmount}`,
    ),
    uniqueIndex("event_registrations_one_per_user_idx").on(t.eventId, t.userId).where(sql`${t.status} <> 'cancelled'`),
    index("event_registrations_event_idx").on(t.eventId),
    index("event_registrations_user_idx").on(t.userId),
  ],
);

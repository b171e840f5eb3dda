import {
  CURRENCIES,
  EVENT_PAYMENT_STATUSES,
  EVENT_REGISTRATION_STATUSES,
  EVENT_REMINDER_KINDS,
  EVENT_STATUSES,
  EVENT_TYPES,
  REGIONS,
} from "@domain/enums";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    /** When a deposit's balance falls due; null means 30 days before the start (domain/events). */
    balanceDueDate: at("balance_due_date"),
    /** What happens to the money when a registrant cancels, shown before paying. */
    cancellationPolicy: text("cancellation_policy"),
    /**
     * Places held by registrations awaiting payment or confirmed. Kept by the trigger on
     * event_registrations (migration 0013), never by the application, and never above capacity:
     * the last place is taken once, however many ask for it at the same moment.
     */
    seatsTaken: integer("seats_taken").notNull().default(0),
    cancelledAt: at("cancelled_at"),
    cancellationReason: text("cancellation_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("events_type_check", t.eventType, EVENT_TYPES),
    check("events_seats_check", sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check(
      "events_balance_due_check",
      sql`${t.balanceDueDate} is null or (${t.allowDeposit} and ${t.balanceDueDate} <= ${t.startDate})`,
    ),
    check("events_cancelled_check", sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
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
    /** The first payment's reference (the deposit, or the whole price). */
    paymentReference: text("payment_reference").unique(),
    /** The balance's payment, once the registrant starts paying it. */
    balanceReference: text("balance_reference").unique(),
    /** Until when an unpaid registration keeps its place (30 minutes for Paystack, 3 days for a transfer). */
    holdExpiresAt: at("hold_expires_at"),
    /** When the admins were told the balance is overdue (once; they decide what to do). */
    overdueFlaggedAt: at("overdue_flagged_at"),
    cancelledAt: at("cancelled_at"),
    cancellationReason: text("cancellation_reason"),
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
    check("event_registrations_hold_check", sql`${t.holdExpiresAt} is null or ${t.status} = 'pending_payment'`),
    uniqueIndex("event_registrations_one_per_user_idx")
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in ('pending_payment', 'confirmed')`),
    index("event_registrations_event_idx").on(t.eventId),
    index("event_registrations_user_idx").on(t.userId),
  ],
);

/** Who asked for a place at a full event, in order; the first not yet told is e-mailed when a place frees. */
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    notifiedAt: at("notified_at"),
  },
  (t) => [
    primaryKey({ name: "event_waitlist_pk", columns: [t.eventId, t.userId] }),
    index("event_waitlist_order_idx").on(t.eventId, t.createdAt),
  ],
);

/**
 * The reminders sent for a registration: the balance's 14, 7 and 1 days before its due date, and
 * the event's 24 hours before it starts. One row per registration, kind and the moment it was for,
 * written in the transaction that queues the e-mail, so each goes exactly once.
 */
export const eventReminders = pgTable(
  "event_reminders",
  {
    registrationId: uuid("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    dueAt: at("due_at").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "event_reminders_pk", columns: [t.registrationId, t.kind, t.dueAt] }),
    oneOf("event_reminders_kind_check", t.kind, EVENT_REMINDER_KINDS),
  ],
);

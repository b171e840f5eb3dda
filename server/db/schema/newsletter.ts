import { NEWSLETTER_STATUSES } from "@domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, notBlank, oneOf, updatedAt } from "./columns";

/**
 * The practice's one mailing list. An address is pending until its owner confirms it (double
 * opt-in); consent is kept with its time and the page it was given on.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased, so one address is one subscriber whatever its spelling. */
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    /** The page the address was given on (/resources, /workshops, /retreats, the footer's page). */
    source: text("source").notNull(),
    consentedAt: at("consented_at").notNull().defaultNow(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("newsletter_subscribers_status_check", t.status, NEWSLETTER_STATUSES),
    check("newsletter_subscribers_email_check", sql`${t.email} = lower(${t.email}) and ${t.email} like '%_@_%'`),
    check("newsletter_subscribers_confirmed_check", sql`${t.status} <> 'confirmed' or ${t.confirmedAt} is not null`),
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    index("newsletter_subscribers_status_idx").on(t.status, t.createdAt),
  ],
);

/** An announcement an admin sent to the confirmed list; the job engine writes its e-mails in batches. */
export const newsletterAnnouncements = pgTable(
  "newsletter_announcements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
    /** How many confirmed subscribers it was queued for, and how many e-mails are written so far. */
    recipients: integer("recipients").notNull().default(0),
    queued: integer("queued").notNull().default(0),
    finishedAt: at("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [
    notBlank("newsletter_announcements_subject_check", t.subject),
    notBlank("newsletter_announcements_body_check", t.body),
    index("newsletter_announcements_created_idx").on(t.createdAt),
  ],
);

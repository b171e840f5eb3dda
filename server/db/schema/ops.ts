import { CONTACT_SERVICES, CONTACT_STATUSES, OUTBOX_STATUSES } from "@domain/enums";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, oneOf, updatedAt } from "./columns";

export const auditLogs = pgTable(
  "audit_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    tableName: text("table_name"),
    recordId: text("record_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    ipAddress: text("ip_address"),
    /**
     * The client whose record the entry concerns (her clinical record, her overview, her export),
     * kept without a reference so the entry outlives her account.
     */
    clientId: uuid("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // The audit tab's filter by client, newest first, with no date cap.
    index("audit_logs_client_idx").on(t.clientId, t.createdAt.desc()),
    // spec 001 §7: the latest 100 entries.
    index("audit_logs_created_idx").on(t.createdAt.desc()),
    index("audit_logs_user_idx").on(t.userId, t.createdAt),
    // The audit tab's filter by action, newest first.
    index("audit_logs_action_idx").on(t.action, t.createdAt.desc()),
  ],
);

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    preferredService: text("preferred_service").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** A hash of the sender's address, for rate limiting without keeping the address. */
    sourceHash: text("source_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("contact_inquiries_service_check", t.preferredService, CONTACT_SERVICES),
    oneOf("contact_inquiries_status_check", t.status, CONTACT_STATUSES),
    index("contact_inquiries_created_idx").on(t.createdAt),
  ],
);

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Base64-encoded content. */
  content: string;
}

/** Every e-mail the product sends goes through here, so none is lost when SMTP is down. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    /** The sender's name when not the practice's full name (a discreet gift's: the short name alone). */
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra message headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** The message carries a credential (a gift certificate's code): its body is dropped once sent. */
    forgetOnceSent: boolean("forget_once_sent").notNull().default(false),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("email_outbox_status_check", t.status, OUTBOX_STATUSES),
    index("email_outbox_status_idx").on(t.status, t.createdAt),
  ],
);

/** Fixed-window counters for rate limits (sign-in attempts, contact form). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: at("window_start").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The practice's own settings that an admin edits (its office hours and in-person days), one JSON
 * value per key, validated by domain/ on the way in and out; a missing key means the default.
 */
export const practiceSettings = pgTable("practice_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

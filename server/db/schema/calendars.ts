import { CALENDAR_PROVIDERS, REMINDER_KINDS } from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sessions } from "./care";
import { at, createdAt, oneOf, updatedAt } from "./columns";

/**
 * A therapist's (or admin's) Google Calendar (spec 001 §3). The OAuth tokens are stored encrypted
 * (server/lib/secret-box.ts), never as Google sent them. `sync_token` is the events list's
 * incremental sync token; `channel_*` the push-notification channel watching the calendar.
 */
export const calendarConnections = pgTable(
  "calendar_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("google"),
    isActive: boolean("is_active").notNull().default(true),
    syncEnabled: boolean("sync_enabled").notNull().default(true),
    calendarEmail: text("calendar_email"),
    calendarId: text("calendar_id"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    tokenExpiresAt: at("token_expires_at"),
    lastSyncAt: at("last_sync_at"),
    syncToken: text("sync_token"),
    busyRefreshedAt: at("busy_refreshed_at"),
    channelId: text("channel_id"),
    channelResourceId: text("channel_resource_id"),
    channelExpiresAt: at("channel_expires_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("calendar_connections_provider_check", t.provider, CALENDAR_PROVIDERS),
    unique("calendar_connections_user_provider_unique").on(t.userId, t.provider),
    unique("calendar_connections_channel_unique").on(t.channelId),
  ],
);

/**
 * The busy times of a connected calendar, pulled from Google: they block the therapist's client
 * slots. The practice's own pushed events are never stored here.
 */
export const calendarBusyTimes = pgTable(
  "calendar_busy_times",
  {
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => calendarConnections.id, { onDelete: "cascade" }),
    externalEventId: text("external_event_id").notNull(),
    therapistId: uuid("therapist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "calendar_busy_times_pk", columns: [t.connectionId, t.externalEventId] }),
    index("calendar_busy_times_therapist_idx").on(t.therapistId, t.startsAt),
    check("calendar_busy_times_range_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A person's private calendar feed: the SHA-256 (hex) of the unguessable token in the feed's
 * address. The token itself is never stored: she is shown the address once, when it is made or
 * renewed, and a copy of the database opens no feed. Revoking deletes the row; renewing replaces
 * the hash, so the old address answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("calendar_feeds_token_hash_unique").on(t.tokenHash),
    check("calendar_feeds_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The reminders sent before a session (spec 000 §9: 24 hours and 1 hour before), one row per
 * session, kind and the start it was for: the row is written in the transaction that queues the
 * e-mail, so a reminder goes once, whichever server or retry gets there; a moved session has a
 * new start, so its reminders are due again.
 */
export const sessionReminders = pgTable(
  "session_reminders",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    startsAt: at("starts_at").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "session_reminders_pk", columns: [t.sessionId, t.kind, t.startsAt] }),
    oneOf("session_reminders_kind_check", t.kind, REMINDER_KINDS),
  ],
);

import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sessions } from "./care";
import { at, createdAt, updatedAt } from "./columns";

/**
 * A therapist's own video room (a fixed Meet, Zoom or Jitsi address she set in her settings):
 * what an online session's join page opens when the practice has no video provider set up.
 */
export const therapistVideoRooms = pgTable(
  "therapist_video_rooms",
  {
    therapistId: uuid("therapist_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    roomUrl: text("room_url").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("therapist_video_rooms_https_check", sql`${t.roomUrl} ~ '^https://[^[:space:]]+$'`)],
);

/**
 * What happens in an online session's room: who has come to its join page and when (the waiting
 * room), and the meeting a provider made for it (a Google Meet link from the therapist's
 * calendar). One row per session, made when first needed.
 */
export const sessionRooms = pgTable(
  "session_rooms",
  {
    sessionId: uuid("session_id")
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The Google Meet address the therapist's calendar made for the session. */
    meetLink: text("meet_link"),
    /** When the client first opened the open join page while her therapist was not there yet. */
    clientWaitingAt: at("client_waiting_at"),
    /** When the therapist was told (in the portal, and by text if she chose texts) that the client waits. */
    therapistToldAt: at("therapist_told_at"),
    /** When the therapist joined: the client is admitted from then. */
    therapistJoinedAt: at("therapist_joined_at"),
    clientJoinedAt: at("client_joined_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("session_rooms_meet_link_check", sql`${t.meetLink} is null or ${t.meetLink} ~ '^https://[^[:space:]]+$'`),
  ],
);

/**
 * One-time links to one session's join page, sent in reminders: opening one signs its person in
 * for that page only (a cookie bound to the session, until its end) and uses it up. Stored as the
 * SHA-256 of the token, which is shown once, in the message.
 */
export const joinPasses = pgTable(
  "join_passes",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("join_passes_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    index("join_passes_session_idx").on(t.sessionId),
  ],
);

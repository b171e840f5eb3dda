import { HOMEWORK_STATUSES, SESSION_KINDS, SESSION_STATUSES } from "@domain/enums";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, smallint, text, time, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { services } from "./catalogue";
import { at, createdAt, id, notBlank, oneOf, updatedAt } from "./columns";

/**
 * The columns of a piece of care between a client and her therapist (a session, a homework):
 * removing the client removes it; a therapist who still has it cannot be removed.
 */
const clientAndTherapist = () => ({
  id: id(),
  clientId: uuid("client_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  therapistId: uuid("therapist_id")
    .notNull()
    .references(() => users.id, { onDelete: "restrict" }),
});

/**
 * Appointments on a therapist's calendar. `ends_at` is stored beside the start so the
 * database itself can refuse overlaps (see the exclusion constraint in the migrations):
 * no therapist has two non-cancelled sessions whose [starts_at, ends_at) ranges meet.
 */
export const sessions = pgTable(
  "sessions",
  {
    ...clientAndTherapist(),
    serviceId: text("service_id").references(() => services.id, { onDelete: "set null" }),
    startsAt: at("starts_at").notNull(),
    /** When the session was booked at its current time (moving it books it again): a reminder due before then is not sent. */
    bookedAt: at("booked_at").notNull().defaultNow(),
    endsAt: at("ends_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    sessionType: text("session_type").notNull(),
    status: text("status").notNull().default("scheduled"),
    meetingLink: text("meeting_link"),
    notes: text("notes"),
    cancelledAt: at("cancelled_at"),
    cancellationReason: text("cancellation_reason"),
    externalCalendarEventId: text("external_calendar_event_id"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("sessions_status_check", t.status, SESSION_STATUSES),
    oneOf("sessions_session_type_check", t.sessionType, SESSION_KINDS),
    check("sessions_duration_check", sql`${t.durationMinutes} between 15 and 240`),
    check("sessions_ends_at_check", sql`${t.endsAt} - ${t.startsAt} = make_interval(mins => ${t.durationMinutes})`),
    check("sessions_client_not_therapist_check", sql`${t.clientId} <> ${t.therapistId}`),
    // spec 001 §7: a client's sessions by date (list, day range, counts) and a therapist's.
    index("sessions_client_date_idx").on(t.clientId, t.startsAt),
    index("sessions_therapist_date_idx").on(t.therapistId, t.startsAt),
    index("sessions_status_date_idx").on(t.status, t.startsAt),
  ],
);

export const homeworkAssignments = pgTable(
  "homework_assignments",
  {
    ...clientAndTherapist(),
    title: text("title").notNull(),
    description: text("description"),
    dueDate: date("due_date", { mode: "string" }),
    status: text("status").notNull().default("assigned"),
    clientResponse: text("client_response"),
    submittedAt: at("submitted_at"),
    reviewedAt: at("reviewed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("homework_status_check", t.status, HOMEWORK_STATUSES),
    notBlank("homework_title_check", t.title),
    check(
      "homework_response_check",
      sql`${t.status} not in ('completed', 'reviewed') or coalesce(${t.clientResponse}, '') ~ '[^[:space:]]'`,
    ),
    index("homework_client_created_idx").on(t.clientId, t.createdAt),
    index("homework_therapist_created_idx").on(t.therapistId, t.createdAt),
    index("homework_client_status_idx").on(t.clientId, t.status),
    // The therapist dashboard's 'Pending Reviews' and status filter.
    index("homework_therapist_status_idx").on(t.therapistId, t.status),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** Chosen by the sender's page for each send, so a repeated or doubled request stores one message. */
    clientKey: uuid("client_key"),
    read: boolean("read").notNull().default(false),
    readAt: at("read_at"),
    /**
     * When its recipient was e-mailed about it; null when an e-mail about the same conversation,
     * still unread, had gone shortly before (domain/messaging.ts), or she wants none.
     */
    emailedAt: at("emailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    notBlank("messages_content_check", t.content),
    check("messages_length_check", sql`char_length(${t.content}) <= 5000`),
    check("messages_not_self_check", sql`${t.senderId} <> ${t.recipientId}`),
    unique("messages_sender_client_key_unique").on(t.senderId, t.clientKey),
    // spec 001 §7: a user's conversation by time, and their unread count.
    index("messages_sender_created_idx").on(t.senderId, t.createdAt),
    index("messages_recipient_created_idx").on(t.recipientId, t.createdAt),
    index("messages_recipient_unread_idx").on(t.recipientId).where(sql`${t.read} = false`),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** Where the notification leads in the portal, if anywhere. */
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.read} = false`),
  ],
);

/** Weekly working hours, in the practice's time zone (Africa/Accra). */
export const therapistAvailability = pgTable(
  "therapist_availability",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    therapistId: uuid("therapist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dayOfWeek: smallint("day_of_week").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    isAvailable: boolean("is_available").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("therapist_availability_day_check", sql`${t.dayOfWeek} between 0 and 6`),
    check("therapist_availability_times_check", sql`${t.endTime} > ${t.startTime}`),
    unique("therapist_availability_day_unique").on(t.therapistId, t.dayOfWeek),
  ],
);

/** Whole days a therapist does not work (a holiday, a leave), in the practice's calendar. */
export const therapistTimeOff = pgTable(
  "therapist_time_off",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    therapistId: uuid("therapist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("therapist_time_off_day_unique").on(t.therapistId, t.day),
    check("therapist_time_off_note_check", sql`${t.note} is null or char_length(${t.note}) <= 200`),
  ],
);

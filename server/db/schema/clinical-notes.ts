import { CLINICAL_REMINDER_KINDS, NOTE_STATUSES, NOTE_TEMPLATES } from "@domain/clinical/records";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sessions } from "./care";
import { at, createdAt, id, notBlank, oneOf, updatedAt } from "./columns";

/**
 * The therapist's note of one session (SOAP, DAP, BIRP or free): a draft she may change, then
 * signed, after which it is never changed, only amended (`session_note_addenda`). `body` (JSON of
 * the template's sections) is sealed under the client's data key. A session with a note cannot be
 * removed.
 */
export const sessionNotes = pgTable(
  "session_notes",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    therapistId: uuid("therapist_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    template: text("template").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("draft"),
    signedAt: at("signed_at"),
    signedBy: uuid("signed_by").references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("session_notes_template_check", t.template, NOTE_TEMPLATES),
    oneOf("session_notes_status_check", t.status, NOTE_STATUSES),
    check(
      "session_notes_signed_check",
      sql`(${t.status} = 'signed') = (${t.signedAt} is not null) and (${t.signedAt} is null) = (${t.signedBy} is null)`,
    ),
    index("session_notes_client_idx").on(t.clientId, t.createdAt),
    index("session_notes_therapist_idx").on(t.therapistId, t.status),
  ],
);

/** A dated addition to a signed note; `body` sealed under the client's data key. */
export const sessionNoteAddenda = pgTable(
  "session_note_addenda",
  {
    id: id(),
    noteId: uuid("note_id")
      .notNull()
      .references(() => sessionNotes.id, { onDelete: "restrict" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("session_note_addenda_note_idx").on(t.noteId, t.createdAt)],
);

/**
 * A therapist's private process notes on a session: hers alone (no supervisor, no admin, not the
 * client), kept apart from the record and never exported. `body` sealed.
 */
export const processNotes = pgTable(
  "process_notes",
  {
    id: id(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    therapistId: uuid("therapist_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("process_notes_session_therapist_key").on(t.sessionId, t.therapistId)],
);

/** A supervisor an admin assigned to a therapist: she may read that therapist's clients' records. */
export const clinicalSupervisions = pgTable(
  "clinical_supervisions",
  {
    therapistId: uuid("therapist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    supervisorId: uuid("supervisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.therapistId, t.supervisorId] }),
    check("clinical_supervisions_self_check", sql`${t.therapistId} <> ${t.supervisorId}`),
    index("clinical_supervisions_supervisor_idx").on(t.supervisorId),
  ],
);

/**
 * An administrator's emergency access to one client's record ("break the glass"): given with a
 * reason, for a short time, told to the client's therapists and written to the audit log.
 */
export const clinicalBreakGlass = pgTable(
  "clinical_break_glass",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    notBlank("clinical_break_glass_reason_check", t.reason),
    check("clinical_break_glass_expiry_check", sql`${t.expiresAt} > ${t.createdAt}`),
    index("clinical_break_glass_client_idx").on(t.clientId, t.adminId, t.expiresAt),
  ],
);

/**
 * Reminders the job engine has sent about the record, once each: `forms-due` keyed by client,
 * questionnaire and session; `note-unsigned` keyed by session.
 */
export const clinicalReminders = pgTable(
  "clinical_reminders",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    oneOf("clinical_reminders_kind_check", t.kind, CLINICAL_REMINDER_KINDS),
  ],
);

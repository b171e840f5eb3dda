import { QUESTIONNAIRE_KINDS, type Questionnaire } from "@domain/clinical/questionnaire";
import { RESPONSE_STATUSES } from "@domain/clinical/records";
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
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
import { sessions } from "./care";
import { services } from "./catalogue";
import { at, createdAt, id, oneOf, updatedAt } from "./columns";

/**
 * Each client's clinical data key (decision 0049), never stored as it is: `wrapped_key` is the
 * key sealed with the key-encryption key of version `kek_version`, which lives only in the
 * servers' environment or secrets file. Destroying the key empties `wrapped_key` and sets
 * `destroyed_at`: her clinical values can no longer be opened, and no new key is made for her.
 * A client who has a key cannot be removed without it being destroyed first (restrict).
 */
export const clientDataKeys = pgTable(
  "client_data_keys",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "restrict" }),
    kekVersion: integer("kek_version").notNull(),
    wrappedKey: text("wrapped_key"),
    createdAt: createdAt(),
    /** When the key was last wrapped again under a newer key-encryption key. */
    rotatedAt: at("rotated_at"),
    destroyedAt: at("destroyed_at"),
  },
  (t) => [
    check("client_data_keys_kek_version_check", sql`${t.kekVersion} > 0`),
    check("client_data_keys_destroyed_check", sql`(${t.destroyedAt} is null) = (${t.wrappedKey} is not null)`),
  ],
);

/**
 * The practice's questionnaires (the intake, the consents, the measures), each a row here and a
 * row per version in `questionnaire_versions`. An admin's edit publishes the next version; a
 * version once published is never changed, so every response can be shown against the text the
 * client saw. `minimum_version` is the lowest version whose responses still count: raising it
 * asks every client again (a consent whose text changed). `archived_at`: no longer asked.
 */
export const questionnaires = pgTable(
  "questionnaires",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    currentVersion: integer("current_version").notNull(),
    minimumVersion: integer("minimum_version").notNull().default(1),
    archivedAt: at("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf("questionnaires_kind_check", t.kind, QUESTIONNAIRE_KINDS),
    check("questionnaires_id_check", sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "questionnaires_versions_check",
      sql`${t.minimumVersion} >= 1 and ${t.minimumVersion} <= ${t.currentVersion}`,
    ),
  ],
);

/**
 * Each published version of a questionnaire: its whole definition (domain/clinical/questionnaire.ts)
 * and the SHA-256 of `questionnaireHashInput(definition)`, which a signed consent records. The
 * forms are the practice's text, not a client's: they are not encrypted.
 */
export const questionnaireVersions = pgTable(
  "questionnaire_versions",
  {
    questionnaireId: text("questionnaire_id")
      .notNull()
      .references(() => questionnaires.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<Questionnaire>().notNull(),
    hash: text("hash").notNull(),
    publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
    publishedAt: at("published_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionnaireId, t.version] }),
    check("questionnaire_versions_version_check", sql`${t.version} > 0`),
    check("questionnaire_versions_hash_check", sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * A service's own form schedule (domain/clinical/schedule.ts `FormSchedule`); a service without a
 * row uses the practice's default.
 */
export const serviceFormSchedules = pgTable(
  "service_form_schedules",
  {
    serviceId: text("service_id")
      .primaryKey()
      .references(() => services.id, { onDelete: "cascade" }),
    beforeFirstSession: jsonb("before_first_session").$type<string[]>().notNull(),
    hoursBefore: integer("hours_before").notNull(),
    recurringIds: jsonb("recurring_ids").$type<string[]>().notNull(),
    /** Ask the recurring measures before every `recurring_every`th session; null for never. */
    recurringEvery: integer("recurring_every"),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("service_form_schedules_hours_check", sql`${t.hoursBefore} >= 0 and ${t.hoursBefore} <= 720`),
    check(
      "service_form_schedules_every_check",
      sql`${t.recurringEvery} is null or ${t.recurringEvery} between 1 and 52`,
    ),
  ],
);

/**
 * A client's answers to one version of a questionnaire: a draft while she fills it in (one per
 * questionnaire; autosaved), then submitted. `answers` (JSON of `Answers`) and `score` (JSON of
 * the `MeasureScore`, measures only) are sealed under her data key (decision 0049), bound to this
 * table, the row and the field. A signed consent also records when, from where (IP, user agent)
 * and the exact version's hash, and keeps the signed document (a PDF, base64, sealed).
 */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    id: id(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    questionnaireId: text("questionnaire_id").notNull(),
    version: integer("version").notNull(),
    /** The session it was asked for, when there was one. */
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    answers: text("answers").notNull(),
    score: text("score"),
    submittedAt: at("submitted_at"),
    signedAt: at("signed_at"),
    signedIp: text("signed_ip"),
    signedUserAgent: text("signed_user_agent"),
    versionHash: text("version_hash"),
    signedDocument: text("signed_document"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.questionnaireId, t.version],
      foreignColumns: [questionnaireVersions.questionnaireId, questionnaireVersions.version],
      name: "questionnaire_responses_version_fk",
    }).onDelete("restrict"),
    oneOf("questionnaire_responses_status_check", t.status, RESPONSE_STATUSES),
    check("questionnaire_responses_submitted_check", sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`),
    check(
      "questionnaire_responses_signed_check",
      sql`${t.signedAt} is null or (${t.status} = 'submitted' and ${t.versionHash} is not null and ${t.signedDocument} is not null)`,
    ),
    uniqueIndex("questionnaire_responses_one_draft_idx")
      .on(t.clientId, t.questionnaireId)
      .where(sql`${t.status} = 'draft'`),
    index("questionnaire_responses_client_idx").on(t.clientId, t.submittedAt),
  ],
);

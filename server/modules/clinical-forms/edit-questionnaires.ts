import {
  addItem,
  EDITABLE_ITEM_TYPES,
  editItemText,
  type FormEdit,
  moveItem,
  NEW_QUESTIONNAIRE_KINDS,
  newQuestionnaire,
  publishProblem,
  removeItem,
  setItemRequired,
  slugOf,
  uniqueSlug,
} from "@domain/clinical/form-editing";
import type { Questionnaire } from "@domain/clinical/questionnaire";
import { QUESTIONNAIRE_LIMITS, questionnaireSchema } from "@domain/clinical/questionnaire-schema";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import type { Database, Executor } from "@server/db/client";
import { questionnaires, questionnaireVersions } from "@server/db/schema";
import { questionnaireHash } from "@server/db/shipped-questionnaires";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, eq, like } from "drizzle-orm";
import { z } from "zod";

export const FORM_ADMIN_MESSAGES = {
  adminsOnly: "Only an administrator can change the practice's forms.",
  unknownQuestionnaire: "That form does not exist. It may have been removed: please go back to the list of forms.",
  changedMeanwhile: (version: number) =>
    `This form was changed meanwhile: it is now at version ${version}. Please look at it again before changing it.`,
  unchanged: "Nothing changed: this is already the current version.",
  createdMeanwhile: "A form with this title was created at the same moment. Please try again.",
  chooseKind: "Please choose a form or a consent.",
  unreadable: "The form could not be read. Please reload the page and try again.",
  alreadyAskedAgain:
    "Every client is already asked this version: a client who answered an older version answers again.",
} as const;

const M = FORM_ADMIN_MESSAGES;

/** What publishing gave: the questionnaire's current version, and whether it is a new one. */
export interface PublishedVersion {
  readonly questionnaireId: string;
  readonly version: number;
  readonly published: boolean;
}

/** A questionnaire's id: a slug (the table's check). */
export const QUESTIONNAIRE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const questionnaireId = z
  .string({ error: M.unknownQuestionnaire })
  .trim()
  .min(1, M.unknownQuestionnaire)
  .max(QUESTIONNAIRE_LIMITS.idMax, M.unknownQuestionnaire)
  .regex(QUESTIONNAIRE_ID, M.unknownQuestionnaire);

/** The version the admin was looking at: given, a change to a newer version meanwhile is refused. */
const seenVersion = z
  .union(
    [
      z.int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}$/)
        .transform(Number),
      z.literal("").transform(() => undefined),
    ],
    {
      error: "The form's version could not be read. Please reload the page.",
    },
  )
  .optional();

const linkId = z
  .string({ error: "Please choose a question." })
  .trim()
  .min(1, "Please choose a question.")
  .max(QUESTIONNAIRE_LIMITS.linkIdMax, "Please choose a question.");

const editTarget = z.object({ questionnaireId, version: seenVersion });

/** A tick box of a submitted form ("on") or a boolean. */
const ticked = z
  .union([z.boolean(), z.enum(["on", "true", "false", ""])], { error: "Please say yes or no." })
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** `parseInput` for a submitted form: anything but an object is refused with one message. */
function parseForm<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("bad_request", M.unreadable);
  return parseInput(schema, raw);
}

async function lockCurrent(tx: Executor, id: string) {
  const [row] = await tx
    .select({ currentVersion: questionnaires.currentVersion })
    .from(questionnaires)
    .where(eq(questionnaires.id, id))
    .for("update");
  if (!row) throw new AppError("not_found", M.unknownQuestionnaire);
  const [version] = await tx
    .select({ definition: questionnaireVersions.definition, hash: questionnaireVersions.hash })
    .from(questionnaireVersions)
    .where(and(eq(questionnaireVersions.questionnaireId, id), eq(questionnaireVersions.version, row.currentVersion)));
  if (!version) throw new Error(`questionnaire ${id} has no version ${row.currentVersion}`);
  return { version: row.currentVersion, definition: version.definition, hash: version.hash };
}

/**
 * The one way a questionnaire changes: in one transaction, reads its current version (locked, so
 * two admins' edits follow each other), builds the next definition, checks it (the schema and the
 * editing rules) and inserts it as version current + 1. A definition identical to the current one
 * publishes nothing. Responses keep the version they answered.
 */
async function publish(
  db: Database,
  viewer: Viewer,
  target: { questionnaireId: string; version?: number },
  build: (current: Questionnaire) => FormEdit | Questionnaire,
): Promise<PublishedVersion> {
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, target.questionnaireId);
    if (target.version !== undefined && target.version !== current.version) {
      throw new AppError("conflict", M.changedMeanwhile(current.version));
    }
    const built = build(current.definition);
    if ("ok" in built && !built.ok) throw new AppError("bad_request", built.error);
    const proposed = "ok" in built ? built.questionnaire : built;
    const problem = publishProblem(current.definition, proposed);
    if (problem) throw new AppError("bad_request", problem);
    const parsed = questionnaireSchema.safeParse({ ...proposed, version: current.version });
    if (!parsed.success) {
      throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Please check the form and try again.");
    }
    if (questionnaireHash(parsed.data) === current.hash) {
      return { questionnaireId: target.questionnaireId, version: current.version, published: false };
    }
    const definition: Questionnaire = { ...parsed.data, version: current.version + 1 };
    const hash = questionnaireHash(definition);
    await tx.insert(questionnaireVersions).values({
      questionnaireId: definition.id,
      version: definition.version,
      definition,
      hash,
      publishedBy: viewer.userId,
    });
    await tx
      .update(questionnaires)
      .set({ currentVersion: definition.version, updatedAt: new Date() })
      .where(eq(questionnaires.id, definition.id));
    await recordAudit(tx, {
      action: CLINICAL_AUDIT_ACTIONS.formPublished,
      userId: viewer.userId,
      tableName: "questionnaires",
      recordId: definition.id,
      details: { version: definition.version, hash },
    });
    return { questionnaireId: definition.id, version: definition.version, published: true };
  });
}

/**
 * An admin publishes an edited definition as the questionnaire's next version. Refused (400):
 * a measure (PHQ-9, GAD-7: their wording and scoring are published), a changed id or kind, a
 * consent without its agreement and signature, and anything `questionnaireSchema` refuses.
 */
export async function publishQuestionnaireVersion(
  db: Database,
  viewer: Viewer,
  raw: { questionnaireId: unknown; definition: unknown; version?: unknown },
): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const target = parseForm(editTarget, { questionnaireId: raw.questionnaireId, version: raw.version });
  if (raw.definition === null || typeof raw.definition !== "object") {
    throw new AppError("bad_request", "Please send the questionnaire's definition.");
  }
  const definition = raw.definition as Questionnaire;
  return publish(db, viewer, target, () => definition);
}

const newItemInput = editTarget.extend({
  text: z.string({ error: "Please enter the question's text." }),
  type: z.enum(EDITABLE_ITEM_TYPES, { error: "Please choose the kind of question." }),
  required: ticked,
  /** A choice's answers, one per line. */
  options: z.string().max(10_000, "Please keep the answers shorter.").optional(),
  help: z.string().max(2_000, "Please keep the hint shorter.").optional(),
});

/** Adds a question (at the end; in a consent, above the agreement and signature). */
export async function addQuestion(db: Database, viewer: Viewer, raw: unknown): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const input = parseForm(newItemInput, raw);
  const options = input.options?.split(/\r?\n/) ?? [];
  return publish(db, viewer, input, (current) =>
    addItem(current, { text: input.text, type: input.type, required: input.required, options, help: input.help }),
  );
}

const itemInput = editTarget.extend({ linkId });

/** Removes a question (not a consent's signing, nor one another question depends on). */
export async function removeQuestion(db: Database, viewer: Viewer, raw: unknown): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const input = parseForm(itemInput, raw);
  return publish(db, viewer, input, (current) => removeItem(current, input.linkId));
}

/** Moves a question one place up or down. */
export async function moveQuestion(db: Database, viewer: Viewer, raw: unknown): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const input = parseForm(
    itemInput.extend({ direction: z.enum(["up", "down"], { error: "Please choose up or down." }) }),
    raw,
  );
  return publish(db, viewer, input, (current) => moveItem(current, input.linkId, input.direction));
}

/** Makes a question required, or optional. */
export async function setQuestionRequired(db: Database, viewer: Viewer, raw: unknown): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const input = parseForm(itemInput.extend({ required: ticked }), raw);
  return publish(db, viewer, input, (current) => setItemRequired(current, input.linkId, input.required));
}

/** Rewords a question and its hint. */
export async function editQuestionText(db: Database, viewer: Viewer, raw: unknown): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const input = parseForm(
    itemInput.extend({
      text: z.string({ error: "Please enter the question's text." }),
      help: z.string().max(2_000, "Please keep the hint shorter.").optional(),
    }),
    raw,
  );
  return publish(db, viewer, input, (current) => editItemText(current, input.linkId, input));
}

const newQuestionnaireInput = z.object({
  title: z
    .string({ error: "Please enter a title." })
    .trim()
    .min(1, "Please enter a title.")
    .max(QUESTIONNAIRE_LIMITS.titleMax, `Please keep the title under ${QUESTIONNAIRE_LIMITS.titleMax} characters.`),
  kind: z.enum(NEW_QUESTIONNAIRE_KINDS, { error: M.chooseKind }),
});

/**
 * An admin creates a practice form or consent at version 1: its id made from its title (unique),
 * a consent starting with its agreement and signature. It is asked once a service's schedule
 * lists it.
 */
export async function createQuestionnaire(db: Database, viewer: Viewer, raw: unknown): Promise<PublishedVersion> {
  assertAdmin(viewer, M.adminsOnly);
  const input = parseForm(newQuestionnaireInput, raw);
  const base = slugOf(input.title, 40) || input.kind;
  return db
    .transaction(async (tx) => {
      const taken = new Set(
        (
          await tx
            .select({ id: questionnaires.id })
            .from(questionnaires)
            .where(like(questionnaires.id, `${base}%`))
        ).map((row) => row.id),
      );
      const id = uniqueSlug(base, (slug) => taken.has(slug), QUESTIONNAIRE_LIMITS.idMax);
      const definition = questionnaireSchema.parse(newQuestionnaire(id, input.title, input.kind));
      const hash = questionnaireHash(definition);
      await tx.insert(questionnaires).values({ id, kind: definition.kind, currentVersion: 1 });
      await tx
        .insert(questionnaireVersions)
        .values({ questionnaireId: id, version: 1, definition, hash, publishedBy: viewer.userId });
      await recordAudit(tx, {
        action: CLINICAL_AUDIT_ACTIONS.formPublished,
        userId: viewer.userId,
        tableName: "questionnaires",
        recordId: id,
        details: { version: 1, hash, created: true },
      });
      return { questionnaireId: id, version: 1, published: true };
    })
    .catch((err: unknown) => {
      // Another admin took the same id a moment before.
      if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError("conflict", M.createdMeanwhile);
      throw err;
    });
}

/**
 * Asks every client the current version again: only responses to it count from now on (a consent
 * whose text changed). Refused when that is already so.
 */
export async function askAgain(db: Database, viewer: Viewer, rawId: unknown): Promise<{ minimumVersion: number }> {
  assertAdmin(viewer, M.adminsOnly);
  const id = parseInput(questionnaireId, rawId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ currentVersion: questionnaires.currentVersion, minimumVersion: questionnaires.minimumVersion })
      .from(questionnaires)
      .where(eq(questionnaires.id, id))
      .for("update");
    if (!row) throw new AppError("not_found", M.unknownQuestionnaire);
    if (row.minimumVersion === row.currentVersion) throw new AppError("bad_request", M.alreadyAskedAgain);
    await tx
      .update(questionnaires)
      .set({ minimumVersion: row.currentVersion, updatedAt: new Date() })
      .where(eq(questionnaires.id, id));
    await recordAudit(tx, {
      action: CLINICAL_AUDIT_ACTIONS.formPublished,
      userId: viewer.userId,
      tableName: "questionnaires",
      recordId: id,
      details: { minimumVersion: row.currentVersion },
    });
    return { minimumVersion: row.currentVersion };
  });
}

/** Stops asking a questionnaire (dropped from every schedule), or asks it again; its answers stay. */
export async function archiveQuestionnaire(
  db: Database,
  viewer: Viewer,
  rawId: unknown,
  archived: boolean,
): Promise<void> {
  assertAdmin(viewer, M.adminsOnly);
  const id = parseInput(questionnaireId, rawId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(questionnaires)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(questionnaires.id, id))
      .returning({ id: questionnaires.id });
    if (!row) throw new AppError("not_found", M.unknownQuestionnaire);
    await recordAudit(tx, {
      action: CLINICAL_AUDIT_ACTIONS.scheduleChanged,
      userId: viewer.userId,
      tableName: "questionnaires",
      recordId: id,
      details: { archived },
    });
  });
}

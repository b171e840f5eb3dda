import type { Questionnaire } from "@domain/clinical/questionnaire";
import { DEFAULT_FORM_SCHEDULE, type FormSchedule } from "@domain/clinical/schedule";
import type { Executor } from "@server/db/client";
import { questionnaires, questionnaireVersions, serviceFormSchedules } from "@server/db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";

/** The join of a questionnaire to one of its versions: `version`, or its current one. */
export const versionOfQuestionnaire = (version?: number) =>
  and(
    eq(questionnaireVersions.questionnaireId, questionnaires.id),
    eq(questionnaireVersions.version, version ?? questionnaires.currentVersion),
  );

/** One published version of a questionnaire, as stored. */
export interface StoredQuestionnaire {
  readonly questionnaire: Questionnaire;
  /** SHA-256 (hex) of its canonical text: what a signed consent records. */
  readonly hash: string;
  /** The questionnaire's current version and the lowest whose responses still count. */
  readonly currentVersion: number;
  readonly minimumVersion: number;
  readonly archived: boolean;
}

/**
 * A questionnaire's version as published (its current one without `version`), or null when
 * there is no such questionnaire or version. The practice's forms are not private: anyone's use
 * case may read them.
 */
export async function findQuestionnaire(
  db: Executor,
  id: string,
  version?: number,
): Promise<StoredQuestionnaire | null> {
  const [row] = await db
    .select({
      definition: questionnaireVersions.definition,
      hash: questionnaireVersions.hash,
      currentVersion: questionnaires.currentVersion,
      minimumVersion: questionnaires.minimumVersion,
      archivedAt: questionnaires.archivedAt,
    })
    .from(questionnaires)
    .innerJoin(questionnaireVersions, versionOfQuestionnaire(version))
    .where(eq(questionnaires.id, id));
  if (!row) return null;
  return {
    questionnaire: row.definition,
    hash: row.hash,
    currentVersion: row.currentVersion,
    minimumVersion: row.minimumVersion,
    archived: row.archivedAt !== null,
  };
}

/** The current version of every questionnaire still asked (not archived), by title. */
export async function listCurrentQuestionnaires(db: Executor): Promise<StoredQuestionnaire[]> {
  const rows = await db
    .select({
      definition: questionnaireVersions.definition,
      hash: questionnaireVersions.hash,
      currentVersion: questionnaires.currentVersion,
      minimumVersion: questionnaires.minimumVersion,
    })
    .from(questionnaires)
    .innerJoin(questionnaireVersions, versionOfQuestionnaire())
    .where(isNull(questionnaires.archivedAt))
    .orderBy(asc(questionnaires.id));
  return rows
    .map((row) => ({
      questionnaire: row.definition,
      hash: row.hash,
      currentVersion: row.currentVersion,
      minimumVersion: row.minimumVersion,
      archived: false,
    }))
    .sort((a, b) => a.questionnaire.title.localeCompare(b.questionnaire.title));
}

/** What `formsDue` needs from the practice: each service's own schedule and each questionnaire's minimum version. */
export interface PracticeFormRules {
  readonly schedules: Readonly<Record<string, FormSchedule>>;
  /** The practice's default (DEFAULT_FORM_SCHEDULE) for services without their own. */
  readonly defaultSchedule: FormSchedule;
  readonly minimumVersions: Readonly<Record<string, number>>;
  /** Questionnaires no longer asked: dropped from every schedule. */
  readonly archived: ReadonlySet<string>;
}

export async function practiceFormRules(db: Executor): Promise<PracticeFormRules> {
  // One after the other: inside a caller's transaction both would share one connection.
  const scheduleRows = await db.select().from(serviceFormSchedules);
  const questionnaireRows = await db
    .select({
      id: questionnaires.id,
      minimumVersion: questionnaires.minimumVersion,
      archivedAt: questionnaires.archivedAt,
    })
    .from(questionnaires);
  const archived = new Set(questionnaireRows.filter((row) => row.archivedAt !== null).map((row) => row.id));
  const asked = (ids: readonly string[]) => ids.filter((id) => !archived.has(id));
  const schedule = (
    beforeFirstSession: readonly string[],
    hoursBefore: number,
    recurring: FormSchedule["recurring"],
  ) => ({
    beforeFirstSession: asked(beforeFirstSession),
    hoursBefore,
    recurring: recurring && { questionnaireIds: asked(recurring.questionnaireIds), every: recurring.every },
  });
  const schedules: Record<string, FormSchedule> = {};
  for (const row of scheduleRows) {
    schedules[row.serviceId] = schedule(
      row.beforeFirstSession,
      row.hoursBefore,
      row.recurringEvery === null ? null : { questionnaireIds: row.recurringIds, every: row.recurringEvery },
    );
  }
  const byDefault = DEFAULT_FORM_SCHEDULE;
  return {
    schedules,
    defaultSchedule: schedule(byDefault.beforeFirstSession, byDefault.hoursBefore, byDefault.recurring),
    minimumVersions: Object.fromEntries(questionnaireRows.map((row) => [row.id, row.minimumVersion])),
    archived,
  };
}

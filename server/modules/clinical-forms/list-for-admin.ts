import type { Questionnaire, QuestionnaireKind } from "@domain/clinical/questionnaire";
import { type Executor, queryRows } from "@server/db/client";
import { questionnaires, questionnaireVersions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { eq, sql } from "drizzle-orm";
import { FORM_ADMIN_MESSAGES, QUESTIONNAIRE_ID } from "./edit-questionnaires";
import { versionOfQuestionnaire } from "./read-questionnaires";

/** A questionnaire as the admin's list shows it: never a client's answers, only how many were submitted. */
export interface AdminQuestionnaire {
  readonly id: string;
  readonly title: string;
  readonly kind: QuestionnaireKind;
  readonly currentVersion: number;
  readonly minimumVersion: number;
  readonly archived: boolean;
  readonly versions: number;
  readonly submittedResponses: number;
}

/** Every questionnaire, archived ones too, by title. */
export async function listQuestionnairesForAdmin(db: Executor, viewer: Viewer): Promise<AdminQuestionnaire[]> {
  assertAdmin(viewer, FORM_ADMIN_MESSAGES.adminsOnly);
  const rows = await queryRows<AdminQuestionnaire>(
    db,
    sql`select q.id, v.definition->>'title' as title, q.kind, q.current_version as "currentVersion",
        q.minimum_version as "minimumVersion", q.archived_at is not null as archived,
        (select count(*)::int from questionnaire_versions a where a.questionnaire_id = q.id) as versions,
        (select count(*)::int from questionnaire_responses r
          where r.questionnaire_id = q.id and r.status = 'submitted') as "submittedResponses"
      from questionnaires q
      join questionnaire_versions v on v.questionnaire_id = q.id and v.version = q.current_version`,
  );
  return rows.sort((a, b) => Number(a.archived) - Number(b.archived) || a.title.localeCompare(b.title));
}

/** One published version in a questionnaire's history. */
export interface QuestionnaireVersionEntry {
  readonly version: number;
  readonly publishedAt: Date;
  /** Who published it; null for the versions the practice shipped with. */
  readonly publishedBy: string | null;
  readonly submittedResponses: number;
}

/** A questionnaire for its editing page: the current definition and every version published. */
export interface AdminQuestionnaireDetail {
  readonly questionnaire: Questionnaire;
  readonly currentVersion: number;
  readonly minimumVersion: number;
  readonly archived: boolean;
  /** Newest first. */
  readonly history: readonly QuestionnaireVersionEntry[];
}

export async function getQuestionnaireForAdmin(
  db: Executor,
  viewer: Viewer,
  id: string,
): Promise<AdminQuestionnaireDetail> {
  assertAdmin(viewer, FORM_ADMIN_MESSAGES.adminsOnly);
  if (id.length > 60 || !QUESTIONNAIRE_ID.test(id))
    throw new AppError("not_found", FORM_ADMIN_MESSAGES.unknownQuestionnaire);
  const [row] = await db
    .select({
      definition: questionnaireVersions.definition,
      currentVersion: questionnaires.currentVersion,
      minimumVersion: questionnaires.minimumVersion,
      archivedAt: questionnaires.archivedAt,
    })
    .from(questionnaires)
    .innerJoin(questionnaireVersions, versionOfQuestionnaire())
    .where(eq(questionnaires.id, id));
  if (!row) throw new AppError("not_found", FORM_ADMIN_MESSAGES.unknownQuestionnaire);
  const history = await queryRows<QuestionnaireVersionEntry>(
    db,
    sql`select v.version, v.published_at as "publishedAt",
        nullif(concat_ws(' ', p.first_name, p.last_name), '') as "publishedBy",
        (select count(*)::int from questionnaire_responses r where r.questionnaire_id = v.questionnaire_id
          and r.version = v.version and r.status = 'submitted') as "submittedResponses"
      from questionnaire_versions v left join profiles p on p.id = v.published_by
      where v.questionnaire_id = ${id}
      order by v.version desc`,
  );
  return {
    questionnaire: row.definition,
    currentVersion: row.currentVersion,
    minimumVersion: row.minimumVersion,
    archived: row.archivedAt !== null,
    history: history.map((entry) => ({ ...entry, publishedAt: new Date(entry.publishedAt) })),
  };
}

import type { Answers, Questionnaire, QuestionnaireKind } from "@domain/clinical/questionnaire";
import type { DueReason } from "@domain/clinical/schedule";
import {
  type BandLabel,
  isMeasureId,
  type MeasureId,
  type MeasureScore,
  type Trend,
  trend,
} from "@domain/clinical/scoring";
import type { Database } from "@server/db/client";
import { questionnaireResponses, questionnaireVersions } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { auditClinicalRead } from "@server/modules/clinical-access";
import { listCurrentQuestionnaires } from "@server/modules/clinical-forms";
import { clinicalCipher } from "@server/modules/clinical-keys";
import { and, desc, eq, sql } from "drizzle-orm";
import { dueFormsOf } from "./forms-due";
import { myDraftsForm, myRecord } from "./my-record";
import { openAnswers, RESPONSES_TABLE, scoreField } from "./response-fields";

/** The most submitted responses the Forms tab lists. */
export const MY_FORMS_SHOWN = 200;

export interface MyDueForm {
  readonly questionnaireId: string;
  readonly title: string;
  readonly kind: QuestionnaireKind;
  readonly reason: DueReason;
  readonly dueBy: Date;
  readonly overdue: boolean;
  /** The session it is asked for. */
  readonly sessionId: string;
  readonly sessionStartsAt: Date;
  /** She has started it: her answers so far are kept. */
  readonly hasDraft: boolean;
}

export interface MyDraft {
  readonly questionnaireId: string;
  readonly title: string;
  readonly savedAt: Date;
}

export interface MySubmittedForm {
  readonly id: string;
  readonly questionnaireId: string;
  readonly title: string;
  readonly kind: QuestionnaireKind;
  readonly version: number;
  readonly submittedAt: Date;
  /** A signed consent: its PDF can be downloaded. */
  readonly signed: boolean;
}

export interface MyScore {
  readonly at: Date;
  readonly total: number;
  readonly maxTotal: number;
  readonly band: BandLabel;
}

export interface MyMeasure {
  readonly measure: MeasureId;
  readonly title: string;
  /** Oldest first. */
  readonly scores: readonly MyScore[];
  readonly trend: Trend | null;
}

export interface MyForms {
  readonly due: readonly MyDueForm[];
  /** Forms she started and has not submitted, whether due or not. */
  readonly drafts: readonly MyDraft[];
  /** Newest first. */
  readonly submitted: readonly MySubmittedForm[];
  readonly measures: readonly MyMeasure[];
}

/**
 * Her Forms tab: what is due and by when, the drafts she may resume, what she has submitted, and
 * her scores on each measure with their band and trend. Opening her scores decrypts them: an
 * audited read of her record.
 */
export async function listMyForms(db: Database, viewer: Viewer, now: Date = new Date()): Promise<MyForms> {
  return db.transaction(async (tx) => {
    const access = await myRecord(tx, viewer);
    const due = await dueFormsOf(tx, access.clientId, now);
    const current = await listCurrentQuestionnaires(tx);
    const rows = await tx
      .select({
        id: questionnaireResponses.id,
        questionnaireId: questionnaireResponses.questionnaireId,
        version: questionnaireResponses.version,
        status: questionnaireResponses.status,
        score: questionnaireResponses.score,
        submittedAt: questionnaireResponses.submittedAt,
        updatedAt: questionnaireResponses.updatedAt,
        signedAt: questionnaireResponses.signedAt,
        title: sql<string>`${questionnaireVersions.definition}->>'title'`,
        kind: sql<QuestionnaireKind>`${questionnaireVersions.definition}->>'kind'`,
      })
      .from(questionnaireResponses)
      .innerJoin(
        questionnaireVersions,
        and(
          eq(questionnaireVersions.questionnaireId, questionnaireResponses.questionnaireId),
          eq(questionnaireVersions.version, questionnaireResponses.version),
        ),
      )
      .where(eq(questionnaireResponses.clientId, access.clientId))
      .orderBy(desc(sql`coalesce(${questionnaireResponses.submittedAt}, ${questionnaireResponses.updatedAt})`))
      .limit(MY_FORMS_SHOWN);
    const byId = new Map(current.map((stored) => [stored.questionnaire.id, stored.questionnaire]));
    const drafts = rows.filter((row) => row.status === "draft");
    const submitted = rows.filter((row) => row.status === "submitted" && row.submittedAt);

    const measures = new Map<MeasureId, MyScore[]>();
    const scored = submitted.filter((row) => row.score !== null && isMeasureId(row.questionnaireId));
    if (scored.length > 0) {
      const cipher = clinicalCipher(tx, access.clientId);
      for (const row of scored) {
        const score = JSON.parse(await cipher.open(scoreField(row.id), row.score!)) as MeasureScore;
        if (!score.complete) continue;
        const list = measures.get(score.measure) ?? [];
        list.push({ at: row.submittedAt!, total: score.total, maxTotal: score.maxTotal, band: score.band });
        measures.set(score.measure, list);
      }
      await auditClinicalRead(tx, access, "scores", { tableName: RESPONSES_TABLE, details: { count: scored.length } });
    }

    return {
      due: due.map((form) => ({
        questionnaireId: form.questionnaireId,
        title: byId.get(form.questionnaireId)?.title ?? form.questionnaireId,
        kind: byId.get(form.questionnaireId)?.kind ?? "form",
        reason: form.reason,
        dueBy: form.dueBy,
        overdue: form.overdue,
        sessionId: form.sessionId,
        sessionStartsAt: form.sessionStartsAt,
        hasDraft: drafts.some((draft) => draft.questionnaireId === form.questionnaireId),
      })),
      drafts: drafts.map((row) => ({ questionnaireId: row.questionnaireId, title: row.title, savedAt: row.updatedAt })),
      submitted: submitted.map((row) => ({
        id: row.id,
        questionnaireId: row.questionnaireId,
        title: row.title,
        kind: row.kind,
        version: row.version,
        submittedAt: row.submittedAt!,
        signed: row.signedAt !== null,
      })),
      measures: [...measures].map(([measure, scores]) => {
        const ordered = [...scores].sort((a, b) => a.at.getTime() - b.at.getTime());
        return { measure, title: byId.get(measure)?.title ?? measure, scores: ordered, trend: trend(measure, ordered) };
      }),
    };
  });
}

export interface MyOpenForm {
  /** The version she answers: her draft's, or the current one. */
  readonly questionnaire: Questionnaire;
  /** Her draft's answers so far (none when she has not started). */
  readonly answers: Answers;
  readonly savedAt: Date | null;
  /** When it is due, if it is. */
  readonly dueBy: Date | null;
}

/**
 * A form to answer: its version (her draft's, so she finishes the text she began) and her draft's
 * answers, opened from her record (an audited read), so she resumes where she left.
 */
export async function openMyForm(
  db: Database,
  viewer: Viewer,
  questionnaireId: unknown,
  now: Date = new Date(),
): Promise<MyOpenForm> {
  return db.transaction(async (tx) => {
    const access = await myRecord(tx, viewer);
    const { questionnaire, draft } = await myDraftsForm(tx, access.clientId, questionnaireId);
    let answers: Answers = {};
    if (draft) {
      answers = await openAnswers(clinicalCipher(tx, access.clientId), draft.id, draft.answers);
      await auditClinicalRead(tx, access, "draft", { tableName: RESPONSES_TABLE, recordId: draft.id });
    }
    const due = (await dueFormsOf(tx, access.clientId, now)).find((form) => form.questionnaireId === questionnaire.id);
    return { questionnaire, answers, savedAt: draft?.updatedAt ?? null, dueBy: due?.dueBy ?? null };
  });
}

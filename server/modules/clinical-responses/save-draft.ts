import { type AnswerErrors, partialAnswersFor, readAnswersForm } from "@domain/clinical/answers";
import type { Answers, Questionnaire } from "@domain/clinical/questionnaire";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import type { Database } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical } from "@server/modules/clinical-access";
import { clinicalCipher } from "@server/modules/clinical-keys";
import { writeMyDraft } from "./draft-rows";
import { myDraftsForm, myRecord } from "./my-record";
import { RESPONSES_TABLE } from "./response-fields";

/** The answers as sent: a form's fields (a page posted before its script ran) or a JSON record. */
export function rawAnswers(questionnaire: Questionnaire, answers: unknown): unknown {
  return answers instanceof FormData ? readAnswersForm(questionnaire, answers) : answers;
}

export interface SavedDraft {
  readonly id: string;
  readonly questionnaireId: string;
  readonly version: number;
  readonly savedAt: Date;
  /** The answers kept (every good one). */
  readonly answers: Answers;
  /** The answers that could not be kept, and why, by linkId: she is asked to answer them again. */
  readonly errors: AnswerErrors;
}

/**
 * Autosave: keeps every good answer of her half-filled form in her one draft of it (sealed under
 * her data key), and says which answers could not be kept. Called on every change (debounced):
 * saving the same answers again changes nothing but the time. Nothing is required yet.
 */
export async function saveMyDraft(
  db: Database,
  viewer: Viewer,
  input: { questionnaireId: unknown; answers: unknown },
  now: Date = new Date(),
): Promise<SavedDraft> {
  return db.transaction(async (tx) => {
    const access = await myRecord(tx, viewer);
    const { questionnaire } = await myDraftsForm(tx, access.clientId, input.questionnaireId);
    const checked = partialAnswersFor(questionnaire, rawAnswers(questionnaire, input.answers));
    const cipher = clinicalCipher(tx, access.clientId);
    const id = await writeMyDraft(
      tx,
      cipher,
      {
        clientId: access.clientId,
        questionnaireId: questionnaire.id,
        version: questionnaire.version,
        answers: checked.answers,
      },
      now,
    );
    await auditClinical(tx, access, {
      action: CLINICAL_AUDIT_ACTIONS.write,
      tableName: RESPONSES_TABLE,
      recordId: id,
      details: { what: "draft", questionnaireId: questionnaire.id, version: questionnaire.version },
    });
    return {
      id,
      questionnaireId: questionnaire.id,
      version: questionnaire.version,
      savedAt: now,
      answers: checked.answers,
      errors: checked.ok ? {} : checked.errors,
    };
  });
}

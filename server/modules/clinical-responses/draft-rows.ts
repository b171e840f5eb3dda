import { randomUUID } from "node:crypto";
import type { Answers } from "@domain/clinical/questionnaire";
import { type Executor, queryRows } from "@server/db/client";
import { questionnaireResponses } from "@server/db/schema";
import type { ClinicalCipher } from "@server/modules/clinical-keys";
import { eq, sql } from "drizzle-orm";
import { answersField } from "./response-fields";

export interface DraftRow {
  id: string;
  version: number;
  answers: string;
  updatedAt: Date;
}

/** Her one draft of a questionnaire, locked for the rest of the transaction, or undefined. */
export async function lockMyDraft(db: Executor, clientId: string, questionnaireId: string) {
  const [row] = await queryRows<DraftRow>(
    db,
    sql`select id, version, answers, updated_at as "updatedAt" from questionnaire_responses
      where client_id = ${clientId} and questionnaire_id = ${questionnaireId} and status = 'draft' for update`,
  );
  return row ? { ...row, updatedAt: new Date(row.updatedAt) } : undefined;
}

/**
 * Writes her draft's answers, sealed for its row: the draft she has, or a new one. Two saves at
 * once (two tabs) both end in her one draft: the second insert finds the first's row and updates it.
 */
export async function writeMyDraft(
  db: Executor,
  cipher: ClinicalCipher,
  draft: { clientId: string; questionnaireId: string; version: number; answers: Answers },
  now: Date,
): Promise<string> {
  const text = JSON.stringify(draft.answers);
  const existing = await lockMyDraft(db, draft.clientId, draft.questionnaireId);
  if (!existing) {
    const id = randomUUID();
    const inserted = await db
      .insert(questionnaireResponses)
      .values({
        id,
        clientId: draft.clientId,
        questionnaireId: draft.questionnaireId,
        version: draft.version,
        status: "draft",
        answers: await cipher.seal(answersField(id), text),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: questionnaireResponses.id });
    if (inserted.length > 0) return id;
  }
  const row = existing ?? (await lockMyDraft(db, draft.clientId, draft.questionnaireId));
  if (!row) throw new Error("a draft that conflicted on insert could not be found");
  await db
    .update(questionnaireResponses)
    .set({ version: draft.version, answers: await cipher.seal(answersField(row.id), text), updatedAt: now })
    .where(eq(questionnaireResponses.id, row.id));
  return row.id;
}

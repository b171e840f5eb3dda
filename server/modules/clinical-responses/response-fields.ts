import type { Answers } from "@domain/clinical/questionnaire";
import type { ClinicalCipher } from "@server/modules/clinical-keys";

/** The table and fields of a response's sealed values (the shared formats of decision 0049). */
export const RESPONSES_TABLE = "questionnaire_responses";
export const answersField = (rowId: string) => ({ table: RESPONSES_TABLE, rowId, field: "answers" });
export const scoreField = (rowId: string) => ({ table: RESPONSES_TABLE, rowId, field: "score" });
export const documentField = (rowId: string) => ({ table: RESPONSES_TABLE, rowId, field: "signed_document" });

/** A response's answers as stored, opened (a value that does not open fails closed). */
export async function openAnswers(cipher: ClinicalCipher, rowId: string, sealed: string): Promise<Answers> {
  return JSON.parse(await cipher.open(answersField(rowId), sealed)) as Answers;
}

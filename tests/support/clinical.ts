// Test support for the clinical record: a client's questionnaire responses stored as the
// client's forms store them (answers and score sealed under her key, bound to the row and field),
// and measure answers that add up to a chosen total.
import { randomUUID } from "node:crypto";
import { GAD7, PHQ9, PHQ9_SELF_HARM_ITEM, SHIPPED_QUESTIONNAIRES } from "@domain/clinical/forms";
import type { Answers } from "@domain/clinical/questionnaire";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { scoreMeasure } from "@domain/clinical/scoring";
import type { Database, Executor } from "@server/db/client";
import * as schema from "@server/db/schema";
import { clinicalCipher } from "@server/modules/clinical-keys";
import { and, eq } from "drizzle-orm";
import { insertSession } from "./fixtures";
import { insertViewer } from "./payments-world";

/**
 * PHQ-9 or GAD-7 answers totalling `total`, item by item from the first (3 points each until the
 * total is reached); PHQ-9 item 9 answered `selfHarm` (0 unless given, counted in the total).
 */
export function measureAnswers(measure: "phq-9" | "gad-7", total: number, selfHarm = 0): Answers {
  const items = (measure === "phq-9" ? PHQ9 : GAD7).items.filter((item) => item.options?.[0]?.score !== undefined);
  let left = total - (measure === "phq-9" ? selfHarm : 0);
  const answers: Record<string, string> = {};
  for (const item of items) {
    if (item.linkId === PHQ9_SELF_HARM_ITEM) {
      answers[item.linkId] = String(selfHarm);
      continue;
    }
    const points = Math.max(0, Math.min(3, left));
    answers[item.linkId] = String(points);
    left -= points;
  }
  if (left !== 0) throw new Error(`measureAnswers: ${total} is out of ${measure}'s range`);
  return answers;
}

export interface StoredResponseInput {
  clientId: string;
  questionnaireId: string;
  answers: Answers;
  version?: number;
  status?: "draft" | "submitted";
  submittedAt?: Date;
  sessionId?: string | null;
  /** A consent's signature: signed at submission, with this PDF kept. */
  signedPdf?: Uint8Array;
  versionHash?: string;
}

/**
 * A response stored in the shared format: `answers` = seal(JSON of the answers), `score` =
 * seal(JSON of the MeasureScore) for a submitted measure, `signed_document` = seal(base64 of the
 * PDF), each bound to table questionnaire_responses, the row's id and its field.
 */
export async function insertResponse(db: Executor, input: StoredResponseInput): Promise<string> {
  const id = randomUUID();
  const status = input.status ?? "submitted";
  const submittedAt = status === "submitted" ? (input.submittedAt ?? new Date()) : null;
  const questionnaire = SHIPPED_QUESTIONNAIRES.find((q) => q.id === input.questionnaireId);
  const score = status === "submitted" && questionnaire ? scoreMeasure(questionnaire, input.answers) : null;
  const cipher = clinicalCipher(db, input.clientId);
  const at = (field: string) => ({ table: "questionnaire_responses", rowId: id, field });
  const signed = input.signedPdf !== undefined && submittedAt !== null;
  await db.insert(schema.questionnaireResponses).values({
    id,
    clientId: input.clientId,
    questionnaireId: input.questionnaireId,
    version: input.version ?? 1,
    sessionId: input.sessionId ?? null,
    status,
    answers: await cipher.seal(at("answers"), JSON.stringify(input.answers)),
    score: score ? await cipher.seal(at("score"), JSON.stringify(score)) : null,
    submittedAt,
    signedAt: signed ? submittedAt : null,
    signedIp: signed ? "203.0.113.7" : null,
    signedUserAgent: signed ? "Mozilla/5.0 (Linux; Android 14) Mobile" : null,
    versionHash: signed ? (input.versionHash ?? "0".repeat(64)) : null,
    signedDocument:
      signed && input.signedPdf
        ? await cipher.seal(at("signed_document"), Buffer.from(input.signedPdf).toString("base64"))
        : null,
    createdAt: submittedAt ?? new Date(),
  });
  return id;
}

/** A therapist and her client, with a session between them at `start` (held, or to come). */
export async function therapistAndClient(db: Database, session: { start: Date; status: "completed" | "scheduled" }) {
  const therapist = await insertViewer(db, { role: "therapist" });
  const client = await insertViewer(db, { role: "client" });
  await insertSession(db, { clientId: client.userId, therapistId: therapist.userId, ...session });
  return { therapist, client };
}

/** The audit log's entries of reads of a client's clinical record. */
export const clinicalReads = (db: Executor, clientId: string) =>
  db
    .select()
    .from(schema.auditLogs)
    .where(and(eq(schema.auditLogs.clientId, clientId), eq(schema.auditLogs.action, CLINICAL_AUDIT_ACTIONS.read)));

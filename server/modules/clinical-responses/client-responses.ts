import type { Answers, Questionnaire, QuestionnaireKind } from "@domain/clinical/questionnaire";
import type { ResponseStatus } from "@domain/clinical/records";
import type { MeasureScore } from "@domain/clinical/scoring";
import type { Database, Executor } from "@server/db/client";
import { profiles, questionnaireResponses, questionnaires, questionnaireVersions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import {
  auditClinicalRead,
  type ClinicalAccess,
  clinicalAccess,
  clinicalMetadataAccess,
} from "@server/modules/clinical-access";
import { findQuestionnaire } from "@server/modules/clinical-forms";
import { ClinicalValueUnreadableError, clinicalCipher } from "@server/modules/clinical-keys";
import { and, desc, eq, sql } from "drizzle-orm";

export const RESPONSE_NOT_FOUND = "Form not found";
export const SIGNED_DOCUMENT_NOT_FOUND = "This form has no signed document.";

const TABLE = "questionnaire_responses";

/** One of a client's responses as a list shows it: what, which version, where it stands. No answers. */
export interface ResponseSummary {
  readonly id: string;
  readonly questionnaireId: string;
  readonly title: string;
  readonly kind: QuestionnaireKind;
  readonly version: number;
  readonly status: ResponseStatus;
  readonly startedAt: Date;
  readonly updatedAt: Date;
  readonly submittedAt: Date | null;
  readonly signedAt: Date | null;
}

const toDate = (value: Date | string) => new Date(value);
const toDateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * A client's forms, submitted first (newest first), then drafts: what exists and when, never what
 * it says, so an administrator may see it too (`clinicalMetadataAccess`); nothing is opened, so
 * it is not a read of the record's text and is not audited as one.
 */
export async function listClientResponses(db: Executor, viewer: Viewer, clientId: unknown): Promise<ResponseSummary[]> {
  const access = await clinicalMetadataAccess(db, viewer, clientId);
  const rows = await db
    .select({
      id: questionnaireResponses.id,
      questionnaireId: questionnaireResponses.questionnaireId,
      title: sql<string>`${questionnaireVersions.definition}->>'title'`,
      kind: questionnaires.kind,
      version: questionnaireResponses.version,
      status: questionnaireResponses.status,
      startedAt: questionnaireResponses.createdAt,
      updatedAt: questionnaireResponses.updatedAt,
      submittedAt: questionnaireResponses.submittedAt,
      signedAt: questionnaireResponses.signedAt,
    })
    .from(questionnaireResponses)
    .innerJoin(
      questionnaireVersions,
      and(
        eq(questionnaireVersions.questionnaireId, questionnaireResponses.questionnaireId),
        eq(questionnaireVersions.version, questionnaireResponses.version),
      ),
    )
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireResponses.questionnaireId))
    .where(eq(questionnaireResponses.clientId, access.clientId))
    .orderBy(
      sql`${questionnaireResponses.submittedAt} is null`,
      desc(questionnaireResponses.submittedAt),
      desc(questionnaireResponses.updatedAt),
    );
  return rows.map((row) => ({
    ...row,
    kind: row.kind as QuestionnaireKind,
    status: row.status as ResponseStatus,
    startedAt: toDate(row.startedAt),
    updatedAt: toDate(row.updatedAt),
    submittedAt: toDateOrNull(row.submittedAt),
    signedAt: toDateOrNull(row.signedAt),
  }));
}

/** A consent's signature as recorded when she signed it. */
export interface ResponseSignature {
  readonly signedAt: Date;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  /** SHA-256 of the version she signed, as recorded, and whether it is the published version's. */
  readonly versionHash: string | null;
  readonly matchesPublishedText: boolean;
  readonly hasDocument: boolean;
}

/** One response opened: its answers against its own version's questions, and its score. */
export interface ClientResponse {
  readonly id: string;
  readonly clientId: string;
  /** Her first and last name, for the page's heading. */
  readonly clientName: string;
  readonly questionnaire: Questionnaire;
  readonly status: ResponseStatus;
  readonly startedAt: Date;
  readonly updatedAt: Date;
  readonly submittedAt: Date | null;
  readonly answers: Answers;
  readonly score: MeasureScore | null;
  readonly signature: ResponseSignature | null;
}

/** The response's row and the permission to read its text; not_found for anyone who may not. */
async function readableResponse(tx: Executor, viewer: Viewer, responseId: unknown) {
  if (!isUuid(responseId)) throw new AppError("not_found", RESPONSE_NOT_FOUND);
  const [row] = await tx
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.id, responseId.toLowerCase()));
  if (!row) throw new AppError("not_found", RESPONSE_NOT_FOUND);
  let access: ClinicalAccess;
  try {
    access = await clinicalAccess(tx, viewer, row.clientId);
  } catch (err) {
    // Whose record it is stays unsaid: the form does not exist for her.
    if (err instanceof AppError && err.code === "not_found") throw new AppError("not_found", RESPONSE_NOT_FOUND);
    throw err;
  }
  return { row, access };
}

function parseJson<T>(text: string, what: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ClinicalValueUnreadableError(`A stored ${what} of ${TABLE} is not readable.`);
  }
}

/**
 * One of a client's responses, opened for the people who may read her record: the answers as she
 * gave them, shown against the version she answered (not the current one), its score, and a
 * consent's signature. Anyone else gets not_found (whose form it is stays unsaid); an
 * administrator without emergency access, forbidden. Audited ("response").
 */
export async function getClientResponse(db: Database, viewer: Viewer, responseId: unknown): Promise<ClientResponse> {
  return db.transaction(async (tx) => {
    const { row, access } = await readableResponse(tx, viewer, responseId);
    const [stored, [person]] = await Promise.all([
      findQuestionnaire(tx, row.questionnaireId, row.version),
      tx
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, access.clientId)),
    ]);
    if (!stored) throw new Error(`The version ${row.version} of ${row.questionnaireId} is missing.`);
    const cipher = clinicalCipher(tx, access.clientId);
    const answers = parseJson<Answers>(
      await cipher.open({ table: TABLE, rowId: row.id, field: "answers" }, row.answers),
      "answers",
    );
    const score =
      row.score === null
        ? null
        : parseJson<MeasureScore>(
            await cipher.open({ table: TABLE, rowId: row.id, field: "score" }, row.score),
            "score",
          );
    await auditClinicalRead(tx, access, "response", { tableName: TABLE, recordId: row.id });
    return {
      id: row.id,
      clientId: access.clientId,
      clientName: person ? `${person.firstName} ${person.lastName}`.trim() : "",
      questionnaire: stored.questionnaire,
      status: row.status as ResponseStatus,
      startedAt: row.createdAt,
      updatedAt: row.updatedAt,
      submittedAt: row.submittedAt,
      answers: answers !== null && typeof answers === "object" && !Array.isArray(answers) ? answers : {},
      score,
      signature:
        row.signedAt === null
          ? null
          : {
              signedAt: row.signedAt,
              ipAddress: row.signedIp,
              userAgent: row.signedUserAgent,
              versionHash: row.versionHash,
              matchesPublishedText: row.versionHash === stored.hash,
              hasDocument: row.signedDocument !== null,
            },
    };
  });
}

/** A signed consent's document: the PDF kept when she signed. */
export interface SignedDocument {
  readonly filename: string;
  readonly bytes: Uint8Array;
}

/**
 * The PDF of a signed consent, for the staff who may read her record (her therapist, a
 * supervisor, an administrator with emergency access). Audited ("signed-document").
 */
export async function downloadSignedConsent(
  db: Database,
  viewer: Viewer,
  responseId: unknown,
): Promise<SignedDocument> {
  if (viewer.role === "client") throw new AppError("not_found", RESPONSE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const { row, access } = await readableResponse(tx, viewer, responseId);
    if (row.signedDocument === null || row.signedAt === null) {
      throw new AppError("not_found", SIGNED_DOCUMENT_NOT_FOUND);
    }
    const base64 = await clinicalCipher(tx, access.clientId).open(
      { table: TABLE, rowId: row.id, field: "signed_document" },
      row.signedDocument,
    );
    await auditClinicalRead(tx, access, "signed-document", { tableName: TABLE, recordId: row.id });
    const day = row.signedAt.toISOString().slice(0, 10);
    return {
      filename: `${row.questionnaireId}-signed-${day}.pdf`,
      bytes: new Uint8Array(Buffer.from(base64, "base64")),
    };
  });
}

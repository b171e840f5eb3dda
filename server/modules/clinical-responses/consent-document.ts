import { AGREEMENT_ITEM, SIGNATURE_ITEM } from "@domain/clinical/forms";
import type { Answers, Questionnaire } from "@domain/clinical/questionnaire";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { questionnaireResponses } from "@server/db/schema";
import { paragraphs, renderPdf, section } from "@server/documents/pdf-layout";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { auditClinicalRead } from "@server/modules/clinical-access";
import { clinicalCipher } from "@server/modules/clinical-keys";
import { and, eq, isNotNull } from "drizzle-orm";
import { myRecord, RESPONSE_MESSAGES } from "./my-record";
import { documentField, RESPONSES_TABLE } from "./response-fields";

export interface ConsentSigning {
  readonly questionnaire: Questionnaire;
  /** SHA-256 of the version's canonical text, as stored beside it. */
  readonly hash: string;
  readonly answers: Answers;
  readonly signedAt: Date;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
  /** Her own time zone, for the time as she read it. */
  readonly timeZone: string;
  readonly responseId: string;
}

/**
 * The signed consent as a PDF: the practice, the consent's whole text, her tick and her typed
 * name, when (in Accra and in her zone), from where, and the exact version and its hash.
 */
export function consentPdf(signing: ConsentSigning): Promise<Buffer> {
  const practice = practiceConfig();
  const { questionnaire, answers } = signing;
  const practiceZone = practice.timeZone;
  const herZone = usableZone(signing.timeZone);
  const texts = [
    ...(questionnaire.intro ? [questionnaire.intro] : []),
    ...questionnaire.items.filter((item) => item.type === "display").map((item) => item.text),
  ];
  const agreement = questionnaire.items.find((item) => item.linkId === AGREEMENT_ITEM);
  const signature = String(answers[SIGNATURE_ITEM] ?? "");
  return renderPdf(
    { title: `${questionnaire.title}: signed`, author: practice.legalName, subject: questionnaire.title },
    (doc) => {
      doc.font("Helvetica-Bold").fontSize(18).fillColor("#163329").text(practice.legalName);
      doc.font("Helvetica").fontSize(10).fillColor("#55645e").text(`${practice.phone}  |  ${practice.email}`);
      doc.moveDown(1);
      doc.font("Helvetica-Bold").fontSize(16).fillColor("#163329").text(questionnaire.title);
      paragraphs(doc, texts);
      section(doc, "Signature", [
        ["Agreement", `${agreement?.text ?? "I agree"}: ticked`],
        ["Typed full name", signature],
        [`Signed (${practiceZone})`, sessionWhen(signing.signedAt, practiceZone).text],
        [`Signed (${herZone})`, sessionWhen(signing.signedAt, herZone).text],
        ["Signed (UTC)", signing.signedAt.toISOString()],
        ["IP address", signing.ipAddress ?? "Not known"],
        ["Browser", signing.userAgent ?? "Not known"],
        ["Form", `${questionnaire.id}, version ${questionnaire.version}`],
        ["Version hash (SHA-256)", signing.hash],
        ["Record", signing.responseId],
      ]);
    },
  );
}

/**
 * Her signed consent's PDF, opened from her record (an audited read), for download. Another
 * client's, an unsigned response or an unknown id is not found.
 */
export async function downloadMySignedConsent(
  db: Database,
  viewer: Viewer,
  responseId: unknown,
): Promise<{ filename: string; pdf: Buffer }> {
  return db.transaction(async (tx) => {
    const access = await myRecord(tx, viewer);
    if (!isUuid(responseId)) throw new AppError("not_found", RESPONSE_MESSAGES.responseNotFound);
    const [row] = await tx
      .select({
        id: questionnaireResponses.id,
        questionnaireId: questionnaireResponses.questionnaireId,
        version: questionnaireResponses.version,
        document: questionnaireResponses.signedDocument,
      })
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.id, responseId.toLowerCase()),
          eq(questionnaireResponses.clientId, access.clientId),
          isNotNull(questionnaireResponses.signedDocument),
        ),
      );
    if (!row?.document) throw new AppError("not_found", RESPONSE_MESSAGES.responseNotFound);
    const base64 = await clinicalCipher(tx, access.clientId).open(documentField(row.id), row.document);
    await auditClinicalRead(tx, access, "signed-document", { tableName: RESPONSES_TABLE, recordId: row.id });
    return { filename: `${row.questionnaireId}-v${row.version}-signed.pdf`, pdf: Buffer.from(base64, "base64") };
  });
}

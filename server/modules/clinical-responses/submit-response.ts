import { randomUUID } from "node:crypto";
import { answersFor } from "@domain/clinical/answers";
import { questionnaireAlertEmail } from "@domain/clinical/crisis";
import { AGREEMENT_ITEM, SIGNATURE_ITEM } from "@domain/clinical/forms";
import type { Answers, QuestionnaireKind } from "@domain/clinical/questionnaire";
import { CLINICAL_ALERT_TITLES, CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { type BandLabel, raisesSelfHarm, scoreMeasure } from "@domain/clinical/scoring";
import { type Database, type Executor, queryRows } from "@server/db/client";
import { questionnaireResponses } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical } from "@server/modules/clinical-access";
import { clinicalCipher } from "@server/modules/clinical-keys";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import { eq, sql } from "drizzle-orm";
import { consentPdf } from "./consent-document";
import { dueFormsOf } from "./forms-due";
import { myDraftsForm, myRecord, RESPONSE_MESSAGES } from "./my-record";
import { answersField, documentField, RESPONSES_TABLE, scoreField } from "./response-fields";
import { rawAnswers } from "./save-draft";

/** The title of the therapist's alert (and of its e-mail): it says nothing else. */
export const QUESTIONNAIRE_ALERT_TITLE = CLINICAL_ALERT_TITLES.questionnaire;
const USER_AGENT_MAX = 500;
const IP_MAX = 64;

export interface SubmittedForm {
  readonly id: string;
  readonly questionnaireId: string;
  readonly title: string;
  readonly kind: QuestionnaireKind;
  readonly version: number;
  readonly submittedAt: Date;
  /** A measure's total and band, when complete. */
  readonly score: { readonly total: number; readonly maxTotal: number; readonly band: BandLabel } | null;
  /** PHQ-9 item 9 above 0: show her the crisis notice (SELF_HARM_NOTICE) before anything else. */
  readonly selfHarm: boolean;
  readonly signedAt: Date | null;
}

/** Her therapists (anyone she has had or has a session with). */
async function therapistsOf(db: Executor, clientId: string) {
  return queryRows<{ id: string; email: string }>(
    db,
    sql`select p.id, p.email from profiles p
      where p.id in (select distinct therapist_id from sessions where client_id = ${clientId})`,
  );
}

/** The practice's administrators, for a client who has no therapist yet. */
async function administrators(db: Executor) {
  return queryRows<{ id: string; email: string }>(
    db,
    sql`select p.id, p.email from profiles p join user_roles r on r.user_id = p.id where r.role = 'admin'`,
  );
}

/**
 * Tells each of her therapists at once that a questionnaire needs attention: a live notification
 * and an e-mail, neither saying whose or what (the link leads to her page, behind sign-in). A
 * client with no therapist yet is not left unseen: the administrators are told instead, with a
 * link to her page on their dashboard (from which one may open the record in an emergency).
 */
async function alertTherapists(db: Executor, clientId: string) {
  const therapists = await therapistsOf(db, clientId);
  const toAdmins = therapists.length === 0;
  const path = toAdmins ? `/admin-dashboard/clients/${clientId}` : `/therapist-dashboard/clients/${clientId}`;
  const email = questionnaireAlertEmail(`${publicUrl()}${path}`);
  for (const therapist of toAdmins ? await administrators(db) : therapists) {
    await createNotification(
      db,
      {
        userId: therapist.id,
        title: QUESTIONNAIRE_ALERT_TITLE,
        message: "Open the client's page to see it.",
        link: path,
      },
      ["clinical-alert"],
    );
    await enqueueEmail(db, { to: therapist.email, subject: email.subject, text: email.text });
  }
}

/**
 * She submits a form: every answer checked (a 400 with each question's message, her answers
 * kept on the page), her draft (or a new response) becomes submitted and is never changed again,
 * linked to the session it was due for. A measure is scored by the server; a consent is signed
 * (her tick and typed full name, the moment, her IP and browser, the version's hash, and a PDF
 * of it all). A PHQ-9 whose item 9 is above 0 alerts her therapists in the same transaction.
 */
export async function submitMyForm(
  db: Database,
  viewer: Viewer,
  input: { questionnaireId: unknown; answers: unknown; ipAddress?: string | null; userAgent?: string | null },
  now: Date = new Date(),
): Promise<SubmittedForm> {
  return db.transaction(async (tx) => {
    const access = await myRecord(tx, viewer);
    const { questionnaire, hash, draft } = await myDraftsForm(tx, access.clientId, input.questionnaireId);
    const checked = answersFor(questionnaire, rawAnswers(questionnaire, input.answers));
    if (!checked.ok) throw new AppError("bad_request", RESPONSE_MESSAGES.checkAnswers, { ...checked.errors });
    const answers: Answers = checked.answers;
    const consent = questionnaire.kind === "consent";
    if (consent && (answers[AGREEMENT_ITEM] !== true || typeof answers[SIGNATURE_ITEM] !== "string")) {
      throw new AppError("bad_request", RESPONSE_MESSAGES.consentIncomplete, {
        ...(answers[AGREEMENT_ITEM] === true ? {} : { [AGREEMENT_ITEM]: "Please tick this box to continue." }),
        ...(typeof answers[SIGNATURE_ITEM] === "string"
          ? {}
          : { [SIGNATURE_ITEM]: "Please type your full name to sign." }),
      });
    }

    const due = (await dueFormsOf(tx, access.clientId, now)).find((form) => form.questionnaireId === questionnaire.id);
    const id = draft?.id ?? randomUUID();
    const cipher = clinicalCipher(tx, access.clientId);
    const score = scoreMeasure(questionnaire, answers);
    const selfHarm = raisesSelfHarm(questionnaire, answers);
    const ipAddress = input.ipAddress ? String(input.ipAddress).slice(0, IP_MAX) : null;
    const userAgent = input.userAgent ? String(input.userAgent).slice(0, USER_AGENT_MAX) : null;
    const signing = consent
      ? {
          signedAt: now,
          signedIp: ipAddress,
          signedUserAgent: userAgent,
          versionHash: hash,
          signedDocument: await cipher.seal(
            documentField(id),
            (
              await consentPdf({
                questionnaire,
                hash,
                answers,
                signedAt: now,
                ipAddress,
                userAgent,
                timeZone: viewer.timezone,
                responseId: id,
              })
            ).toString("base64"),
          ),
        }
      : {};
    const values = {
      version: questionnaire.version,
      sessionId: due?.sessionId ?? null,
      status: "submitted",
      answers: await cipher.seal(answersField(id), JSON.stringify(answers)),
      score: score ? await cipher.seal(scoreField(id), JSON.stringify(score)) : null,
      submittedAt: now,
      updatedAt: now,
      ...signing,
    };
    if (draft) await tx.update(questionnaireResponses).set(values).where(eq(questionnaireResponses.id, id));
    else {
      await tx
        .insert(questionnaireResponses)
        .values({ id, clientId: access.clientId, questionnaireId: questionnaire.id, createdAt: now, ...values });
    }

    const details = { questionnaireId: questionnaire.id, version: questionnaire.version, kind: questionnaire.kind };
    const entry = { tableName: RESPONSES_TABLE, recordId: id, ipAddress, details };
    await auditClinical(tx, access, { action: CLINICAL_AUDIT_ACTIONS.submit, ...entry });
    if (consent) await auditClinical(tx, access, { action: CLINICAL_AUDIT_ACTIONS.sign, ...entry });
    if (selfHarm) await alertTherapists(tx, access.clientId);

    return {
      id,
      questionnaireId: questionnaire.id,
      title: questionnaire.title,
      kind: questionnaire.kind,
      version: questionnaire.version,
      submittedAt: now,
      score: score?.complete ? { total: score.total, maxTotal: score.maxTotal, band: score.band } : null,
      selfHarm,
      signedAt: consent ? now : null,
    };
  });
}

import type { Executor } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { type ClinicalAccess, clinicalAccess } from "@server/modules/clinical-access";
import { findQuestionnaire, type StoredQuestionnaire } from "@server/modules/clinical-forms";
import { lockMyDraft } from "./draft-rows";

export const RESPONSE_MESSAGES = {
  clientsOnly: "Only a client answers her own forms.",
  formNotFound: "This form does not exist, or is no longer asked.",
  responseNotFound: "This form was not found.",
  checkAnswers: "Please check the answers marked below.",
  consentIncomplete: "Please tick the box and type your full name to sign.",
} as const;

/** The client's permission on her own record: only a client has forms to answer. */
export async function myRecord(db: Executor, viewer: Viewer): Promise<ClinicalAccess> {
  if (viewer.role !== "client") throw new AppError("forbidden", RESPONSE_MESSAGES.clientsOnly);
  return clinicalAccess(db, viewer, viewer.userId);
}

const QUESTIONNAIRE_ID = /^[a-z0-9]+(-[a-z0-9]+){0,10}$/;

/**
 * A questionnaire she may answer: its version `version` (a draft's), or the current one when
 * none is given or that version no longer counts. An unknown or archived one is not found.
 */
export async function answerableForm(db: Executor, id: unknown, version?: number): Promise<StoredQuestionnaire> {
  if (typeof id !== "string" || id.length > 80 || !QUESTIONNAIRE_ID.test(id)) {
    throw new AppError("not_found", RESPONSE_MESSAGES.formNotFound);
  }
  const current = await findQuestionnaire(db, id);
  if (!current || current.archived) throw new AppError("not_found", RESPONSE_MESSAGES.formNotFound);
  if (version === undefined || version === current.currentVersion || version < current.minimumVersion) return current;
  return (await findQuestionnaire(db, id, version)) ?? current;
}

/**
 * The version she answers: her draft's (locked for the transaction), so that she finishes the
 * text she started, unless that version no longer counts; else the current one.
 */
export async function myDraftsForm(db: Executor, clientId: string, id: unknown) {
  const current = await answerableForm(db, id);
  const draft = await lockMyDraft(db, clientId, current.questionnaire.id);
  const stored =
    draft && draft.version !== current.currentVersion ? await answerableForm(db, id, draft.version) : current;
  return { ...stored, draft };
}

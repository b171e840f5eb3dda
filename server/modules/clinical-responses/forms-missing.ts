import { CONSENT_TO_TREATMENT_ID, GAD7_ID, INTAKE_ID, PHQ9_ID, TELETHERAPY_CONSENT_ID } from "@domain/clinical/forms";
import type { DueReason } from "@domain/clinical/schedule";
import type { Executor } from "@server/db/client";
import { sessions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { clinicalMetadataAccess } from "@server/modules/clinical-access";
import { listCurrentQuestionnaires, practiceFormRules } from "@server/modules/clinical-forms";
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import { completedResponsesOf, countedSessionsOf, dueUnder } from "./forms-due";

/** The short names a session's line uses ("Forms missing: Intake, PHQ-9"); other forms go by their title. */
export const FORM_SHORT_NAMES: Readonly<Record<string, string>> = {
  [INTAKE_ID]: "Intake",
  [CONSENT_TO_TREATMENT_ID]: "Consent",
  [TELETHERAPY_CONSENT_ID]: "Online consent",
  [PHQ9_ID]: "PHQ-9",
  [GAD7_ID]: "GAD-7",
};

/** The most upcoming sessions one call looks at. */
export const FORMS_MISSING_SESSIONS = 200;
export const FORMS_MISSING_STAFF_ONLY = "Only the practice's staff see the forms missing on sessions.";

/** A form due before a session and not yet complete. */
export interface MissingForm {
  readonly questionnaireId: string;
  readonly name: string;
  readonly reason: DueReason;
  readonly dueBy: Date;
  /** Its deadline has passed (the session is still to come). */
  readonly overdue: boolean;
}

/** An upcoming session with the forms its client still has to complete for it. */
export interface SessionFormsMissing {
  readonly sessionId: string;
  readonly clientId: string;
  readonly startsAt: Date;
  readonly missing: readonly MissingForm[];
}

export interface FormsMissingFilter {
  /** One client's upcoming sessions. */
  readonly clientId?: unknown;
  /** Only these sessions (e.g. the page of a list being shown); ids that are not sessions in scope are ignored. */
  readonly sessionIds?: readonly unknown[];
  readonly now?: Date;
}

/**
 * Which due forms are not complete, for the viewer's upcoming sessions (a therapist's own, an
 * administrator's every therapist's), or one client's, or the ones listed: one call for a whole
 * list of sessions, in five queries whatever its length. Only what is due and whether it was
 * submitted, never what a form says (`clinicalMetadataAccess` for one client). Sessions with
 * nothing missing are left out.
 */
export async function formsMissingForSessions(
  db: Executor,
  viewer: Viewer,
  filter: FormsMissingFilter = {},
): Promise<SessionFormsMissing[]> {
  if (viewer.role !== "therapist" && viewer.role !== "admin") throw new AppError("forbidden", FORMS_MISSING_STAFF_ONLY);
  const now = filter.now ?? new Date();
  const conditions: SQL[] = [eq(sessions.status, "scheduled"), gt(sessions.startsAt, now)];
  if (viewer.role === "therapist") conditions.push(eq(sessions.therapistId, viewer.userId));
  if (filter.clientId !== undefined) {
    const access = await clinicalMetadataAccess(db, viewer, filter.clientId);
    conditions.push(eq(sessions.clientId, access.clientId));
  }
  if (filter.sessionIds !== undefined) {
    const ids = filter.sessionIds.filter(isUuid).map((id) => id.toLowerCase());
    if (ids.length === 0) return [];
    conditions.push(inArray(sessions.id, ids.slice(0, FORMS_MISSING_SESSIONS)));
  }
  const shown = await db
    .select({ id: sessions.id, clientId: sessions.clientId, startsAt: sessions.startsAt })
    .from(sessions)
    .where(and(...conditions))
    .orderBy(asc(sessions.startsAt), asc(sessions.id))
    .limit(FORMS_MISSING_SESSIONS);
  if (shown.length === 0) return [];

  const clientIds = [...new Set(shown.map((session) => session.clientId))];
  // One after another: the caller may pass a transaction, whose queries share one connection.
  const sessionsOf = await countedSessionsOf(db, clientIds);
  const responsesOf = await completedResponsesOf(db, clientIds);
  const rules = await practiceFormRules(db);
  const current = await listCurrentQuestionnaires(db);
  const nameOf = new Map(
    current.map(({ questionnaire }) => [questionnaire.id, FORM_SHORT_NAMES[questionnaire.id] ?? questionnaire.title]),
  );
  const dueBySession = new Map<string, MissingForm[]>();
  for (const clientId of clientIds) {
    for (const form of dueUnder(rules, sessionsOf.get(clientId) ?? [], responsesOf.get(clientId) ?? [], now)) {
      const list = dueBySession.get(form.sessionId) ?? [];
      list.push({
        questionnaireId: form.questionnaireId,
        name: nameOf.get(form.questionnaireId) ?? form.questionnaireId,
        reason: form.reason,
        dueBy: form.dueBy,
        overdue: form.overdue,
      });
      dueBySession.set(form.sessionId, list);
    }
  }
  return shown.flatMap((session) => {
    const missing = dueBySession.get(session.id);
    return missing
      ? [{ sessionId: session.id, clientId: session.clientId, startsAt: new Date(session.startsAt), missing }]
      : [];
  });
}

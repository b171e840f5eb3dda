import { type ClientSession, type CompletedResponse, type DueForm, formsDue } from "@domain/clinical/schedule";
import type { SessionStatus } from "@domain/enums";
import { meetsInPerson } from "@domain/session-changes";
import type { Executor } from "@server/db/client";
import { bookings, questionnaireResponses, services, sessions } from "@server/db/schema";
import { type PracticeFormRules, practiceFormRules } from "@server/modules/clinical-forms";
import { and, eq, inArray, isNull, or } from "drizzle-orm";

/**
 * Their sessions as the form schedule counts them, by client: a session held for a payment still
 * to come is not hers yet (only a session without a booking, or with a confirmed one). The
 * client's own Forms tab and the staff's "Forms missing" read them here, so both say the same.
 */
export async function countedSessionsOf(
  db: Executor,
  clientIds: readonly string[],
): Promise<Map<string, ClientSession[]>> {
  const bySession = new Map<string, ClientSession[]>();
  if (clientIds.length === 0) return bySession;
  const rows = await db
    .select({
      id: sessions.id,
      clientId: sessions.clientId,
      startsAt: sessions.startsAt,
      status: sessions.status,
      serviceId: sessions.serviceId,
      sessionType: sessions.sessionType,
      meetingLink: sessions.meetingLink,
      bookedDelivery: bookings.sessionType,
      serviceDelivery: services.delivery,
    })
    .from(sessions)
    .leftJoin(bookings, eq(bookings.sessionId, sessions.id))
    .leftJoin(services, eq(services.id, sessions.serviceId))
    .where(
      and(
        inArray(sessions.clientId, [...clientIds]),
        inArray(sessions.status, ["scheduled", "completed"]),
        or(isNull(bookings.id), eq(bookings.status, "confirmed")),
      ),
    );
  for (const row of rows) {
    const list = bySession.get(row.clientId) ?? [];
    list.push({
      id: row.id,
      startsAt: new Date(row.startsAt),
      status: row.status as SessionStatus,
      online: !meetsInPerson(row),
      ...(row.serviceId ? { service: row.serviceId } : {}),
    });
    bySession.set(row.clientId, list);
  }
  return bySession;
}

/** Their submitted responses, as the schedule reads them, by client. */
export async function completedResponsesOf(
  db: Executor,
  clientIds: readonly string[],
): Promise<Map<string, CompletedResponse[]>> {
  const byClient = new Map<string, CompletedResponse[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({
      clientId: questionnaireResponses.clientId,
      questionnaireId: questionnaireResponses.questionnaireId,
      version: questionnaireResponses.version,
      submittedAt: questionnaireResponses.submittedAt,
    })
    .from(questionnaireResponses)
    .where(
      and(inArray(questionnaireResponses.clientId, [...clientIds]), eq(questionnaireResponses.status, "submitted")),
    );
  for (const row of rows) {
    if (row.submittedAt === null) continue;
    const list = byClient.get(row.clientId) ?? [];
    list.push({ questionnaireId: row.questionnaireId, version: row.version, completedAt: new Date(row.submittedAt) });
    byClient.set(row.clientId, list);
  }
  return byClient;
}

/** The forms due for one client's sessions and responses under the practice's rules, archived ones left out. */
export function dueUnder(
  rules: PracticeFormRules,
  clientSessions: readonly ClientSession[],
  responses: readonly CompletedResponse[],
  now: Date,
): DueForm[] {
  return formsDue({
    sessions: clientSessions,
    responses,
    now,
    schedules: rules.schedules,
    defaultSchedule: rules.defaultSchedule,
    minimumVersions: rules.minimumVersions,
  }).filter((form) => !rules.archived.has(form.questionnaireId));
}

/**
 * The forms due from a client at `now` (domain/clinical/schedule.ts), without questionnaires the
 * practice no longer asks. `rules` may be given when the caller reads them for many clients.
 */
export async function dueFormsOf(
  db: Executor,
  clientId: string,
  now: Date,
  rules?: PracticeFormRules,
): Promise<DueForm[]> {
  // One after another: inside a transaction the queries share one connection.
  const practice = rules ?? (await practiceFormRules(db));
  const clientSessions = (await countedSessionsOf(db, [clientId])).get(clientId) ?? [];
  const responses = (await completedResponsesOf(db, [clientId])).get(clientId) ?? [];
  return dueUnder(practice, clientSessions, responses, now);
}

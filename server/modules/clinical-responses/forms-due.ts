import { type DueForm, formsDue } from "@domain/clinical/schedule";
import type { SessionStatus } from "@domain/enums";
import { meetsInPerson } from "@domain/session-changes";
import type { Executor } from "@server/db/client";
import { bookings, questionnaireResponses, services, sessions } from "@server/db/schema";
import { type PracticeFormRules, practiceFormRules } from "@server/modules/clinical-forms";
import { and, eq, isNull, or } from "drizzle-orm";

/**
 * Her sessions as the form schedule counts them: a session held for a payment still to come is
 * not hers yet (only a session without a booking, or with a confirmed one).
 */
async function clientSessions(db: Executor, clientId: string) {
  const rows = await db
    .select({
      id: sessions.id,
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
    .where(and(eq(sessions.clientId, clientId), or(isNull(bookings.id), eq(bookings.status, "confirmed"))));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    status: row.status as SessionStatus,
    online: !meetsInPerson(row),
    ...(row.serviceId ? { service: row.serviceId } : {}),
  }));
}

/** Her submitted responses, as the schedule reads them. */
async function completedResponses(db: Executor, clientId: string) {
  const rows = await db
    .select({
      questionnaireId: questionnaireResponses.questionnaireId,
      version: questionnaireResponses.version,
      submittedAt: questionnaireResponses.submittedAt,
    })
    .from(questionnaireResponses)
    .where(and(eq(questionnaireResponses.clientId, clientId), eq(questionnaireResponses.status, "submitted")));
  return rows.flatMap((row) =>
    row.submittedAt
      ? [{ questionnaireId: row.questionnaireId, version: row.version, completedAt: row.submittedAt }]
      : [],
  );
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
  const clientSessionRows = await clientSessions(db, clientId);
  const responses = await completedResponses(db, clientId);
  return formsDue({
    sessions: clientSessionRows,
    responses,
    now,
    schedules: practice.schedules,
    defaultSchedule: practice.defaultSchedule,
    minimumVersions: practice.minimumVersions,
  }).filter((form) => !practice.archived.has(form.questionnaireId));
}

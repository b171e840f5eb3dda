/**
 * When a client's forms are due: the forms asked once before her first session, the teletherapy
 * consent before her first online session, and the measures asked again as her sessions go on.
 *
 * Counting sessions: her sessions with the practice, of any service and with any therapist, that
 * are attended or to come: status "completed" or "scheduled" (a "scheduled" session in the past
 * is one not yet marked, and counts). Cancelled sessions and no-shows are not counted. They are
 * numbered 1, 2, 3... by start time; session 4 is her fourth such session. A cancellation
 * renumbers the sessions after it, so a check moves with the sessions actually held.
 *
 * Forms are only ever due for an upcoming session (status "scheduled", starting after `now`):
 * - Before the first session (`beforeFirstSession`): each of these, once ever, due before her
 *   earliest upcoming session whose service asks for it. Normally that is her first session;
 *   when it passed without them, they are due before her next one.
 * - The teletherapy consent, once ever, due before her earliest upcoming online session.
 * - Recurring measures (`recurring`): due before her next upcoming session when its number is a
 *   multiple of `every` (4, 8, 12...), unless completed since the start of the session before
 *   it. A check missed for a session that has passed is not asked for later.
 * Each is due `hoursBefore` that session's start (its service's schedule); one questionnaire is
 * listed once, for its earliest session.
 */
import type { SessionStatus } from "@domain/enums";
import { CONSENT_TO_TREATMENT_ID } from "./forms/consent-to-treatment";
import { GAD7_ID } from "./forms/gad-7";
import { INTAKE_ID } from "./forms/intake";
import { PHQ9_ID } from "./forms/phq-9";
import { TELETHERAPY_CONSENT_ID } from "./forms/teletherapy-consent";

/** What a service asks of its clients, by questionnaire id. */
export interface FormSchedule {
  /** Completed once, before the client's first session. */
  readonly beforeFirstSession: readonly string[];
  /** How long before a session's start its forms are due, in hours. */
  readonly hoursBefore: number;
  /** Measures asked again before every `every`th session (a whole number, 1 or more); null for none. */
  readonly recurring: { readonly questionnaireIds: readonly string[]; readonly every: number } | null;
}

/** The practice's default: intake, consent, PHQ-9 and GAD-7 a day before the first session; PHQ-9 and GAD-7 before every 4th. */
export const DEFAULT_FORM_SCHEDULE: FormSchedule = {
  beforeFirstSession: [INTAKE_ID, CONSENT_TO_TREATMENT_ID, PHQ9_ID, GAD7_ID],
  hoursBefore: 24,
  recurring: { questionnaireIds: [PHQ9_ID, GAD7_ID], every: 4 },
};

/** A response the client has submitted. */
export interface CompletedResponse {
  readonly questionnaireId: string;
  readonly version: number;
  readonly completedAt: Date;
}

/** One of the client's sessions. */
export interface ClientSession {
  readonly id: string;
  readonly startsAt: Date;
  readonly status: SessionStatus;
  /** Held by video. */
  readonly online: boolean;
  /** The key of its service in `FormsDueInput.schedules`; without it, or without an entry, the default schedule. */
  readonly service?: string;
}

export interface FormsDueInput {
  readonly sessions: readonly ClientSession[];
  readonly responses: readonly CompletedResponse[];
  readonly now: Date;
  /** Each service's schedule, by `ClientSession.service`. */
  readonly schedules?: Readonly<Record<string, FormSchedule>>;
  /** For services without their own; DEFAULT_FORM_SCHEDULE unless given. */
  readonly defaultSchedule?: FormSchedule;
  /**
   * The lowest version of a questionnaire whose responses still count, by id: raising a
   * consent's asks every client to sign its new text. Without an entry any version counts.
   */
  readonly minimumVersions?: Readonly<Record<string, number>>;
}

export type DueReason = "before-first-session" | "online-session" | "progress-check";

export interface DueForm {
  readonly questionnaireId: string;
  readonly reason: DueReason;
  /** The session it is asked for, and that session's number in the count above. */
  readonly sessionId: string;
  readonly sessionNumber: number;
  readonly sessionStartsAt: Date;
  /** Complete by then: `hoursBefore` the session's start. */
  readonly dueBy: Date;
  /** `now` is at or past `dueBy` (the session is still to come). */
  readonly overdue: boolean;
}

export interface NumberedSession extends ClientSession {
  /** 1 for her first counted session. */
  readonly number: number;
}

const COUNTED: readonly SessionStatus[] = ["scheduled", "completed"];

/** Her attended and upcoming sessions, oldest first, numbered from 1 (see the count above). */
export function numberSessions(sessions: readonly ClientSession[]): NumberedSession[] {
  return sessions
    .filter((session) => COUNTED.includes(session.status))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((session, index) => ({ ...session, number: index + 1 }));
}

/** The forms due for her upcoming sessions, earliest deadline first. */
export function formsDue(input: FormsDueInput): DueForm[] {
  const { now } = input;
  const numbered = numberSessions(input.sessions);
  const upcoming = numbered.filter((session) => session.status === "scheduled" && session.startsAt > now);
  const scheduleOf = (session: ClientSession) =>
    (session.service !== undefined ? input.schedules?.[session.service] : undefined) ??
    input.defaultSchedule ??
    DEFAULT_FORM_SCHEDULE;
  const counts = (response: CompletedResponse) =>
    response.version >= (input.minimumVersions?.[response.questionnaireId] ?? 1);
  const completedSince = (id: string, since: Date | null) =>
    input.responses.some(
      (response) => response.questionnaireId === id && counts(response) && (!since || response.completedAt >= since),
    );

  const due = new Map<string, DueForm>();
  const ask = (questionnaireId: string, reason: DueReason, session: NumberedSession) => {
    const dueBy = new Date(session.startsAt.getTime() - scheduleOf(session).hoursBefore * 3_600_000);
    const form: DueForm = {
      questionnaireId,
      reason,
      sessionId: session.id,
      sessionNumber: session.number,
      sessionStartsAt: session.startsAt,
      dueBy,
      overdue: now >= dueBy,
    };
    const earlier = due.get(questionnaireId);
    if (!earlier || form.dueBy < earlier.dueBy) due.set(questionnaireId, form);
  };

  for (const session of upcoming) {
    for (const id of scheduleOf(session).beforeFirstSession) {
      if (!completedSince(id, null)) ask(id, "before-first-session", session);
    }
  }

  const online = upcoming.find((session) => session.online);
  if (online && !completedSince(TELETHERAPY_CONSENT_ID, null)) ask(TELETHERAPY_CONSENT_ID, "online-session", online);

  const next = upcoming[0];
  const recurring = next ? scheduleOf(next).recurring : null;
  if (next && recurring && Number.isInteger(recurring.every) && recurring.every >= 1) {
    if (next.number % recurring.every === 0) {
      const previous = numbered[next.number - 2];
      for (const id of recurring.questionnaireIds) {
        if (!completedSince(id, previous?.startsAt ?? null)) ask(id, "progress-check", next);
      }
    }
  }

  return [...due.values()].sort((a, b) => a.dueBy.getTime() - b.dueBy.getTime());
}

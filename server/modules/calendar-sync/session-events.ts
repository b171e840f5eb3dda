import type { SessionKind } from "@domain/enums";
import { SESSION_KIND_LABEL } from "@domain/session-time";
import { type Executor, queryRows } from "@server/db/client";
import { sessions } from "@server/db/schema";
import { type CalendarApi, type GoogleEvent, googleStatus } from "@server/integrations/google-calendar";
import { publicUrl } from "@server/lib/env";
import { eq, sql } from "drizzle-orm";

/**
 * Our events in a therapist's Google Calendar have ids of our own, made from the session's id
 * (Google allows base32hex, a-v and 0-9, 5 to 1024 characters): "ps" and the uuid's 32 hex
 * digits. Writing the same session again is then an update of the same event, never a second
 * event, and the busy-time reader knows these events for ours.
 */
const EVENT_ID_PREFIX = "ps";
export const SESSION_PROPERTY = "practiceSessionId";

export const eventIdFor = (sessionId: string) => `${EVENT_ID_PREFIX}${sessionId.replaceAll("-", "").toLowerCase()}`;

export function isPracticeEvent(event: GoogleEvent): boolean {
  if (event.extendedProperties?.private?.[SESSION_PROPERTY]) return true;
  return /^ps[0-9a-f]{32}$/.test(event.id ?? "");
}

export interface SessionForCalendar {
  id: string;
  therapistId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  sessionType: string;
  meetingLink: string | null;
  clientFirstName: string | null;
}

export async function sessionForCalendar(db: Executor, sessionId: string): Promise<SessionForCalendar | null> {
  const [row] = await queryRows<SessionForCalendar>(
    db,
    sql`select s.id, s.therapist_id as "therapistId", s.starts_at as "startsAt", s.ends_at as "endsAt",
          s.status, s.session_type as "sessionType", s.meeting_link as "meetingLink", p.first_name as "clientFirstName"
        from sessions s left join profiles p on p.id = s.client_id
        where s.id = ${sessionId}`,
  );
  return row ? { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) } : null;
}

const STATUS_NOTE: Record<string, string> = { completed: " (completed)", no_show: " (no-show)" };

/** What the therapist sees in her calendar: the kind of session and the client's first name, no more. */
export function eventBody(s: SessionForCalendar): GoogleEvent {
  const kind = SESSION_KIND_LABEL[s.sessionType as SessionKind] ?? "Session";
  const who = s.clientFirstName ? ` with ${s.clientFirstName}` : "";
  const details = [`${publicUrl()}/therapist-dashboard/sessions`];
  if (s.meetingLink) details.unshift(`Meeting link: ${s.meetingLink}`);
  return {
    id: eventIdFor(s.id),
    status: "confirmed",
    summary: `${kind}${who}${STATUS_NOTE[s.status] ?? ""}`,
    description: details.join("\n"),
    start: { dateTime: s.startsAt.toISOString() },
    end: { dateTime: s.endsAt.toISOString() },
    location: s.meetingLink ?? undefined,
    transparency: "opaque",
    extendedProperties: { private: { [SESSION_PROPERTY]: s.id } },
  };
}

/**
 * Writes one session to the calendar: a cancelled session's event is deleted (already gone is
 * fine); any other is inserted under its own id, and when Google already has that id (a retry,
 * or a change after the first write) it is updated instead. Returns the event id now in use.
 */
export async function writeSessionEvent(
  db: Executor,
  api: CalendarApi,
  calendarId: string,
  s: SessionForCalendar,
): Promise<string | null> {
  const eventId = eventIdFor(s.id);
  if (s.status === "cancelled") {
    try {
      await api.events.delete({ calendarId, eventId, sendUpdates: "none" });
    } catch (err) {
      const status = googleStatus(err);
      if (status !== 404 && status !== 410) throw err;
    }
    await db.update(sessions).set({ externalCalendarEventId: null }).where(eq(sessions.id, s.id));
    return null;
  }
  const requestBody = eventBody(s);
  try {
    await api.events.insert({ calendarId, requestBody, sendUpdates: "none" });
  } catch (err) {
    if (googleStatus(err) !== 409) throw err;
    await api.events.update({ calendarId, eventId, requestBody, sendUpdates: "none" });
  }
  await db.update(sessions).set({ externalCalendarEventId: eventId }).where(eq(sessions.id, s.id));
  return eventId;
}

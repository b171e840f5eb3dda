import type { SessionKind } from "@domain/enums";
import { meetsInPerson } from "@domain/session-changes";
import { sessionPlace, sessionPlaceLines, sessionPlaceLocation } from "@domain/session-place";
import { SESSION_KIND_LABEL } from "@domain/session-time";
import { joinPath } from "@domain/video";
import { type Executor, queryRows } from "@server/db/client";
import { sessions } from "@server/db/schema";
import { type CalendarApi, type GoogleEvent, googleStatus } from "@server/integrations/google-calendar";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import { eq, sql } from "drizzle-orm";
import { keepMeetLink, meetLinkOf, meetRequest } from "./google-meet";

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
  /** How the booking was made and how its service is given: with the above, in person or online. */
  bookedDelivery: string | null;
  serviceDelivery: string | null;
  /** The Google Meet the therapist's calendar made for the session, once it has. */
  meetLink: string | null;
}

export async function sessionForCalendar(db: Executor, sessionId: string): Promise<SessionForCalendar | null> {
  const [row] = await queryRows<SessionForCalendar>(
    db,
    sql`select s.id, s.therapist_id as "therapistId", s.starts_at as "startsAt", s.ends_at as "endsAt",
          s.status, s.session_type as "sessionType", s.meeting_link as "meetingLink", p.first_name as "clientFirstName",
          b.session_type as "bookedDelivery", svc.delivery as "serviceDelivery", r.meet_link as "meetLink"
        from sessions s
        left join profiles p on p.id = s.client_id
        left join bookings b on b.session_id = s.id
        left join services svc on svc.id = s.service_id
        left join session_rooms r on r.session_id = s.id
        where s.id = ${sessionId}`,
  );
  return row ? { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) } : null;
}

const STATUS_NOTE: Record<string, string> = { completed: " (completed)", no_show: " (no-show)" };

/**
 * Where the session is met: the practice's address and its map link in person; online, the
 * session's own join page, whatever video is behind it (the page offers a typed link itself).
 */
function placeOf(s: SessionForCalendar): { location: string; lines: string[] } {
  const place = sessionPlace(meetsInPerson(s), `${publicUrl()}${joinPath(s.id)}`, practiceConfig());
  return { location: sessionPlaceLocation(place), lines: sessionPlaceLines(place) };
}

/**
 * What the therapist sees in her calendar: the kind of session and the client's first name, where
 * it is met, and her sessions page; no more.
 */
export function eventBody(s: SessionForCalendar): GoogleEvent {
  const kind = SESSION_KIND_LABEL[s.sessionType as SessionKind] ?? "Session";
  const who = s.clientFirstName ? ` with ${s.clientFirstName}` : "";
  const place = placeOf(s);
  return {
    id: eventIdFor(s.id),
    status: "confirmed",
    summary: `${kind}${who}${STATUS_NOTE[s.status] ?? ""}`,
    description: [...place.lines, `${publicUrl()}/therapist-dashboard/sessions`].join("\n"),
    start: { dateTime: s.startsAt.toISOString() },
    end: { dateTime: s.endsAt.toISOString() },
    location: place.location,
    transparency: "opaque",
    extendedProperties: { private: { [SESSION_PROPERTY]: s.id } },
  };
}

export interface WriteOptions {
  /** The practice's video is Google Meet (VIDEO_PROVIDER=google-meet): online sessions' events get one. */
  googleMeet: boolean;
}

/**
 * Writes one session to the calendar: a cancelled session's event is deleted (already gone is
 * fine); any other is inserted under its own id, and when Google already has that id (a retry,
 * or a change after the first write) it is updated instead. Returns the event id now in use.
 *
 * Under Google Meet an online session's event asks Google for a Meet when first inserted, and
 * every write of it says it knows conference data (conferenceDataVersion 1). An event already
 * there is patched, which leaves its Meet as it is; it asks again only while no Meet is known (the
 * same request id, so Google makes no second one). The Meet's address is kept for the join page.
 */
export async function writeSessionEvent(
  db: Executor,
  api: CalendarApi,
  calendarId: string,
  s: SessionForCalendar,
  options: WriteOptions,
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
  const meet = options.googleMeet && !meetsInPerson(s);
  const conferenceDataVersion = meet ? 1 : undefined;
  const askingForMeet = meet ? { ...requestBody, conferenceData: meetRequest(s.id) } : requestBody;
  let written: GoogleEvent;
  try {
    ({ data: written } = await api.events.insert({
      calendarId,
      requestBody: askingForMeet,
      conferenceDataVersion,
      sendUpdates: "none",
    }));
  } catch (err) {
    if (googleStatus(err) !== 409) throw err;
    ({ data: written } = meet
      ? await api.events.patch({
          calendarId,
          eventId,
          requestBody: s.meetLink ? requestBody : askingForMeet,
          conferenceDataVersion,
          sendUpdates: "none",
        })
      : await api.events.update({ calendarId, eventId, requestBody, sendUpdates: "none" }));
  }
  const meetLink = meet ? meetLinkOf(written) : null;
  if (meetLink && meetLink !== s.meetLink) await keepMeetLink(db, s.id, meetLink);
  await db.update(sessions).set({ externalCalendarEventId: eventId }).where(eq(sessions.id, s.id));
  return eventId;
}

import { meetsInPerson, sessionTitle } from "@domain/session-changes";
import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { secretBox } from "@server/lib/secret-box";
import { serverSecrets } from "@server/lib/secrets";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { redeemJoinPass } from "./join-passes";

/** One answer for every visitor who may not see the page, whatever the reason: nothing is learned from it. */
export const joinNotFound = () => new AppError("not_found", "Page not found");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An online session as its join page needs it. */
export interface JoinSession {
  id: string;
  clientId: string;
  therapistId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  title: string;
  inPerson: boolean;
  /** A room address the therapist typed for this session (the New Session dialog). */
  meetingLink: string | null;
  client: { firstName: string; lastName: string; timezone: string };
  therapist: { firstName: string; lastName: string; timezone: string; phone: string | null; sms: boolean };
  /** The therapist's own room from her settings. */
  therapistRoom: string | null;
  meetLink: string | null;
  clientWaitingAt: Date | null;
  therapistToldAt: Date | null;
  therapistJoinedAt: Date | null;
}

interface Row extends Omit<JoinSession, "inPerson" | "title" | "client" | "therapist"> {
  serviceName: string | null;
  sessionType: string;
  bookedDelivery: string | null;
  serviceDelivery: string | null;
  clientFirstName: string;
  clientLastName: string;
  clientZone: string;
  therapistFirstName: string;
  therapistLastName: string;
  therapistZone: string;
  therapistPhone: string | null;
  therapistSms: boolean;
}

const at = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The session and its room, locked for the caller's transaction when `lock` (a change follows). */
export async function loadJoinSession(tx: Executor, sessionId: string, lock = false): Promise<JoinSession | null> {
  if (!UUID.test(sessionId)) return null;
  const [row] = await queryRows<Row>(
    tx,
    sql`select s.id, s.client_id as "clientId", s.therapist_id as "therapistId", s.starts_at as "startsAt",
        s.ends_at as "endsAt", s.status, s.session_type as "sessionType", s.meeting_link as "meetingLink",
        coalesce(b.service_name, svc.name) as "serviceName",
        b.session_type as "bookedDelivery", svc.delivery as "serviceDelivery",
        c.first_name as "clientFirstName", c.last_name as "clientLastName", c.timezone as "clientZone",
        t.first_name as "therapistFirstName", t.last_name as "therapistLastName", t.timezone as "therapistZone",
        t.phone as "therapistPhone", coalesce(n.sms_reminders, false) as "therapistSms",
        vr.room_url as "therapistRoom", r.meet_link as "meetLink", r.client_waiting_at as "clientWaitingAt",
        r.therapist_told_at as "therapistToldAt", r.therapist_joined_at as "therapistJoinedAt"
      from sessions s
      join profiles c on c.id = s.client_id
      join profiles t on t.id = s.therapist_id
      left join notification_preferences n on n.user_id = s.therapist_id
      left join bookings b on b.session_id = s.id
      left join services svc on svc.id = s.service_id
      left join therapist_video_rooms vr on vr.therapist_id = s.therapist_id
      left join session_rooms r on r.session_id = s.id
      where s.id = ${sessionId}
      ${lock ? sql`for update of s` : sql``}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    clientId: row.clientId,
    therapistId: row.therapistId,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    status: row.status,
    title: sessionTitle(row.serviceName, row.sessionType),
    inPerson: meetsInPerson(row),
    meetingLink: row.meetingLink,
    client: { firstName: row.clientFirstName, lastName: row.clientLastName, timezone: row.clientZone },
    therapist: {
      firstName: row.therapistFirstName,
      lastName: row.therapistLastName,
      timezone: row.therapistZone,
      phone: row.therapistPhone,
      sms: row.therapistSms,
    },
    therapistRoom: row.therapistRoom,
    meetLink: row.meetLink,
    clientWaitingAt: at(row.clientWaitingAt),
    therapistToldAt: at(row.therapistToldAt),
    therapistJoinedAt: at(row.therapistJoinedAt),
  };
}

export type JoinRole = "client" | "therapist";

/** What the visitor brought: her account (if signed in), the page's cookie, a one-time pass. */
export interface JoinVisitor {
  viewer: Viewer | null;
  /** The value of the page's own cookie, set when a pass was used. */
  pageCookie: string | null;
  /** A one-time pass from a reminder (the `pass` query parameter). */
  pass: string | null;
}

/** The page's cookie: its name, and the path that keeps it to this one page. */
export const joinCookieName = (sessionId: string) => `join-${sessionId}`;

const box = () => secretBox(serverSecrets().authSecret);
const PURPOSE = "join-page";

/** The cookie that lets a pass's person back onto this session's page until `expiresAt`. */
export function joinCookieValue(sessionId: string, userId: string, expiresAt: Date): string {
  const claim = `${userId}.${expiresAt.getTime()}`;
  return `${claim}.${box().sign(PURPOSE, `${sessionId}.${claim}`)}`;
}

function cookieUser(sessionId: string, value: string, now: Date): string | null {
  const [userId, expires, signature] = value.split(".");
  if (!userId || !expires || !signature || !/^\d+$/.test(expires)) return null;
  if (Number(expires) <= now.getTime()) return null;
  return box().verify(PURPOSE, `${sessionId}.${userId}.${expires}`, signature) ? userId : null;
}

/**
 * Who the visitor is to the session: its client or its therapist (signed in as one of them, or by
 * the page's cookie, or by a pass used now), else not found. An admin is no exception: a session's
 * room is its two people's. A pass used now is returned so the page can set its cookie.
 */
export async function joinRoleOf(
  tx: Executor,
  session: JoinSession,
  visitor: JoinVisitor,
  now: Date,
): Promise<{ role: JoinRole; userId: string; signedIn: boolean; usedPass: { expiresAt: Date } | null }> {
  const roleOf = (userId: string | null): JoinRole | null =>
    userId === session.clientId ? "client" : userId === session.therapistId ? "therapist" : null;
  const signedIn = visitor.viewer?.userId ?? null;
  const byAccount = roleOf(signedIn);
  if (byAccount && signedIn) return { role: byAccount, userId: signedIn, signedIn: true, usedPass: null };
  const byCookie = visitor.pageCookie ? cookieUser(session.id, visitor.pageCookie, now) : null;
  const cookieRole = roleOf(byCookie);
  if (cookieRole && byCookie) return { role: cookieRole, userId: byCookie, signedIn: false, usedPass: null };
  if (visitor.pass) {
    const redeemed = await redeemJoinPass(tx, session.id, visitor.pass, now);
    const passRole = roleOf(redeemed?.userId ?? null);
    if (redeemed && passRole) return { role: passRole, userId: redeemed.userId, signedIn: false, usedPass: redeemed };
  }
  throw joinNotFound();
}

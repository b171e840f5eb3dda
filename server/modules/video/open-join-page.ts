import { practiceAddressLine } from "@domain/session-place";
import { sessionWhen } from "@domain/session-time";
import { JOIN_TEXT, type JoinWindow, joinPath, joinWindow, mayEnterRoom } from "@domain/video";
import { usableZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { sessionRooms } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { SEND_SMS_JOB } from "@server/jobs/queues";
import { practiceConfig } from "@server/lib/practice";
import { createNotification } from "@server/modules/notifications";
import { sql } from "drizzle-orm";
import {
  type JoinRole,
  type JoinSession,
  type JoinVisitor,
  joinNotFound,
  joinRoleOf,
  loadJoinSession,
} from "./join-access";
import { roomName, type VideoSettings, videoRoomOf, videoSettings } from "./video-room";

/** A session's join page as one of its two people sees it. */
export interface JoinPage {
  sessionId: string;
  role: JoinRole;
  title: string;
  startsAt: Date;
  endsAt: Date;
  /** The viewer's zone, for every time on the page. */
  timeZone: string;
  window: JoinWindow;
  /** The other person: her therapist for the client, the client for the therapist. */
  withName: string;
  /** For an in-person session: where, and its map. */
  inPerson: { address: string; mapUrl: string } | null;
  /** What opens on Join ("Google Meet"...), or null when there is no video to open. */
  room: string | null;
  therapistInRoom: boolean;
  clientWaiting: boolean;
  /** Whether Join lets her in now: the therapist always; the client once her therapist has joined (or the session has begun). */
  mayEnter: boolean;
  practicePhone: string;
  /** She came signed in to her own account (so her page can listen for live updates). */
  signedIn: boolean;
  /** A pass was used: the page's cookie to set, until the session's end. */
  passUsed: { userId: string; expiresAt: Date } | null;
}

/**
 * Opens a session's join page for its client or therapist (else not found, the same for everyone).
 * When the client comes while the room is open and her therapist has not joined, she is marked
 * waiting and the therapist is told once: a notification and a live update on her dashboard, and a
 * text if she chose texts. One transaction: a pass is used only if the page is shown.
 */
export async function openJoinPage(
  db: Database,
  visitor: JoinVisitor,
  sessionId: string,
  now: Date = new Date(),
  settings: VideoSettings = videoSettings(),
): Promise<JoinPage> {
  return db.transaction(async (tx) => {
    const session = await loadJoinSession(tx, sessionId, true);
    if (!session) throw joinNotFound();
    const person = await joinRoleOf(tx, session, visitor, now);
    const window = joinWindow(session, now);
    const practice = practiceConfig();
    const room = videoRoomOf(session, settings);
    const waiting =
      !session.inPerson && person.role === "client" && window.state === "open" && !session.therapistJoinedAt;
    if (waiting) await markWaiting(tx, session, now, settings.texts);
    const other = person.role === "client" ? session.therapist : session.client;
    return {
      sessionId: session.id,
      role: person.role,
      title: session.title,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      timeZone: usableZone(person.role === "client" ? session.client.timezone : session.therapist.timezone),
      window,
      withName: `${other.firstName} ${other.lastName}`,
      inPerson: session.inPerson
        ? {
            address: practiceAddressLine(practice.address),
            mapUrl: practice.directionsUrl,
          }
        : null,
      room: room.kind === "none" ? null : roomName(room),
      therapistInRoom: session.therapistJoinedAt !== null,
      mayEnter:
        window.state === "open" &&
        !session.inPerson &&
        room.kind !== "none" &&
        mayEnterRoom({ role: person.role, therapistJoined: session.therapistJoinedAt !== null }, session.startsAt, now),
      clientWaiting: waiting || (session.clientWaitingAt !== null && !session.therapistJoinedAt),
      practicePhone: practice.phone,
      signedIn: person.signedIn,
      passUsed: person.usedPass ? { userId: person.userId, expiresAt: person.usedPass.expiresAt } : null,
    };
  });
}

/** The client is in the waiting room; her therapist hears of it once per session. */
async function markWaiting(tx: Executor, session: JoinSession, now: Date, texts: boolean): Promise<void> {
  const stamp = sql`${now.toISOString()}::timestamptz`;
  await tx
    .insert(sessionRooms)
    .values({ sessionId: session.id, clientWaitingAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: sessionRooms.sessionId,
      set: { clientWaitingAt: sql`coalesce(${sessionRooms.clientWaitingAt}, ${stamp})`, updatedAt: now },
    });
  if (session.therapistToldAt) return;
  await tx.update(sessionRooms).set({ therapistToldAt: now }).where(sql`${sessionRooms.sessionId} = ${session.id}`);
  const name = session.client.firstName;
  const when = sessionWhen(session.startsAt, usableZone(session.therapist.timezone)).time;
  await createNotification(
    tx,
    {
      userId: session.therapistId,
      title: JOIN_TEXT.waitingNotice(name),
      message: `${name} ${session.client.lastName} is in the waiting room for your ${session.title} session at ${when}.`,
      link: joinPath(session.id),
    },
    ["waiting-room"],
  );
  if (texts && session.therapist.sms && session.therapist.phone) {
    await enqueueJob(tx, {
      kind: SEND_SMS_JOB,
      payload: {
        to: session.therapist.phone,
        message: JOIN_TEXT.waitingText(practiceConfig().name, name, when),
        reference: `waiting-${session.id}`,
      },
    });
  }
}

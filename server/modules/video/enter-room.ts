import { joinWindow, mayEnterRoom } from "@domain/video";
import type { Database } from "@server/db/client";
import { sessionRooms } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { publishLive } from "@server/realtime/live-updates";
import { sql } from "drizzle-orm";
import { type JoinVisitor, joinNotFound, joinRoleOf, loadJoinSession } from "./join-access";
import { roomAddressFor, type VideoSettings, videoRoomOf, videoSettings } from "./video-room";

export const ENTER_TEXT = {
  notOpen: "The room is not open now.",
  inPerson: "This session is in person: there is no video room.",
  noVideo: "The practice has not set video up for this session yet.",
  therapistNotYet: "Your therapist has not joined yet. This page lets you in as soon as she does.",
} as const;

/**
 * Takes one of the session's two people into its room: the address to go to (on Jitsi, with her
 * own token). The therapist admits her client by joining: until she has (or until the start, in
 * case she came in by another door), the client waits. Audio only when her connection check said so.
 */
export async function enterRoom(
  db: Database,
  visitor: JoinVisitor,
  sessionId: string,
  options: { audioOnly: boolean },
  now: Date = new Date(),
  settings: VideoSettings = videoSettings(),
): Promise<{ url: string }> {
  return db.transaction(async (tx) => {
    const session = await loadJoinSession(tx, sessionId, true);
    if (!session) throw joinNotFound();
    const person = await joinRoleOf(tx, session, { ...visitor, pass: null }, now);
    if (joinWindow(session, now).state !== "open") throw new AppError("conflict", ENTER_TEXT.notOpen);
    if (session.inPerson) throw new AppError("conflict", ENTER_TEXT.inPerson);
    const room = videoRoomOf(session, settings);
    const url = roomAddressFor(room, session, person, options.audioOnly);
    if (!url) throw new AppError("conflict", ENTER_TEXT.noVideo);
    const therapist = person.role === "therapist";
    if (
      !mayEnterRoom({ role: person.role, therapistJoined: session.therapistJoinedAt !== null }, session.startsAt, now)
    ) {
      throw new AppError("conflict", ENTER_TEXT.therapistNotYet);
    }
    const column = therapist ? "therapistJoinedAt" : "clientJoinedAt";
    const stamp = sql`${now.toISOString()}::timestamptz`;
    await tx
      .insert(sessionRooms)
      .values({ sessionId: session.id, [column]: now, updatedAt: now })
      .onConflictDoUpdate({
        target: sessionRooms.sessionId,
        set: { [column]: sql`coalesce(${sessionRooms[column]}, ${stamp})`, updatedAt: now },
      });
    // The client's open page lets her in; the therapist's open dashboard drops her from the
    // waiting room (a reload of its sessions, not the "waiting" toast).
    if (therapist) {
      await publishLive(tx, [session.clientId], "waiting-room");
      await publishLive(tx, [session.therapistId], "sessions");
    }
    return { url };
  });
}

import { JOIN_OPENS_MINUTES_BEFORE } from "@domain/video";
import { MINUTE_MS } from "@domain/zone-time";
import { type JitsiConfig, jitsiConfig, jitsiJoinUrl, jitsiRoomName, jitsiToken } from "@server/integrations/jitsi";
import { env } from "@server/lib/env";
import type { JoinRole, JoinSession } from "./join-access";

/**
 * The room behind a session's join page, first found first: an address the therapist typed for
 * this session; the practice's Jitsi; the Google Meet her calendar made for it; her own room from
 * her settings; else none (the page says video is not set up and how to reach her).
 */
export type VideoRoom =
  | { kind: "jitsi"; config: JitsiConfig }
  | { kind: "link"; url: string; source: "session" | "meet" | "therapist" }
  | { kind: "none" };

/** The practice's video provider and whether it can send texts, as configured (a test gives its own). */
export interface VideoSettings {
  jitsi: JitsiConfig | null;
  /** An SMS gateway is set up: a therapist who chose texts is texted when her client waits. */
  texts: boolean;
}

export const videoSettings = (): VideoSettings => ({ jitsi: jitsiConfig(), texts: Boolean(env().SMS_GATEWAY_URL) });

export function videoRoomOf(session: JoinSession, settings: VideoSettings): VideoRoom {
  if (session.meetingLink) return { kind: "link", url: session.meetingLink, source: "session" };
  if (settings.jitsi) return { kind: "jitsi", config: settings.jitsi };
  if (session.meetLink) return { kind: "link", url: session.meetLink, source: "meet" };
  if (session.therapistRoom) return { kind: "link", url: session.therapistRoom, source: "therapist" };
  return { kind: "none" };
}

/** What the page calls the room, so she knows what will open. */
export const ROOM_NAMES: Record<VideoRoom["kind"] | "session" | "meet" | "therapist", string> = {
  jitsi: "the practice's video room",
  link: "the video room",
  session: "the video room your therapist set for this session",
  meet: "Google Meet",
  therapist: "your therapist's video room",
  none: "",
};

export const roomName = (room: VideoRoom) => ROOM_NAMES[room.kind === "link" ? room.source : room.kind];

/**
 * The address one person enters the room by. On Jitsi it carries her own token: for this room
 * only, from the page's opening to the session's end, moderator for the therapist.
 */
export function roomAddressFor(
  room: VideoRoom,
  session: JoinSession,
  person: { role: JoinRole; userId: string },
  audioOnly: boolean,
): string | null {
  if (room.kind === "link") return room.url;
  if (room.kind === "none") return null;
  const jitsi = room.config;
  const name = person.role === "therapist" ? session.therapist : session.client;
  const displayName = `${name.firstName} ${name.lastName}`;
  const roomId = jitsiRoomName(jitsi, session.id);
  const token = jitsiToken(
    jitsi,
    roomId,
    { id: person.userId, name: displayName, moderator: person.role === "therapist" },
    {
      notBefore: new Date(session.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS),
      expiresAt: session.endsAt,
    },
  );
  return jitsiJoinUrl(jitsi, roomId, token, { displayName, audioOnly });
}

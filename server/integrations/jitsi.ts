import { createHmac } from "node:crypto";
import { type Env, env } from "@server/lib/env";

/**
 * A self-hosted Jitsi Meet with token authentication (prosody's `token` auth, HS256 with the
 * app's secret): a room may be entered only with a token for that room, signed by us, that has
 * not expired. The therapist's token makes her the room's moderator; the client's does not.
 */
export interface JitsiConfig {
  /** The server, e.g. https://meet.practice.example (no trailing slash). */
  baseUrl: string;
  appId: string;
  secret: string;
}

/** The Jitsi server of the environment, or null when the practice uses another video provider. */
export function jitsiConfig(config: Env = env()): JitsiConfig | null {
  if (config.VIDEO_PROVIDER !== "jitsi") return null;
  if (!config.JITSI_URL || !config.JITSI_APP_ID || !config.JITSI_APP_SECRET) {
    throw new Error("VIDEO_PROVIDER=jitsi needs JITSI_URL, JITSI_APP_ID and JITSI_APP_SECRET");
  }
  return { baseUrl: config.JITSI_URL.replace(/\/+$/, ""), appId: config.JITSI_APP_ID, secret: config.JITSI_APP_SECRET };
}

/**
 * A session's room: the same name every time for the same session (so both people meet), and not
 * guessable from the session's id without the secret (so no one else finds it).
 */
export function jitsiRoomName(config: JitsiConfig, sessionId: string): string {
  const digest = createHmac("sha256", config.secret).update(`room:${sessionId}`).digest("hex");
  return `session-${digest.slice(0, 32)}`;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

export interface JitsiPerson {
  id: string;
  name: string;
  moderator: boolean;
}

/**
 * The token one person enters one room with, valid from `notBefore` to `expiresAt` (the session's
 * end). Recording, live streaming and transcription are off in its features.
 */
export function jitsiToken(
  config: JitsiConfig,
  room: string,
  person: JitsiPerson,
  window: { notBefore: Date; expiresAt: Date },
): string {
  const header = { alg: "HS256", typ: "JWT" };
  const payload = {
    aud: "jitsi",
    iss: config.appId,
    sub: new URL(config.baseUrl).hostname,
    room,
    nbf: Math.floor(window.notBefore.getTime() / 1000),
    exp: Math.floor(window.expiresAt.getTime() / 1000),
    moderator: person.moderator,
    context: {
      user: { id: person.id, name: person.name, moderator: person.moderator ? "true" : "false" },
      features: { recording: false, livestreaming: false, transcription: false, "outbound-call": false },
    },
  };
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac("sha256", config.secret).update(unsigned).digest("base64url");
  return `${unsigned}.${signature}`;
}

/**
 * The room's address with the person's token, and the settings we give the page: recording and
 * streaming off, the person's name filled in, audio only when the connection check advised it.
 */
export function jitsiJoinUrl(
  config: JitsiConfig,
  room: string,
  token: string,
  options: { displayName: string; audioOnly: boolean },
): string {
  const settings: Record<string, unknown> = {
    "config.fileRecordingsEnabled": false,
    "config.localRecording.disable": true,
    "config.liveStreamingEnabled": false,
    "config.transcription.enabled": false,
    "config.prejoinConfig.enabled": false,
    "config.startAudioOnly": options.audioOnly,
    "userInfo.displayName": options.displayName,
  };
  const hash = Object.entries(settings)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join("&");
  return `${config.baseUrl}/${encodeURIComponent(room)}?jwt=${token}#${hash}`;
}

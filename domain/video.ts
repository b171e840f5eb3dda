/**
 * Online sessions: the one join page each has on the site, when it opens, and what it tells the
 * people who come to it. The page is `/sessions/<id>/join` for the session's whole life, whatever
 * video the practice uses behind it and wherever the session moves.
 */

import { MINUTE_MS } from "./zone-time";

/** How long before its start a session's room opens (its end closes it). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

/** The session's join page, on the site: the same address in every e-mail, text, calendar and page. */
export const joinPath = (sessionId: string) => `/sessions/${sessionId}/join`;

/** The query parameter of a one-time link (a reminder's) that signs its person in for the page. */
export const JOIN_PASS_PARAM = "pass";

export type JoinWindow =
  | { state: "early"; opensAt: Date }
  | { state: "open"; endsAt: Date }
  | { state: "ended" }
  | { state: "cancelled" };

/**
 * Where a session's room stands at `now`: not open yet (until 15 minutes before the start), open
 * (until the end), ended; a cancelled session's page says so whenever it is opened.
 */
export function joinWindow(session: { startsAt: Date; endsAt: Date; status: string }, now: Date): JoinWindow {
  if (session.status === "cancelled") return { state: "cancelled" };
  const opensAt = new Date(session.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS);
  if (now < opensAt) return { state: "early", opensAt };
  if (now >= session.endsAt) return { state: "ended" };
  return { state: "open", endsAt: session.endsAt };
}

/**
 * Whether one of the two may go into the open room now. The therapist admits her client by
 * joining: the client waits until she has, or until the start (the therapist may have come in by
 * another door, her calendar's Meet link say, and the client must not wait outside for ever).
 */
export function mayEnterRoom(
  person: { role: "client" | "therapist"; therapistJoined: boolean },
  startsAt: Date,
  now: Date,
): boolean {
  return person.role === "therapist" || person.therapistJoined || now >= startsAt;
}

/**
 * The connection check before joining: a small download timed in the browser. Below this speed a
 * video call stutters (a 360p picture alone wants about 400 kbps each way), so the page suggests
 * joining with audio only.
 */
export const AUDIO_ONLY_BELOW_KBPS = 400;
/** The size of the check's download: enough to measure, small on a phone's data plan. */
export const CONNECTION_PROBE_BYTES = 150_000;

export type ConnectionAdvice = "video" | "audio-only";

/** What the check suggests for a measured speed (kilobits a second). */
export function connectionAdvice(kbps: number): ConnectionAdvice {
  return kbps < AUDIO_ONLY_BELOW_KBPS ? "audio-only" : "video";
}

/** Kilobits a second of a download of `bytes` that took `ms` milliseconds (0 ms counts as 1). */
export function measuredKbps(bytes: number, ms: number): number {
  return Math.round((bytes * 8) / Math.max(ms, 1));
}

/** The page's words, one place for the server, the page and the tests. */
export const JOIN_TEXT = {
  title: "Join your session",
  opensAt: (time: string) => `The room opens at ${time}, ${JOIN_OPENS_MINUTES_BEFORE} minutes before the session.`,
  ended: "This session has ended.",
  cancelled: "This session was cancelled.",
  clientWaiting: "Your therapist has been told you are here",
  therapistReady: "Your therapist is in the room.",
  waitingNotice: (firstName: string) => `${firstName} is waiting`,
  waitingText: (practice: string, firstName: string, when: string) =>
    `${practice}: ${firstName} is waiting for your session at ${when}. Join from your dashboard.`,
  noVideo: "The practice has not set video up yet.",
  noVideoHelp: "Please message your therapist from your portal, or call the practice, and they will send you a link.",
  notRecorded: "Sessions are never recorded: recording is turned off in the room.",
  audioOnly: "Your connection looks slow for video. Joining with audio only will sound better.",
  phoneFallback: (phone: string) => `If the call will not connect, call the practice on ${phone}.`,
  inPerson: "This session is in person.",
  checkDevicesAllowed: "Camera and microphone: allowed.",
  checkDevicesDenied: "Camera or microphone: not allowed or not found. You can still join and allow them in the room.",
  checkDevicesMissing: "This browser cannot use a camera or microphone here.",
  checkSpeed: (kbps: number | string) => `Speed: about ${kbps} kbps.`,
  checkFailed: "The check could not reach the practice. Your connection may be down.",
} as const;

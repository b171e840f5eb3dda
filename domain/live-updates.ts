/** What a live update is about; the portal reloads the data of that kind when one arrives. */
export const LIVE_TOPICS = [
  "messages",
  "notifications",
  "homework",
  "sessions",
  "plans",
  // A registrant's places at workshops and retreats (paid, expired, cancelled by the practice).
  "events",
  // To the therapist, when her client hands in homework: the 'Homework Submitted!' toast (spec 001 §4).
  "homework-submitted",
  // Gift certificates a person bought or holds (issued, redeemed, claimed).
  "gifts",
  // To a therapist: a client's record needs her attention now (an answer on self-harm, an emergency access).
  "clinical-alert",
  // An online session's room: to the therapist, her client is waiting; to the client, her therapist has joined.
  "waiting-room",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export function isLiveTopic(value: unknown): value is LiveTopic {
  return typeof value === "string" && (LIVE_TOPICS as readonly string[]).includes(value);
}

/** The SSE event name the browser listens for. */
export const LIVE_EVENT = "update";

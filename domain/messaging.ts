import { formatSlotTime } from "./slots";
import { timeZoneLabel, zoneFormat } from "./zone-time";

/**
 * The messaging texts and rules of spec 001 §5, §7 and §8, shared by the server, which refuses
 * with them, and the portal, which checks before sending and shows them.
 */
export const MESSAGE_REQUIRED = {
  title: "Message required",
  description: "Please type a message before sending.",
} as const;
export const NO_RECIPIENT = {
  title: "No recipient found",
  description: "Unable to find a therapist or admin to message.",
} as const;
export const SEND_MESSAGE_FAILED = { title: "Error sending message", fallback: "Please try again." } as const;

/** Past the messages one person may send in a minute (MESSAGES_PER_SENDER_MINUTE, 30 by default). */
export const SENDING_TOO_FAST = "You are sending messages too quickly. Please wait a minute and send it again.";

/** While a conversation is unread, its recipient is e-mailed about it at most once in this time. */
export const MESSAGE_EMAIL_PAUSE_MS = 15 * 60_000;

/**
 * Whether a new message is worth an e-mail to its recipient: none yet about this conversation
 * that she has not read since, or the last one went at least 15 minutes ago. `lastUnreadEmail`:
 * when she was last e-mailed about a message of it she has still not read (null when none).
 */
export function emailsAboutMessage(lastUnreadEmail: Date | null, now: Date): boolean {
  return lastUnreadEmail === null || now.getTime() - lastUnreadEmail.getTime() >= MESSAGE_EMAIL_PAUSE_MS;
}
export const LOAD_MESSAGES_FAILED = "Error loading messages";

/** The messages table's CHECK (char_length(content) <= 5000), counted the same way: in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters long.`;

/** Characters as Postgres counts them (code points), not UTF-16 units: an emoji is one. */
export const messageLength = (content: string): number => [...content].length;

/** Why a message cannot be sent as typed, or null when it can (the text sent is `content.trim()`). */
export function messageProblem(content: string): string | null {
  const text = content.trim();
  if (text.length === 0) return MESSAGE_REQUIRED.description;
  if (messageLength(text) > MESSAGE_MAX_LENGTH) return MESSAGE_TOO_LONG;
  return null;
}

const ymd = (at: Date, timeZone: string) =>
  zoneFormat("sent-day", "en-CA", timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(at);

/**
 * When a message or notification was sent, as the viewer reads it: "2:05 PM (GMT)" today,
 * otherwise "12 Mar, 2:05 PM (GMT)" (with the year when it is not this year's). The formats are
 * cached: a page of 50 messages formats 50 times.
 */
export function formatSentAt(sent: Date, timeZone: string, now: Date = new Date()): string {
  const time = `${formatSlotTime(sent, timeZone)} (${timeZoneLabel(sent, timeZone)})`;
  const day = ymd(sent, timeZone);
  const today = ymd(now, timeZone);
  if (day === today) return time;
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  const date = sameYear
    ? zoneFormat("sent-date", "en-GB", timeZone, { day: "numeric", month: "short" }).format(sent)
    : zoneFormat("sent-date-year", "en-GB", timeZone, { day: "numeric", month: "short", year: "numeric" }).format(sent);
  return `${date}, ${time}`;
}

import { REMINDER_KINDS, type ReminderKind } from "./enums";

const HOUR_MS = 3_600_000;

/** Spec 000 §9: reminders go 24 hours and 1 hour before a session. */
export const REMINDER_LEAD_MS: Readonly<Record<ReminderKind, number>> = {
  "24h": 24 * HOUR_MS,
  "1h": HOUR_MS,
};

/** How far ahead the reminders look: the earliest reminder's lead. */
export const REMINDER_HORIZON_MS = Math.max(...Object.values(REMINDER_LEAD_MS));

export const REMINDER_LEAD_TEXT: Readonly<Record<ReminderKind, string>> = {
  "24h": "in 24 hours",
  "1h": "in 1 hour",
};

export interface RemindableSession {
  start: Date;
  /** When the session got its current time (booked, or moved). */
  scheduledAt: Date;
  /** The reminders already sent for this start. */
  sent: readonly ReminderKind[];
}

/**
 * The reminders to send now for a session still scheduled, at most one:
 * - a reminder is due from its lead before the start until the start;
 * - it is never sent for a time given after it fell due (a session booked 3 hours ahead gets only
 *   the 1-hour reminder, one moved to tomorrow morning tonight gets only that one);
 * - once a later reminder is due, an earlier one not sent (the servers were down) is dropped: the
 *   later one says everything, and two e-mails a minute apart help no one;
 * - a reminder already sent for this start is not sent again. A moved session has a new start,
 *   so its reminders fall due again.
 */
export function dueReminder(session: RemindableSession, now: Date): ReminderKind | null {
  const start = session.start.getTime();
  const at = now.getTime();
  if (at >= start) return null;
  const due = REMINDER_KINDS.filter((kind) => at >= start - REMINDER_LEAD_MS[kind]);
  const latest = due.toSorted((a, b) => REMINDER_LEAD_MS[a] - REMINDER_LEAD_MS[b])[0];
  if (!latest || session.sent.includes(latest)) return null;
  if (session.scheduledAt.getTime() > start - REMINDER_LEAD_MS[latest]) return null;
  return latest;
}

import type { ReminderKind } from "./enums";

const HOUR_MS = 3_600_000;

/** How long before the moment it is about each reminder of a series falls due. */
export type ReminderLeads<K extends string> = Readonly<Record<K, number>>;

/** Spec 000 §9: reminders go 24 hours and 1 hour before a session. */
export const REMINDER_LEAD_MS: ReminderLeads<ReminderKind> = {
  "24h": 24 * HOUR_MS,
  "1h": HOUR_MS,
};

/** How far ahead a series of reminders looks: its earliest reminder's lead. */
export const reminderHorizon = (leads: ReminderLeads<string>): number => Math.max(...Object.values(leads));

/** How far ahead the sessions' reminders look. */
export const REMINDER_HORIZON_MS = reminderHorizon(REMINDER_LEAD_MS);

export const REMINDER_LEAD_TEXT: Readonly<Record<ReminderKind, string>> = {
  "24h": "in 24 hours",
  "1h": "in 1 hour",
};

/** A moment someone is reminded of (a session's start, a balance's due date). */
export interface RemindableMoment<K extends string> {
  at: Date;
  /** Since when she has it: the session booked or moved, the deposit paid. */
  since: Date;
  /** The reminders already sent for this moment. */
  sent: readonly K[];
}

/**
 * The reminder of a series (`leads`) to send now for a moment, at most one:
 * - a reminder is due from its lead before the moment until the moment;
 * - it is never sent for a moment given after it fell due (a session booked 3 hours ahead gets only
 *   the 1-hour reminder, one moved to tomorrow morning tonight gets only that one);
 * - once a later reminder is due, an earlier one not sent (the servers were down) is dropped: the
 *   later one says everything, and two e-mails a minute apart help no one;
 * - a reminder already sent for this moment is not sent again. A moved moment is a new one, so its
 *   reminders fall due again.
 */
export function dueReminderOf<K extends string>(
  leads: ReminderLeads<K>,
  moment: RemindableMoment<K>,
  now: Date,
): K | null {
  const at = moment.at.getTime();
  const time = now.getTime();
  if (time >= at) return null;
  const due = (Object.keys(leads) as K[]).filter((kind) => time >= at - leads[kind]);
  const latest = due.toSorted((a, b) => leads[a] - leads[b])[0];
  if (!latest || moment.sent.includes(latest)) return null;
  if (moment.since.getTime() > at - leads[latest]) return null;
  return latest;
}

export interface RemindableSession {
  start: Date;
  /** When the session got its current time (booked, or moved). */
  bookedAt: Date;
  /** The reminders already sent for this start. */
  sent: readonly ReminderKind[];
}

/** The session reminder to send now, by dueReminderOf's rules. */
export function dueReminder(session: RemindableSession, now: Date): ReminderKind | null {
  return dueReminderOf(REMINDER_LEAD_MS, { at: session.start, since: session.bookedAt, sent: session.sent }, now);
}

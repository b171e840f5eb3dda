import type { EventReminderKind } from "./enums";
import { dueReminderOf, type ReminderLeads, reminderHorizon } from "./reminders";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type BalanceReminderKind = Extract<EventReminderKind, `balance_${string}`>;
export type EventStartReminderKind = Exclude<EventReminderKind, BalanceReminderKind>;

/** A deposit's balance is recalled 14, 7 and 1 days before it falls due. */
export const BALANCE_REMINDER_LEAD_MS: ReminderLeads<BalanceReminderKind> = {
  balance_14d: 14 * DAY_MS,
  balance_7d: 7 * DAY_MS,
  balance_1d: DAY_MS,
};

/** Every registrant is reminded of the event itself 24 hours before it starts. */
export const EVENT_START_REMINDER_LEAD_MS: ReminderLeads<EventStartReminderKind> = {
  event_24h: 24 * HOUR_MS,
};

export const BALANCE_REMINDER_HORIZON_MS = reminderHorizon(BALANCE_REMINDER_LEAD_MS);
export const EVENT_START_REMINDER_HORIZON_MS = reminderHorizon(EVENT_START_REMINDER_LEAD_MS);

export interface OwedBalance {
  /** When the balance falls due (domain/events balanceDueDate). */
  dueDate: Date;
  /** When the deposit was paid: no reminder is sent for a moment that had passed by then. */
  depositPaidAt: Date;
  /** The balance reminders already sent for this due date. */
  sent: readonly string[];
}

/**
 * The balance reminder to send now for a confirmed registration whose deposit is paid, by the
 * sessions' rules (domain/reminders dueReminderOf): none after the due date, none for a moment
 * that had passed when the deposit was paid (a deposit paid 5 days before the due date gets the
 * 1-day reminder only), an earlier one not sent is dropped once a later one is due, and each goes
 * once per due date: a due date the practice moves gets its reminders again.
 */
export function dueBalanceReminder(balance: OwedBalance, now: Date): BalanceReminderKind | null {
  return dueReminderOf(
    BALANCE_REMINDER_LEAD_MS,
    { at: balance.dueDate, since: balance.depositPaidAt, sent: balance.sent.filter(isBalanceKind) },
    now,
  );
}

export interface HeldPlace {
  start: Date;
  /** When the place was confirmed (its first payment). */
  confirmedAt: Date;
  /** The event reminders already sent for this start. */
  sent: readonly string[];
}

/** The reminder of the event itself to send now to a confirmed registrant, by the same rules. */
export function dueEventStartReminder(place: HeldPlace, now: Date): EventStartReminderKind | null {
  return dueReminderOf(
    EVENT_START_REMINDER_LEAD_MS,
    { at: place.start, since: place.confirmedAt, sent: place.sent.filter(isEventStartKind) },
    now,
  );
}

/** A balance not paid is overdue from its due moment on. */
export const balanceOverdue = (dueDate: Date, now: Date): boolean => now.getTime() >= dueDate.getTime();

/** "in 14 days", "in 7 days", "within 24 hours": how soon a balance is due, counted from now. */
export function dueInText(dueDate: Date, now: Date): string {
  const days = Math.ceil((dueDate.getTime() - now.getTime()) / DAY_MS);
  return days <= 1 ? "within 24 hours" : `in ${days} days`;
}

function isBalanceKind(kind: string): kind is BalanceReminderKind {
  return Object.hasOwn(BALANCE_REMINDER_LEAD_MS, kind);
}

function isEventStartKind(kind: string): kind is EventStartReminderKind {
  return Object.hasOwn(EVENT_START_REMINDER_LEAD_MS, kind);
}

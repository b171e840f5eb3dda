import {
  BALANCE_REMINDER_HORIZON_MS,
  dueBalanceReminder,
  dueEventStartReminder,
  EVENT_START_REMINDER_HORIZON_MS,
} from "@domain/event-reminders";
import { balanceDueDate } from "@domain/events";
import type { Database } from "@server/db/client";
import { eventRegistrations, events } from "@server/db/schema";
import { type EventRow, tellRegistrant } from "@server/modules/events";
import { and, eq, gt, lte, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { balanceReminderNotice, eventReminderNotice, type RegistrantNotice } from "./event-reminder-notices";
import { flagOverdueBalances } from "./flag-overdue-balances";
import {
  asDate,
  balanceDueAt,
  confirmedAt,
  heldPlace,
  type LockedPlace,
  lockPlace,
  owesBalance,
  recordReminder,
  sentFor,
} from "./held-places";

export interface EventRemindersSent {
  balanceReminders: number;
  eventReminders: number;
  overdueFlagged: number;
}

/**
 * The events' sweep, run every ten minutes by the job engine's schedule (decision 0024): the
 * balance reminders 14, 7 and 1 days before a deposit's balance falls due, every registrant's
 * reminder 24 hours before the event, and the admins told once of a balance not paid by its date.
 * Each reminder is sent by the transaction that records it (registration, kind and the moment it is
 * for), with the registration locked, so two sweeps at once or a retry send nothing twice. The
 * rules of when are domain/event-reminders.ts's, shared with the sessions' reminders.
 */
export async function sendEventReminders(db: Database, now = new Date()): Promise<EventRemindersSent> {
  return {
    balanceReminders: await sendBalanceReminders(db, now),
    eventReminders: await sendEventStartReminders(db, now),
    overdueFlagged: await flagOverdueBalances(db, now),
  };
}

/** A series of reminders about one moment of a place: which places, which moment, when each is due, what it says. */
interface ReminderSeries {
  places: SQL;
  /** The moment reminded of, as the query finds it and as the locked event gives it. */
  momentSql: SQLWrapper;
  momentOf: (event: EventRow) => Date;
  /** How far ahead of its moment the series' first reminder falls due. */
  horizonMs: number;
  due: (moment: Date, confirmedAt: Date, sent: readonly string[], now: Date) => string | null;
  notice: (place: LockedPlace, now: Date) => RegistrantNotice;
}

/** The balance's: 14, 7 and 1 days before it falls due, to a place whose deposit is paid. */
const BALANCE_REMINDERS: ReminderSeries = {
  places: owesBalance,
  momentSql: balanceDueAt,
  momentOf: balanceDueDate,
  horizonMs: BALANCE_REMINDER_HORIZON_MS,
  due: (dueDate, depositPaidAt, sent, now) => dueBalanceReminder({ dueDate, depositPaidAt, sent }, now),
  notice: (place, now) => balanceReminderNotice(place.event, place.registration, now),
};

/** The event's own: 24 hours before it starts, to every confirmed place. */
const EVENT_START_REMINDERS: ReminderSeries = {
  places: heldPlace,
  momentSql: events.startDate,
  momentOf: (event) => event.startDate,
  horizonMs: EVENT_START_REMINDER_HORIZON_MS,
  due: (start, confirmedAt, sent, now) => dueEventStartReminder({ start, confirmedAt, sent }, now),
  notice: (place) => eventReminderNotice(place.event, place.registration),
};

export const sendBalanceReminders = (db: Database, now: Date) => sendSeries(db, BALANCE_REMINDERS, now);
export const sendEventStartReminders = (db: Database, now: Date) => sendSeries(db, EVENT_START_REMINDERS, now);

/** The reminders of a series due at `now`: one query finds the places whose moment is within its horizon. */
async function sendSeries(db: Database, series: ReminderSeries, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + series.horizonMs);
  const candidates = await db
    .select({
      id: eventRegistrations.id,
      moment: sql<Date>`${series.momentSql}`,
      confirmedAt,
      sent: sentFor(series.momentSql),
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(and(series.places, gt(series.momentSql, now), lte(series.momentSql, horizon)));
  let sent = 0;
  for (const candidate of candidates) {
    const moment = asDate(candidate.moment);
    const kind = series.due(moment, asDate(candidate.confirmedAt), candidate.sent ?? [], now);
    if (kind && (await sendOnce(db, series, { registrationId: candidate.id, kind, dueAt: moment }, now))) sent++;
  }
  return sent;
}

/**
 * Sends one reminder in its own transaction, unless the place no longer qualifies, its moment
 * moved since it was found, or another sweep recorded it first.
 */
async function sendOnce(
  db: Database,
  series: ReminderSeries,
  reminder: { registrationId: string; kind: string; dueAt: Date },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const place = await lockPlace(tx, reminder.registrationId, series.places);
    if (!place || series.momentOf(place.event).getTime() !== reminder.dueAt.getTime()) return false;
    if (!(await recordReminder(tx, reminder, now))) return false;
    await tellRegistrant(tx, place.registration.userId, series.notice(place, now));
    return true;
  });
}

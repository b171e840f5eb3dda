import {
  type BookingNotice,
  type NoticePayment,
  noticeLimits,
  noticeNote,
  noticePayment,
} from "@domain/booking-notice";
import { CURRENCIES, REGIONS, type Region } from "@domain/enums";
import { intersectWindows, type OfficeHours, practiceWindow } from "@domain/office-hours";
import { type Interval, PRACTICE_TIME_ZONE, type Slot, slotsForDay } from "@domain/slots";
import { dayOfWeek, isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { param, paramValues, preparedQuery } from "@server/db/prepared";
import { calendarBusyTimes, sessions, therapistAvailability, therapistTimeOff } from "@server/db/schema";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { getOfficeHours } from "@server/modules/practice-settings";
import { and, eq, gt, gte, lt, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { assignTherapist } from "./assign-therapist";
import { bookingNotice } from "./booking-notice";
import { loadBookableService } from "./load-bookable-service";

/** sessions_duration_check: between 15 and 240 minutes. */
const MAX_SESSION_MINUTES = 240;

export const slotsQuerySchema = z.object({
  serviceId: z.string().trim().min(1, "Choose a service"),
  day: z.string().trim().refine(isCalendarDay, "Choose a date"),
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
});

/** A slot as a client booking herself sees it: abroad, a free one says how it would be paid. */
export interface BookableSlot extends Slot {
  payment: NoticePayment | null;
}

export interface DaySlots {
  day: string;
  therapistId: string;
  durationMinutes: number;
  slots: BookableSlot[];
  /** Why some times are not offered, or are paid by card (the notice rules), in words. */
  note: string | null;
}

/** The practice-calendar day as an instant range, widened by the longest session so overlaps at its edges count. */
function dayRange(day: string): Interval {
  const start = zonedTimeToUtc(day, "00:00", PRACTICE_TIME_ZONE);
  const next = new Date(start.getTime() + 36 * 3_600_000);
  return { start: new Date(start.getTime() - 12 * 3_600_000), end: next };
}

export interface SlotQuery {
  therapistId: string;
  clientId: string;
  day: string;
  durationMinutes: number;
  now: Date;
  /** The earliest start the booking's notice allows (domain/booking-notice.ts). */
  notBefore?: Date;
  /** A session being rescheduled: it does not block the times it could move to. */
  excludeSessionId?: string;
  /**
   * A client booking herself: only times inside the practice's office hours too, and for an
   * in-person service only on its in-person days (domain/office-hours.ts). Staff: none.
   */
  officeHours?: { hours: OfficeHours; delivery: string };
}

/** What the day's query compares with: values, or placeholders for the prepared statement. */
interface DaySlotsParams {
  therapistId: string | SQL;
  clientId: string | SQL;
  day: string | SQL;
  dayOfWeek: number | SQL;
  rangeStart: Date | SQL;
  rangeEnd: Date | SQL;
  startsFrom: Date | SQL;
}

/**
 * Everything a day's slots depend on, in one round trip: the therapist's working hours that
 * day (no row, or a day off: not working, and then nothing else matters) joined to the sessions that occupy
 * the therapist's or the client's calendar in the day's range. A session occupies a calendar
 * unless cancelled (a held, unpaid booking does), except the session being moved, whose own
 * time is free to it. The times her connected Google Calendar keeps the therapist busy that day
 * (read from Google by the calendar sync) come along as one list on every row: they block her
 * slots as her sessions do.
 */
function daySlotsSelect(db: Executor, p: DaySlotsParams, excludeSessionId?: string) {
  const busy = and(
    or(eq(sessions.therapistId, p.therapistId), eq(sessions.clientId, p.clientId)),
    ne(sessions.status, "cancelled"),
    excludeSessionId ? ne(sessions.id, excludeSessionId) : undefined,
    lt(sessions.startsAt, p.rangeEnd),
    gt(sessions.endsAt, p.rangeStart),
    // No session lasts longer than this (a CHECK says so): a lower bound on the start lets the
    // (therapist, date) and (client, date) indexes read only the day, not the whole history.
    gte(sessions.startsAt, p.startsFrom),
  );
  return db
    .select({
      startTime: therapistAvailability.startTime,
      endTime: therapistAvailability.endTime,
      start: sessions.startsAt,
      end: sessions.endsAt,
      therapistId: sessions.therapistId,
      clientId: sessions.clientId,
      calendarBusy: sql<{ start: string; end: string }[]>`(
        select coalesce(json_agg(json_build_object('start', ${calendarBusyTimes.startsAt}, 'end', ${calendarBusyTimes.endsAt})), '[]')
        from ${calendarBusyTimes}
        where ${calendarBusyTimes.therapistId} = ${p.therapistId}
          and ${calendarBusyTimes.startsAt} < ${p.rangeEnd} and ${calendarBusyTimes.endsAt} > ${p.rangeStart})`,
    })
    .from(therapistAvailability)
    .leftJoin(sessions, busy)
    .where(
      and(
        eq(therapistAvailability.therapistId, p.therapistId),
        eq(therapistAvailability.dayOfWeek, p.dayOfWeek),
        eq(therapistAvailability.isAvailable, true),
        notExists(
          db
            .select({ day: therapistTimeOff.day })
            .from(therapistTimeOff)
            .where(and(eq(therapistTimeOff.therapistId, p.therapistId), eq(therapistTimeOff.day, p.day))),
        ),
      ),
    );
}

function daySlotsValues(query: SlotQuery) {
  const range = dayRange(query.day);
  return {
    therapistId: query.therapistId,
    clientId: query.clientId,
    day: query.day,
    dayOfWeek: dayOfWeek(query.day),
    rangeStart: range.start,
    rangeEnd: range.end,
    startsFrom: new Date(range.start.getTime() - MAX_SESSION_MINUTES * 60_000),
  };
}

/** The day's query with its values in it (for EXPLAIN, and for a session being moved). */
export function daySlotsQuery(db: Executor, query: SlotQuery) {
  return daySlotsSelect(db, daySlotsValues(query), query.excludeSessionId);
}

const preparedDaySlots = preparedQuery("day_slots", (db) =>
  daySlotsSelect(db, {
    therapistId: param("therapistId"),
    clientId: param("clientId"),
    day: param("day"),
    dayOfWeek: param("dayOfWeek"),
    rangeStart: param("rangeStart"),
    rangeEnd: param("rangeEnd"),
    startsFrom: param("startsFrom"),
  }),
);

/** The prepared statement on every request; a session being moved is rare and adds a condition. */
function loadDay(db: Executor, query: SlotQuery) {
  if (query.excludeSessionId) return daySlotsQuery(db, query);
  return preparedDaySlots(db).execute(paramValues(daySlotsValues(query)));
}

/** One day's slots for a therapist and a client: the rule of domain/slots.ts over what the database holds. */
export async function computeDaySlots(db: Executor, query: SlotQuery): Promise<Slot[]> {
  const rows = await loadDay(db, query);
  const calendarBusy = rows[0]?.calendarBusy ?? [];
  const therapistBusy: Interval[] = calendarBusy.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
  const clientBusy: Interval[] = [];
  // The database compares uuids whatever their letter case, and answers in lower case.
  const therapistId = query.therapistId.toLowerCase();
  const clientId = query.clientId.toLowerCase();
  for (const row of rows) {
    if (!row.start || !row.end) continue;
    const interval = { start: row.start, end: row.end };
    if (row.therapistId === therapistId) therapistBusy.push(interval);
    if (row.clientId === clientId) clientBusy.push(interval);
  }
  const window = rows[0];
  const therapistWindow = window ? { startTime: window.startTime, endTime: window.endTime } : null;
  const office = query.officeHours;
  return slotsForDay({
    day: query.day,
    durationMinutes: query.durationMinutes,
    timeZone: PRACTICE_TIME_ZONE,
    availability: office
      ? intersectWindows(therapistWindow, practiceWindow(office.hours, query.day, office.delivery))
      : therapistWindow,
    therapistBusy,
    clientBusy,
    now: query.now,
    notBefore: query.notBefore,
  });
}

/** The earliest start a client booking herself from `region` may choose, and from when a transfer pays. */
export function bookingLimits(region: Region, now: Date, notice: BookingNotice = bookingNotice()) {
  return noticeLimits(region, now, notice, PRACTICE_TIME_ZONE);
}

/** Stands for a visitor who has not signed in: no account has the nil uuid, so no session is hers. */
const NO_CLIENT = "00000000-0000-0000-0000-000000000000";

/**
 * The hourly slots of a day for a service (spec 001 §9 and the booking issue's rules): within
 * the assigned therapist's availability and the practice's office hours (in person: on its
 * in-person days; spec 000 §9), minus the past, the times too soon for the notice the
 * client's way of paying needs, the therapist's sessions and the client's own. Each free time says
 * how it would be paid. Read-only; the database's exclusion constraint has the last word when booking.
 * A visitor who has not signed in (`viewer` null) is shown a new client's therapist and learns
 * only which times are free: nothing of when, or why, the therapist is busy.
 */
export async function getAvailableSlots(
  db: Executor,
  viewer: Viewer | null,
  raw: unknown,
  now: Date = new Date(),
): Promise<DaySlots> {
  const input = parseInput(slotsQuerySchema, raw);
  const service = await loadBookableService(db, input.serviceId, input);
  const therapistId = await assignTherapist(db, viewer?.userId ?? null);
  const durationMinutes = service.row.durationMinutes;
  const notice = bookingNotice();
  const limits = noticeLimits(input.region, now, notice, PRACTICE_TIME_ZONE);
  const found = await computeDaySlots(db, {
    therapistId,
    clientId: viewer?.userId ?? NO_CLIENT,
    day: input.day,
    durationMinutes,
    now,
    notBefore: limits.earliest,
    officeHours: { hours: await getOfficeHours(db), delivery: service.row.delivery },
  });
  // Abroad a free time says how it is paid (a transfer, or a card when a transfer is too slow); at home always Paystack.
  const abroad = input.region === "international";
  const slots = found.map((slot) => ({
    ...slot,
    payment: abroad && slot.available ? noticePayment(slot.start, limits) : null,
  }));
  const note = noticeNote({
    region: input.region,
    notice,
    tooSoon: slots.some((slot) => slot.reason === "too_soon"),
    byCard: slots.some((slot) => slot.payment === "paystack"),
    transferFrom: limits.transferFrom,
    timeZone: PRACTICE_TIME_ZONE,
  });
  return {
    day: input.day,
    therapistId,
    durationMinutes,
    slots: viewer ? slots : slots.filter((s) => s.available),
    note,
  };
}

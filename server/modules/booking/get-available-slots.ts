import { and, eq, gt, gte, lt, ne } from "drizzle-orm";
import { z } from "zod";
import { CURRENCIES, REGIONS } from "../../../domain/enums";
import {
  dayOfWeek,
  type Interval,
  isCalendarDay,
  PRACTICE_TIME_ZONE,
  type Slot,
  slotsForDay,
  zonedTimeToUtc,
} from "../../../domain/slots";
import type { Executor } from "../../db/client";
import { sessions, therapistAvailability } from "../../db/schema";
import type { Viewer } from "../accounts/viewer";
import { parseInput } from "../validation";
import { assignTherapist } from "./assign-therapist";
import { loadBookableService } from "./load-bookable-service";

/** sessions_duration_check: between 15 and 240 minutes. */
const MAX_SESSION_MINUTES = 240;

export const slotsQuerySchema = z.object({
  serviceId: z.string().trim().min(1, "Choose a service"),
  day: z.string().trim().refine(isCalendarDay, "Choose a date"),
  region: z.enum(REGIONS),
  currency: z.enum(CURRENCIES),
});

export interface DaySlots {
  day: string;
  therapistId: string;
  durationMinutes: number;
  slots: Slot[];
}

/** Sessions that occupy a calendar: anything not cancelled (a held, unpaid booking included). */
async function busyIntervals(db: Executor, column: "therapistId" | "clientId", userId: string, range: Interval) {
  const rows = await db
    .select({ start: sessions.sessionDate, end: sessions.endsAt })
    .from(sessions)
    .where(
      and(
        eq(sessions[column], userId),
        ne(sessions.status, "cancelled"),
        lt(sessions.sessionDate, range.end),
        gt(sessions.endsAt, range.start),
        // No session lasts longer than this (a CHECK says so): a lower bound on the start lets
        // the (therapist, date) index read only the day, not the therapist's whole history.
        gte(sessions.sessionDate, new Date(range.start.getTime() - MAX_SESSION_MINUTES * 60_000)),
      ),
    );
  return rows;
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
}

/** One day's slots for a therapist and a client: the rule of domain/slots.ts over what the database holds. */
export async function computeDaySlots(db: Executor, query: SlotQuery): Promise<Slot[]> {
  const range = dayRange(query.day);
  const [window, therapistBusy, clientBusy] = await Promise.all([
    db
      .select({ startTime: therapistAvailability.startTime, endTime: therapistAvailability.endTime })
      .from(therapistAvailability)
      .where(
        and(
          eq(therapistAvailability.therapistId, query.therapistId),
          eq(therapistAvailability.dayOfWeek, dayOfWeek(query.day)),
          eq(therapistAvailability.isAvailable, true),
        ),
      ),
    busyIntervals(db, "therapistId", query.therapistId, range),
    busyIntervals(db, "clientId", query.clientId, range),
  ]);
  return slotsForDay({
    day: query.day,
    durationMinutes: query.durationMinutes,
    timeZone: PRACTICE_TIME_ZONE,
    availability: window[0] ?? null,
    therapistBusy,
    clientBusy,
    now: query.now,
  });
}

/**
 * The hourly slots of a day for a service (spec 001 §9 and the booking issue's rules): within
 * the assigned therapist's availability, minus the past, the therapist's sessions and the
 * client's own. Read-only; the database's exclusion constraint has the last word when booking.
 */
export async function getAvailableSlots(
  db: Executor,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<DaySlots> {
  const input = parseInput(slotsQuerySchema, raw);
  const service = await loadBookableService(db, input.serviceId, input);
  const therapistId = await assignTherapist(db, viewer.userId);
  const durationMinutes = service.row.durationMinutes;
  const slots = await computeDaySlots(db, {
    therapistId,
    clientId: viewer.userId,
    day: input.day,
    durationMinutes,
    now,
  });
  return { day: input.day, therapistId, durationMinutes, slots };
}

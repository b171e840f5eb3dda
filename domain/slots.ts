/**
 * Booking slots (spec 000 §2.10, spec 001 "Client slot availability", DESIGN §4). Working hours
 * live in the practice's zone; every time is shown in the viewer's zone, labelled. Pure: the zone
 * arithmetic is domain/zone-time.ts.
 */
import { dayInZone, isCalendarDay, MINUTE_MS, pad, wallClock, zonedTimeToUtc, zoneFormat } from "./zone-time";

/** Practice working hours are in the practice's time zone (DESIGN §4). */
export const PRACTICE_TIME_ZONE = "Africa/Accra";

/** Spec 001: hourly starts 9..16 (17 excluded). */
export const SLOT_START_HOURS: readonly number[] = Object.freeze([9, 10, 11, 12, 13, 14, 15, 16]);

/** Half-open: [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** Half-open, so back-to-back intervals (one ends when the next starts) do not overlap. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** "HH:MM[:SS]" in the practice zone. */
export interface AvailabilityWindow {
  startTime: string;
  endTime: string;
}

export type SlotUnavailableReason = "past" | "too_soon" | "outside_availability" | "therapist_busy" | "client_busy";

export interface Slot {
  start: Date;
  end: Date;
  available: boolean;
  reason: SlotUnavailableReason | null;
}

/**
 * The bookable slots of one practice-calendar day for a service of `durationMinutes`:
 * every hourly start of SLOT_START_HOURS in the practice zone; unavailable when it starts at or before `now`
 * ("past"), before `notBefore` when the booking needs notice ("too_soon"), when [start, start+duration) is not inside the availability window (null window = the therapist does
 * not work that day: all "outside_availability"), when it overlaps any therapist busy interval ("therapist_busy"),
 * or any of the client's own busy intervals ("client_busy"). First matching reason in that order. Sorted by start.
 */
export function slotsForDay(input: {
  day: string;
  durationMinutes: number;
  timeZone: string;
  availability: AvailabilityWindow | null;
  therapistBusy: readonly Interval[];
  clientBusy: readonly Interval[];
  now: Date;
  /** The earliest start the way of booking allows (domain/booking-notice.ts); none: any future time. */
  notBefore?: Date;
}): Slot[] {
  const { day, durationMinutes, timeZone, availability, therapistBusy, clientBusy, now, notBefore } = input;
  if (!Number.isSafeInteger(durationMinutes) || durationMinutes <= 0) {
    throw new RangeError(`durationMinutes must be a positive whole number, got ${durationMinutes}`);
  }
  if (Number.isNaN(now.getTime())) throw new RangeError("now is not a valid date");
  const window = availability
    ? {
        start: zonedTimeToUtc(day, availability.startTime, timeZone),
        end: zonedTimeToUtc(day, availability.endTime, timeZone),
      }
    : null;

  const slots = SLOT_START_HOURS.map((hour): Slot => {
    const start = zonedTimeToUtc(day, `${pad(hour)}:00`, timeZone);
    const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
    const slot = { start, end };
    let reason: SlotUnavailableReason | null = null;
    if (start.getTime() <= now.getTime()) reason = "past";
    else if (notBefore && start.getTime() < notBefore.getTime()) reason = "too_soon";
    else if (!window || start < window.start || end > window.end) reason = "outside_availability";
    else if (therapistBusy.some((busy) => overlaps(slot, busy))) reason = "therapist_busy";
    else if (clientBusy.some((busy) => overlaps(slot, busy))) reason = "client_busy";
    return { start, end, available: reason === null, reason };
  });
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `start` is one of the day's slot starts in that zone (on the hour, hour in SLOT_START_HOURS). */
export function isSlotStart(start: Date, timeZone: string): boolean {
  if (Number.isNaN(start.getTime())) return false;
  if (start.getUTCMilliseconds() !== 0) return false;
  const wall = wallClock(start, timeZone);
  if (wall.minute !== 0 || wall.second !== 0 || !SLOT_START_HOURS.includes(wall.hour)) return false;
  // On a fall-back day a wall hour happens twice; only the instant the slot list uses is a slot start.
  return zonedTimeToUtc(dayInZone(start, timeZone), `${pad(wall.hour)}:00`, timeZone).getTime() === start.getTime();
}

/** A slot as the viewer reads it: "h:mm a" in THEIR zone, e.g. "9:00 AM", "2:00 PM" (en-US, no leading zero). */
export function formatSlotTime(start: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  const format = zoneFormat("slot-time", "en-US", timeZone, { hour: "numeric", minute: "2-digit", hour12: true });
  for (const part of format.formatToParts(start)) parts[part.type] = part.value;
  // Assembled by hand: newer ICU data puts a narrow no-break space before AM/PM, and engines differ.
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** A date the booking calendar may offer: today or later in the practice zone ("Past dates cannot be picked"). */
export function isBookableDay(day: string, now: Date, timeZone: string): boolean {
  if (!isCalendarDay(day)) return false;
  // Both are zero-padded "YYYY-MM-DD", so string order is calendar order.
  return day >= dayInZone(now, timeZone);
}

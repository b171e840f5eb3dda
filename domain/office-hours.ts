/**
 * The practice's office hours (spec 000 §9): per day of the week whether the practice is open
 * and from when to when, in the practice's time zone, and the days it sees clients in person.
 * A client booking herself is offered only times inside these hours (and her therapist's own);
 * staff may book outside them, warned.
 */
import { AVAILABILITY_TEXT, DAY_NAMES, type WorkingDay, workingDayProblem } from "./availability";
import { DAYS_OF_WEEK } from "./enums";
import type { AvailabilityWindow } from "./slots";
import { dayInZone, dayOfWeek, isCalendarDay, wallClock } from "./zone-time";

export interface OfficeHours {
  /** Seven days, Sunday (0) to Saturday (6); `available` = open. */
  week: WorkingDay[];
  /** Days of the week (0 Sunday .. 6 Saturday) with in-person sessions; each an open day. */
  inPersonDays: number[];
}

/** The key of the practice_settings row that holds them. */
export const OFFICE_HOURS_KEY = "office_hours";

const OPENING: Record<number, { start: string; end: string } | undefined> = {
  1: { start: "09:00", end: "17:00" },
  2: { start: "11:00", end: "19:00" },
  3: { start: "11:00", end: "19:00" },
  4: { start: "11:00", end: "19:00" },
};

/** Spec 000 §9: Monday 9–5; Tuesday–Thursday 11–7; Friday–Sunday closed; in person Tuesday and Thursday. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = Object.freeze({
  week: DAYS_OF_WEEK.map((dayOfWeek) => {
    const open = OPENING[dayOfWeek];
    return { dayOfWeek, available: Boolean(open), start: open?.start ?? "09:00", end: open?.end ?? "17:00" };
  }),
  inPersonDays: [2, 4],
}) as OfficeHours;

export const OFFICE_HOURS_TEXT = {
  title: "Office hours",
  saved: "Office hours saved",
  saveFailed: "Failed to save office hours",
  inPersonClosed: "In-person sessions can only be on days the practice is open.",
  wholeWeek: AVAILABILITY_TEXT.wholeWeek,
  outside: "Outside the practice's office hours",
  inPersonNotToday: "In-person sessions are not offered on this day.",
  zoneLabel: "Accra time (GMT)",
} as const;

/** What is wrong with a set of office hours, or null. */
export function officeHoursProblem(hours: OfficeHours): string | null {
  const days = hours.week.map((d) => d.dayOfWeek).sort();
  if (days.length !== 7 || days.some((d, i) => d !== i)) return OFFICE_HOURS_TEXT.wholeWeek;
  for (const day of hours.week) {
    const problem = workingDayProblem(day);
    if (problem) return `${dayName(day.dayOfWeek)}: ${problem}`;
  }
  for (const d of hours.inPersonDays) {
    if (!hours.week.find((w) => w.dayOfWeek === d)?.available) return OFFICE_HOURS_TEXT.inPersonClosed;
  }
  return null;
}

const dayName = (d: number) => DAY_NAMES[d] ?? String(d);

/**
 * Office hours as stored (a JSON value written by an earlier version, or by hand): the value
 * when it is whole and valid, else the defaults, so a bad row never closes the practice.
 */
export function readOfficeHours(stored: unknown): OfficeHours {
  if (!stored || typeof stored !== "object") return DEFAULT_OFFICE_HOURS;
  const value = stored as Partial<OfficeHours>;
  if (!Array.isArray(value.week) || !Array.isArray(value.inPersonDays)) return DEFAULT_OFFICE_HOURS;
  const week = value.week.map((d) => ({
    dayOfWeek: Number(d?.dayOfWeek),
    available: d?.available === true,
    start: String(d?.start ?? ""),
    end: String(d?.end ?? ""),
  }));
  const inPersonDays = [...new Set(value.inPersonDays.map(Number))].filter((d) => Number.isInteger(d)).sort();
  const hours = { week: week.sort((a, b) => a.dayOfWeek - b.dayOfWeek), inPersonDays };
  return officeHoursProblem(hours) ? DEFAULT_OFFICE_HOURS : hours;
}

export type Delivery = "online" | "in-person" | string;

/**
 * The window the practice offers a client booking herself on `day` (a practice-calendar day):
 * its opening hours, or null when it is closed, or when an in-person service is asked for on a
 * day without in-person sessions.
 */
export function practiceWindow(hours: OfficeHours, day: string, delivery: Delivery): AvailabilityWindow | null {
  if (!isCalendarDay(day)) return null;
  const weekday = dayOfWeek(day);
  const open = hours.week.find((d) => d.dayOfWeek === weekday);
  if (!open?.available) return null;
  if (delivery === "in-person" && !hours.inPersonDays.includes(weekday)) return null;
  return { startTime: open.start, endTime: open.end };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Both windows at once ("HH:MM[:SS]" of one day): their overlap, or null when they do not meet. */
export function intersectWindows(
  a: AvailabilityWindow | null,
  b: AvailabilityWindow | null,
): AvailabilityWindow | null {
  if (!a || !b) return null;
  const startTime = minutes(a.startTime) >= minutes(b.startTime) ? a.startTime : b.startTime;
  const endTime = minutes(a.endTime) <= minutes(b.endTime) ? a.endTime : b.endTime;
  return minutes(startTime) < minutes(endTime) ? { startTime, endTime } : null;
}

/**
 * Whether a session from `start` to `end` lies inside the practice's office hours (in person:
 * on an in-person day), the practice's zone. Staff may book it either way; outside, they are warned.
 */
export function withinOfficeHours(
  hours: OfficeHours,
  session: { start: Date; end: Date; delivery?: Delivery },
  timeZone: string,
): boolean {
  const day = dayInZone(session.start, timeZone);
  const window = practiceWindow(hours, day, session.delivery ?? "online");
  if (!window) return false;
  const from = wallClock(session.start, timeZone);
  const to = wallClock(session.end, timeZone);
  const startMinute = from.hour * 60 + from.minute;
  // A session ending at midnight or later the next day ends past any opening.
  const endMinute = dayInZone(session.end, timeZone) === day ? to.hour * 60 + to.minute : 24 * 60 + 1;
  return startMinute >= minutes(window.startTime) && endMinute <= minutes(window.endTime);
}

/** "9:00 AM" of "09:00". */
export function formatWallTime(time: string): string {
  const total = minutes(time);
  const hour = Math.floor(total / 60) % 24;
  const minute = total % 60;
  const period = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")} ${period}`;
}

function joinDays(days: readonly number[]): string {
  const names = days.map(dayName);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export interface OfficeHoursLine {
  days: string;
  hours: string;
}

/**
 * The hours as a person reads them, Monday first, runs of days with the same hours together:
 * "Monday: 9:00 AM - 5:00 PM", "Tuesday - Thursday: 11:00 AM - 7:00 PM", "Friday - Sunday: Closed"
 * (spec 000 §9's wording).
 */
export function officeHoursLines(hours: OfficeHours): { lines: OfficeHoursLine[]; inPerson: string } {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0].map((d) => hours.week.find((w) => w.dayOfWeek === d) as WorkingDay);
  const label = (d: WorkingDay) => (d.available ? `${formatWallTime(d.start)} - ${formatWallTime(d.end)}` : "Closed");
  const runs: { first: number; last: number; hours: string }[] = [];
  for (const day of mondayFirst) {
    const text = label(day);
    const run = runs.at(-1);
    if (run && run.hours === text) run.last = day.dayOfWeek;
    else runs.push({ first: day.dayOfWeek, last: day.dayOfWeek, hours: text });
  }
  const lines = runs.map((r) => ({
    days: r.first === r.last ? dayName(r.first) : `${dayName(r.first)} - ${dayName(r.last)}`,
    hours: r.hours,
  }));
  const inPersonOrdered = [1, 2, 3, 4, 5, 6, 0].filter((d) => hours.inPersonDays.includes(d));
  const inPerson = inPersonOrdered.length
    ? `In-person sessions available ${joinDays(inPersonOrdered)}.`
    : "Sessions are online only.";
  return { lines, inPerson };
}

const TICK_PROBLEM = "Tick the box or leave it empty.";

/** A tick box as sent: "on" when ticked, nothing when not; anything else is no answer. */
function tick(value: string | undefined): boolean | null {
  if (value === "on") return true;
  if (value === undefined || value === "") return false;
  return null;
}

/**
 * The admin form's fields (`open-1`, `start-1`, `end-1`, `inPerson-1`, ... for each day, 0
 * Sunday .. 6 Saturday) as office hours, or what is wrong with them.
 */
export function officeHoursFromForm(
  form: Record<string, string | undefined>,
): { hours: OfficeHours; problem: null } | { hours: null; problem: string } {
  const week: WorkingDay[] = [];
  const inPersonDays: number[] = [];
  for (const dayOfWeek of DAYS_OF_WEEK) {
    const open = tick(form[`open-${dayOfWeek}`]);
    const inPerson = tick(form[`inPerson-${dayOfWeek}`]);
    if (open === null || inPerson === null) return { hours: null, problem: `${dayName(dayOfWeek)}: ${TICK_PROBLEM}` };
    week.push({
      dayOfWeek,
      available: open,
      start: form[`start-${dayOfWeek}`] ?? "",
      end: form[`end-${dayOfWeek}`] ?? "",
    });
    if (inPerson) inPersonDays.push(dayOfWeek);
  }
  const hours = { week, inPersonDays };
  const problem = officeHoursProblem(hours);
  return problem ? { hours: null, problem } : { hours, problem: null };
}

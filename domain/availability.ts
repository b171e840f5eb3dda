/**
 * A therapist's weekly working hours (spec 001 §3 therapist_availability, §9), in the practice's
 * time zone: per day of the week (0 Sunday .. 6 Saturday) whether she works and from when to when.
 */
import { DAYS_OF_WEEK } from "./enums";

export interface WorkingDay {
  dayOfWeek: number;
  available: boolean;
  /** "HH:MM" */
  start: string;
  end: string;
}

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Spec 001 §9: 09:00 to 17:00, Monday to Friday. */
export const DEFAULT_WEEK: readonly WorkingDay[] = DAYS_OF_WEEK.map((dayOfWeek) => ({
  dayOfWeek,
  available: dayOfWeek >= 1 && dayOfWeek <= 5,
  start: "09:00",
  end: "17:00",
}));

export const AVAILABILITY_TEXT = {
  loadFailed: "Failed to load availability settings",
  saveFailed: "Failed to save availability settings",
  saved: "Availability saved",
  endAfterStart: "The end must be after the start.",
  time: "Enter a time as HH:MM.",
  wholeWeek: "Send all seven days of the week.",
  dayOffAdded: "Day off added",
  dayOffRemoved: "Day off removed",
  dayOffPast: "Choose today or a later date.",
  dayOffTaken: "That day is already marked off.",
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export const isWallTime = (value: string) => TIME.test(value);

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/**
 * What is wrong with one day's hours, or null. A day she does not work keeps its hours (so
 * ticking it again restores them) but they are still checked.
 */
export function workingDayProblem(day: WorkingDay): string | null {
  if (!isWallTime(day.start) || !isWallTime(day.end)) return AVAILABILITY_TEXT.time;
  if (minutesOf(day.end) <= minutesOf(day.start)) return AVAILABILITY_TEXT.endAfterStart;
  return null;
}

/**
 * The editor's fields (`available-1`, `start-1`, `end-1`, ...) as the seven days they describe,
 * as sent: the server's schema reads the tick box ("on" or nothing) and refuses anything else.
 */
export function weekFromForm(form: Record<string, string | undefined>) {
  return DAYS_OF_WEEK.map((dayOfWeek) => ({
    dayOfWeek,
    available: form[`available-${dayOfWeek}`] ?? "",
    start: form[`start-${dayOfWeek}`] ?? "",
    end: form[`end-${dayOfWeek}`] ?? "",
  }));
}

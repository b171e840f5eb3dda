/**
 * Event dates for display. Events take place in Ghana and Africa/Accra is UTC all year
 * (no daylight saving), so Accra time is read straight from the UTC fields. Formatting by
 * hand rather than with Intl keeps the server's and the browser's text identical
 * (ICU versions differ in spaces and abbreviations), so hydration never trips over it.
 */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** Shown next to times: Accra's zone, which is the same as GMT. */
export const ACCRA_TIME_LABEL = "Accra time (GMT)";

const sameDay = (a: Date, b: Date) =>
  a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() === b.getUTCDate();

/** "Sat 14 Mar 2026" */
export function formatDay(at: Date, withYear = true): string {
  const base = `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`;
  return withYear ? `${base} ${at.getUTCFullYear()}` : base;
}

/** "10:00 AM", "1:30 PM" */
export function formatTime(at: Date): string {
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, "0");
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * The date line of an event: "Sat 14 Mar 2026" for one day (times go on their own line),
 * "Mon 16 – Thu 19 Mar 2026" within a month, "Mon 30 Mar – Thu 2 Apr 2026" across months.
 */
export function formatDateRange(start: Date, end: Date | null): string {
  if (!end || sameDay(start, end)) return formatDay(start);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start.getUTCMonth() === end.getUTCMonth()) {
    return `${WEEKDAYS[start.getUTCDay()]} ${start.getUTCDate()} – ${formatDay(end)}`;
  }
  return `${formatDay(start, false)} – ${formatDay(end)}`;
}

/** "10:00 AM – 1:00 PM" on a one-day event, the arrival time on a longer one. */
export function formatTimeRange(start: Date, end: Date | null): string {
  if (end && sameDay(start, end)) return `${formatTime(start)} – ${formatTime(end)}`;
  return `Starts ${formatTime(start)}`;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "March 2026": enough for past events. */
export function formatMonth(at: Date): string {
  return `${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

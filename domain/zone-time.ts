/**
 * Calendar days and wall clocks in IANA time zones, with Intl only (no library), so the server
 * and the browser agree: conversions between a zone's "YYYY-MM-DD HH:MM" and an instant, the
 * day of an instant in a zone, zone labels, and the cached formats every zone reading shares.
 * Inputs come from browsers, so every cache is bounded.
 */

export const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// 24:00 is the end of the day (ISO 8601, and PostgreSQL's `time` accepts it for an availability end).
const TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?|(24):(00)(?::(00))?)$/;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

function parseDay(value: string): DayParts | null {
  const match = DAY_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999.
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whether "YYYY-MM-DD" is a real calendar date. */
export function isCalendarDay(value: string): boolean {
  return parseDay(value) !== null;
}

function requireDay(value: string): DayParts {
  const parts = parseDay(value);
  if (!parts) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return parts;
}

/** 0 = Sunday ... 6 = Saturday, of a "YYYY-MM-DD" calendar day (as therapist_availability.day_of_week). */
export function dayOfWeek(day: string): number {
  const { year, month, day: date } = requireDay(day);
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, date);
  return at.getUTCDay();
}

/** A map that forgets everything once it reaches its bound: keys come from browsers, memory must stay flat. */
function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, bound = 1000): V {
  if (map.size >= bound) map.clear();
  map.set(key, value);
  return value;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Building an Intl.DateTimeFormat costs far more than using one, and slot lists, e-mails and
 * pages format many times. `name` stands for the options (one name, one set of options), so the
 * key is cheap to build; zone names arrive from browsers in any letter case, hence the bound.
 */
export function zoneFormat(
  name: string,
  locale: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): Intl.DateTimeFormat {
  const key = `${name}|${locale}|${timeZone}`;
  return formats.get(key) ?? boundedSet(formats, key, new Intl.DateTimeFormat(locale, { ...options, timeZone }));
}

/** The hottest format of all: every zone conversion reads it. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return zoneFormat("wall-clock", "en-US", timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    // h23, not hour12: false: some engines print midnight as "24" with the latter.
    hourCycle: "h23",
  });
}

export interface WallClock extends DayParts {
  hour: number;
  minute: number;
  second: number;
}

/** What the wall-clock format prints for years 1000-9999: "03/10/2027, 09:00:00". */
const WALL_CLOCK_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/;

export function wallClock(instant: Date, timeZone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError("instant is not a valid date");
  const format = wallClockFormat(timeZone);
  // Reading the formatted text is about three times cheaper than formatToParts; anything
  // else (another year range, another engine's layout) takes the general path below.
  const text = WALL_CLOCK_TEXT.exec(format.format(instant));
  if (text) {
    const [, month, day, year, hour, minute, second] = text.map(Number);
    return {
      year: year ?? 0,
      month: month ?? 0,
      day: day ?? 0,
      hour: hour ?? 0,
      minute: minute ?? 0,
      second: second ?? 0,
    };
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The wall clock read as if it were UTC, in ms (years 0-99 kept as such). */
function wallClockAsUtc(wall: WallClock): number {
  const at = new Date(0);
  at.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  at.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return at.getTime();
}

/** The zone's offset from UTC at an instant, in ms (Accra 0, London summer +1 h, New York winter -5 h). */
function offsetAt(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return wallClockAsUtc(wallClock(new Date(whole), timeZone)) - whole;
}

/**
 * "YYYY-MM-DD" + "HH:MM" (or "HH:MM:SS") as wall-clock time in `timeZone` -> the UTC instant. Right across DST
 * changes: a wall time that does not exist (spring-forward gap) moves forward by the gap; an ambiguous one
 * (fall-back) takes the earlier instant. Throws RangeError on bad input (including an unknown zone).
 */
export function zonedTimeToUtc(day: string, time: string, timeZone: string): Date {
  // Pure in its arguments, and each conversion reads the zone's clock five or six times: a slot
  // list converts ten wall times, the same ones for every client asking about that day.
  const key = `${timeZone}|${day}|${time}`;
  const known = conversions.get(key) ?? boundedSet(conversions, key, convertZonedTime(day, time, timeZone), 10_000);
  return new Date(known);
}

const conversions = new Map<string, number>();

function convertZonedTime(day: string, time: string, timeZone: string): number {
  const date = requireDay(day);
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a time of day (HH:MM or HH:MM:SS): ${JSON.stringify(time)}`);
  const hour = Number(match[1] ?? match[4]);
  const minute = Number(match[2] ?? match[5]);
  const second = Number(match[3] ?? match[6] ?? 0);
  const naive = wallClockAsUtc({ ...date, hour, minute, second });

  // Offsets a day either side bracket any transition near this wall time (zones sit within ±14 h of UTC).
  const before = offsetAt(naive - DAY_MS, timeZone);
  const after = offsetAt(naive + DAY_MS, timeZone);
  // Usually all three offsets are the same, and one candidate is enough to check.
  const candidates = [...new Set([before, offsetAt(naive, timeZone), after])]
    .map((offset) => naive - offset)
    .filter((instant) => wallClockAsUtc(wallClock(new Date(instant), timeZone)) === naive);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: read the wall time with the offset in force before the change, which lands the gap's length later.
  return naive - before;
}

export function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** A calendar day "YYYY-MM-DD" plus `n` days (negative: earlier). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The calendar day "YYYY-MM-DD" of an instant in a zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

const OFFSET_LABEL = /^(?:GMT|UTC)[+\-\u2212]\d/;

function shortZoneName(instant: Date, timeZone: string, locale: string): string {
  const parts = zoneFormat("zone-name", locale, timeZone, { timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The short name of the zone at that instant: "GMT" for Accra, "BST"/"GMT" for London, "EST"/"EDT" for New York.
 * No single locale names every zone: en-GB says "BST" (en-US says "GMT+1") and en-US says "EDT" (en-GB says
 * "GMT-4"). So the en-GB name is taken when it is a name rather than an offset, else the en-US name when that is
 * one, else the en-GB offset form ("GMT+9" for Tokyo, "GMT+5:30" for Kolkata).
 */
export function timeZoneLabel(instant: Date, timeZone: string): string {
  const british = shortZoneName(instant, timeZone, "en-GB");
  if (!OFFSET_LABEL.test(british)) return british;
  const american = shortZoneName(instant, timeZone, "en-US");
  return OFFSET_LABEL.test(american) ? british : american;
}

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/**
 * Whether an IANA zone name is valid (for the viewer's zone sent by the browser). Offset strings such as
 * "+01:00", which newer engines also accept, are refused: the browser reports a zone name.
 */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64 || !ZONE_NAME.test(name)) return false;
  const known = zoneChecks.get(name);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
  } catch {
    valid = false;
  }
  return boundedSet(zoneChecks, name, valid);
}

const zoneChecks = new Map<string, boolean>();

/** The zone a person without a usable one reads every time in (see usableZone); also the profile default. */
export const DEFAULT_TIME_ZONE = "UTC";

/**
 * A person's stored (or browser-reported) zone when it is a valid IANA name, else UTC: the one rule for
 * every page, e-mail, receipt and calendar feed. UTC because it is the profile's own default (a new
 * profile stores "UTC", a booking without a browser zone records "UTC", the profile form lists it
 * first), so someone whose zone is missing or no longer known reads times exactly as someone who never
 * chose one does, labelled "(UTC)". Accra, the practice's zone, keeps the same clock (UTC+0, no daylight
 * saving) but is labelled "GMT": falling back to it would relabel times people are shown today.
 */
export function usableZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

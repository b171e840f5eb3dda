/**
 * The admin's Events area: the texts it shows, how its form's free-text fields (objectives,
 * itinerary, date-times in the practice's zone) read and write, and what a registration has paid.
 * The server validates with these; the browser fills the edit form with them.
 */
import type { EventStatus, EventType } from "./enums";
import { PRACTICE_TIME_ZONE } from "./slots";
import { isCalendarDay, pad, wallClock, zonedTimeToUtc } from "./zone-time";

export const EVENT_ADMIN_TEXT = {
  adminsOnly: "Only an administrator can manage events.",
  notFound: "This event no longer exists.",
  loadError: "Error loading events",
  saveError: "Could not save the event",
  created: "Event created",
  updated: "Event updated",
  published: "Event published",
  unpublished: "Event moved back to draft",
  cancelled: "Event cancelled",
  cancelError: "Could not cancel the event",
  publishError: "Could not change the event",
  cancelledNoChange: "A cancelled event can no longer be changed.",
  alreadyCancelled: "This event is already cancelled.",
  titleMissing: "Enter the event's title.",
  descriptionMissing: "Enter a description.",
  locationMissing: "Enter where it takes place.",
  facilitatorMissing: "Enter who leads it.",
  tooLong: (max: number) => `Keep this to ${max.toLocaleString("en-GB")} characters or fewer.`,
  chooseType: "Choose workshop or retreat.",
  startInvalid: "Enter the start date and time.",
  startPast: "The start must be in the future.",
  endInvalid: "Enter the end date and time.",
  endBeforeStart: "The end must be after the start.",
  capacityInvalid: "Enter the number of places, from 1 to 10,000.",
  capacityBelowTaken: (taken: number) =>
    `${taken} ${taken === 1 ? "place is" : "places are"} already taken: the capacity cannot be less than ${taken}.`,
  priceInvalid: "Enter a price above zero, such as 350 or 350.50 (a community event may be free: 0).",
  depositInvalid: "Enter a deposit percentage from 1 to 99.",
  balanceDueInvalid: "Enter a date, or leave it empty.",
  balanceDueAfterStart: "The balance must fall due before the day the event starts.",
  objectivesInvalid: "Write at most 20 objectives, one per line, each up to 300 characters.",
  itineraryInvalid: (line: number) =>
    `Line ${line} of the itinerary: write each day as "Day 1: first activity; second activity".`,
  itineraryTooLong: "Keep the itinerary to 30 days, each with up to 20 activities.",
  imageInvalid: "Enter a path on this site (/images/...) or a web address (https://...), or leave it empty.",
  reasonMissing: "Enter the reason for cancelling: every registrant reads it.",
  slugTaken: "Another event was saved with this title at the same moment. Please try again.",
} as const;

export const EVENT_STATUS_LABEL: Readonly<Record<EventStatus, string>> = {
  draft: "Draft",
  published: "Published",
  cancelled: "Cancelled",
};

export const EVENT_TYPE_LABEL: Readonly<Record<EventType, string>> = {
  workshop: "Workshop",
  retreat: "Retreat",
  community: "Community event",
};

/** A community event may be free (a price of 0); a workshop or retreat is always priced above zero. */
export function mayBeFree(eventType: EventType): boolean {
  return eventType === "community";
}

/** The public page that lists each kind of event once it is published. */
export const EVENT_TYPE_PAGE: Readonly<Record<EventType, string>> = {
  workshop: "/workshops",
  retreat: "/retreats",
  community: "/community",
};

export const EVENT_LIMITS = {
  title: 120,
  tagline: 200,
  description: 5000,
  location: 300,
  facilitator: 200,
  duration: 100,
  cancellationPolicy: 2000,
  image: 500,
  objective: 300,
  objectives: 20,
  itineraryDays: 30,
  dayLabel: 60,
  activity: 200,
  activities: 20,
  reason: 500,
  /** The textareas' own limit: a line count times a line's length, and a little more. */
  listText: 8000,
  maxCapacity: 10_000,
} as const;

/** "Reset by the Volta!" -> "reset-by-the-volta": lower case ASCII letters and digits joined by hyphens. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "event";
}

/** The first slug free among `base`, `base-2`, `base-3`... given the slugs already taken. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The objectives textarea: one per line, blank lines ignored; null when over the limits. */
export function parseObjectives(text: string): string[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > EVENT_LIMITS.objectives || lines.some((line) => line.length > EVENT_LIMITS.objective)) return null;
  return lines;
}

export const objectivesText = (objectives: readonly string[]): string => objectives.join("\n");

export interface ItineraryDayText {
  day: string;
  activities: string[];
}

/**
 * The itinerary textarea: one day per line, "Day 1: Arrival; Welcome circle" (the day's name,
 * a colon, its activities separated by semicolons). Blank lines are ignored. Returns the days,
 * or the 1-based number of the first line that does not read so (0: over the limits).
 */
export function parseItinerary(text: string): { days: ItineraryDayText[] } | { badLine: number } {
  const days: ItineraryDayText[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    const day = line.slice(0, colon).trim();
    const activities = line
      .slice(colon + 1)
      .split(";")
      .map((activity) => activity.trim())
      .filter(Boolean);
    if (colon < 1 || !day || activities.length === 0) return { badLine: index + 1 };
    if (day.length > EVENT_LIMITS.dayLabel || activities.some((a) => a.length > EVENT_LIMITS.activity)) {
      return { badLine: index + 1 };
    }
    if (activities.length > EVENT_LIMITS.activities) return { badLine: 0 };
    days.push({ day, activities });
  }
  return days.length > EVENT_LIMITS.itineraryDays ? { badLine: 0 } : { days };
}

export const itineraryText = (days: readonly ItineraryDayText[]): string =>
  days.map((d) => `${d.day}: ${d.activities.join("; ")}`).join("\n");

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::00(?:\.0{1,3})?)?$/;

/**
 * A date-time as a datetime-local input sends it ("2031-05-01T10:00"), read as the practice's
 * wall clock in Accra; null when it is not one, or outside the years 2000 to 2199.
 */
export function practiceDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  const day = match?.[1];
  const time = match?.[2];
  if (!day || !time || !isCalendarDay(day) || day < "2000" || day >= "2200") return null;
  try {
    return zonedTimeToUtc(day, time, PRACTICE_TIME_ZONE);
  } catch {
    return null;
  }
}

/** The value a datetime-local input shows for an instant, on the practice's clock. */
export function practiceDateTimeInput(instant: Date): string {
  const w = wallClock(instant, PRACTICE_TIME_ZONE);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** A balance due day ("2031-04-01") as the instant it falls due: the end of that day in Accra. */
export function balanceDueInstant(day: string): Date | null {
  if (!isCalendarDay(day) || day < "2000" || day >= "2200") return null;
  return zonedTimeToUtc(day, "23:59", PRACTICE_TIME_ZONE);
}

export interface RegistrationMoney {
  status: string;
  paymentStatus: string;
  totalAmount: number;
  amountDue: number;
  balanceDue: number;
}

/** What a registration has paid so far: nothing until its first payment, then the deposit or the whole price. */
export function paidSoFar(registration: RegistrationMoney): number {
  if (registration.paymentStatus === "paid") return registration.totalAmount;
  if (registration.paymentStatus === "deposit_paid") return registration.amountDue;
  return 0;
}

/** What is still owed on a confirmed place whose deposit is paid (0 for any other). */
export function balanceOwed(registration: RegistrationMoney): number {
  return registration.status === "confirmed" && registration.paymentStatus === "deposit_paid"
    ? registration.balanceDue
    : 0;
}

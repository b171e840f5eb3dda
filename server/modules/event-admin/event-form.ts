import { EVENT_TYPES, type EventType } from "@domain/enums";
import {
  balanceDueInstant,
  type ItineraryDayText,
  EVENT_LIMITS as LIMITS,
  mayBeFree,
  parseItinerary,
  parseObjectives,
  practiceDateTime,
  EVENT_ADMIN_TEXT as TEXT,
} from "@domain/event-admin";
import { DEFAULT_CANCELLATION_POLICIES } from "@domain/events";
import { parseMajorAmount } from "@domain/money";
import { AppError } from "@server/lib/errors";
import { tickBox } from "@server/lib/parse-input";
import { z } from "zod";
import { eventIdField } from "./event-row";

const required = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, TEXT.tooLong(max));

const optional = (max: number) =>
  z
    .string({ error: TEXT.tooLong(max) })
    .trim()
    .max(max, TEXT.tooLong(max))
    .optional()
    .transform((v) => v || null);

/** A field read by `read`, whose null answer is refused with `message`. */
const readAs = <T>(message: string, maxLength: number, read: (value: string) => T | null) =>
  z
    .string({ error: message })
    .trim()
    .max(maxLength, message)
    .transform((value, ctx) => {
      const read_ = read(value);
      if (read_ === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return read_;
    });

/** Zero or more here; zero is refused below for the kinds of event that may not be free. */
const price = readAs(TEXT.priceInvalid, 15, (v) => parseMajorAmount(v.replaceAll(",", "")));

const capacity = readAs(TEXT.capacityInvalid, 6, (v) => {
  const n = /^\d{1,5}$/.test(v) ? Number(v) : 0;
  return n >= 1 && n <= LIMITS.maxCapacity ? n : null;
});

/** Empty, or a whole percentage from 1 to 99. */
const percentage = readAs(TEXT.depositInvalid, 3, (v) => {
  if (v === "") return { none: true as const };
  const n = /^\d{1,2}$/.test(v) ? Number(v) : 0;
  return n >= 1 && n <= 99 ? n : null;
}).optional();

const balanceDue = readAs(TEXT.balanceDueInvalid, 10, (v) =>
  v === "" ? { none: true as const } : balanceDueInstant(v),
).optional();

const objectives = readAs(TEXT.objectivesInvalid, LIMITS.listText, parseObjectives).optional();

const itinerary = z
  .string({ error: TEXT.itineraryTooLong })
  .max(LIMITS.listText, TEXT.itineraryTooLong)
  .optional()
  .transform((value, ctx): ItineraryDayText[] => {
    const read = parseItinerary(value ?? "");
    if ("days" in read) return read.days;
    ctx.addIssue({
      code: "custom",
      message: read.badLine ? TEXT.itineraryInvalid(read.badLine) : TEXT.itineraryTooLong,
    });
    return z.NEVER;
  });

const SITE_PATH = /^\/[A-Za-z0-9._~\-/%]*$/;
const image = optional(LIMITS.image).refine((v) => {
  if (v === null || SITE_PATH.test(v)) return true;
  try {
    const url = new URL(v);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}, TEXT.imageInvalid);

const eventFields = z.object({
  title: required(LIMITS.title, TEXT.titleMissing),
  tagline: optional(LIMITS.tagline),
  description: required(LIMITS.description, TEXT.descriptionMissing),
  eventType: z.enum(EVENT_TYPES, { error: TEXT.chooseType }),
  startsAt: readAs(TEXT.startInvalid, 30, practiceDateTime),
  endsAt: readAs(TEXT.endInvalid, 30, practiceDateTime),
  location: required(LIMITS.location, TEXT.locationMissing),
  facilitator: required(LIMITS.facilitator, TEXT.facilitatorMissing),
  capacity,
  priceLocal: price,
  priceInternational: price,
  allowDeposit: tickBox,
  depositPercentage: percentage,
  balanceDueOn: balanceDue,
  cancellationPolicy: optional(LIMITS.cancellationPolicy),
  duration: optional(LIMITS.duration),
  objectives,
  itinerary,
  image,
});

type EventFields = z.infer<typeof eventFields>;

/**
 * What one field cannot say alone: the end after the start, a price of 0 only for a kind of event
 * that may be free, a deposit's percentage and its day.
 * It runs even when a field was refused (its value then unread), so it checks what it reads.
 */
function checkTogether(form: EventFields, ctx: z.RefinementCtx) {
  const { startsAt, endsAt, balanceDueOn, eventType } = form as Record<keyof EventFields, unknown>;
  const mayBeFreeHere = (EVENT_TYPES as readonly unknown[]).includes(eventType) && mayBeFree(eventType as EventType);
  if (!mayBeFreeHere) {
    for (const key of ["priceLocal", "priceInternational"] as const) {
      if (form[key] === 0) ctx.addIssue({ code: "custom", path: [key], message: TEXT.priceInvalid });
    }
  }
  const start = startsAt instanceof Date ? startsAt.getTime() : null;
  if (start !== null && endsAt instanceof Date && endsAt.getTime() <= start) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: TEXT.endBeforeStart });
  }
  if (form.allowDeposit !== true) return;
  if (typeof form.depositPercentage !== "number") {
    ctx.addIssue({ code: "custom", path: ["depositPercentage"], message: TEXT.depositInvalid });
  }
  if (start !== null && balanceDueOn instanceof Date && balanceDueOn.getTime() >= start) {
    ctx.addIssue({ code: "custom", path: ["balanceDueOn"], message: TEXT.balanceDueAfterStart });
  }
}

/**
 * The New event form: date-times on the practice's clock, prices in major units of GHS (local)
 * and USD (international), a deposit percentage and an optional balance day when deposits are
 * taken, and the lists as text (one objective per line; one itinerary day per line).
 */
export const eventFormSchema = eventFields.superRefine(checkTogether);

/** The Edit event form: the same fields, and the event they change. */
export const eventEditSchema = eventFields.extend({ eventId: eventIdField }).superRefine(checkTogether);

export type EventForm = EventFields;

/**
 * The columns the form sets. Without deposits there is no percentage and no balance day (the
 * table insists); the practice's own cancellation policy is kept as "none of its own", so a
 * later change of the default reaches this event too.
 */
export function eventColumns(form: EventForm) {
  const percent = typeof form.depositPercentage === "number" ? form.depositPercentage : null;
  const due = form.balanceDueOn instanceof Date ? form.balanceDueOn : null;
  return {
    title: form.title,
    tagline: form.tagline,
    description: form.description,
    eventType: form.eventType,
    startDate: form.startsAt,
    endDate: form.endsAt,
    location: form.location,
    facilitator: form.facilitator,
    capacity: form.capacity,
    priceLocal: form.priceLocal,
    priceInternational: form.priceInternational,
    allowDeposit: form.allowDeposit,
    depositPercentage: form.allowDeposit ? percent : null,
    balanceDueDate: form.allowDeposit ? due : null,
    // The practice's own wording copied in is no policy of the event's: it follows the practice's.
    cancellationPolicy: isDefaultPolicy(form.cancellationPolicy) ? null : form.cancellationPolicy,
    duration: form.duration,
    objectives: form.objectives ?? [],
    itinerary: form.itinerary,
    image: form.image,
  };
}

export type EventColumns = ReturnType<typeof eventColumns>;

const isDefaultPolicy = (text: string | null | undefined): boolean =>
  (DEFAULT_CANCELLATION_POLICIES as readonly string[]).includes(text ?? "");

/** A start set or moved must still be ahead. */
export function assertStartAhead(start: Date, now: Date): void {
  if (start.getTime() <= now.getTime()) {
    throw new AppError("bad_request", TEXT.startPast, { startsAt: TEXT.startPast });
  }
}

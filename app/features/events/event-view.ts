import { type EventPrice, eventDeposit } from "@domain/events";
import { formatMoney } from "@domain/money";

export { type EventPrice, eventPrice, type PriceQuote } from "@domain/events";

/** What the event pages show of a listing (server/modules/events/list-events.ts). */
export interface EventItem {
  id: string;
  title: string;
  tagline: string | null;
  description: string;
  eventType: string;
  startDate: Date;
  endDate: Date | null;
  duration: string | null;
  location: string;
  facilitator: string;
  capacity: number;
  registered: number;
  objectives: string[];
  itinerary: { day: string; activities: string[] }[];
  testimonials: { quote: string; author: string }[];
  image: string | null;
  priceLocal: number;
  priceInternational: number;
  allowDeposit: boolean;
  depositPercentage: number | null;
  balanceDueDate: Date | null;
  cancellationPolicy: string | null;
}

/** Keeps only the fields the page renders, so the page's data stays small. */
export function toEventItem(row: EventItem): EventItem {
  return {
    id: row.id,
    title: row.title,
    tagline: row.tagline,
    description: row.description,
    eventType: row.eventType,
    startDate: row.startDate,
    endDate: row.endDate,
    duration: row.duration,
    location: row.location,
    facilitator: row.facilitator,
    capacity: row.capacity,
    registered: row.registered,
    objectives: row.objectives,
    itinerary: row.itinerary,
    testimonials: row.testimonials,
    image: row.image,
    priceLocal: row.priceLocal,
    priceInternational: row.priceInternational,
    allowDeposit: row.allowDeposit,
    depositPercentage: row.depositPercentage,
    balanceDueDate: row.balanceDueDate,
    cancellationPolicy: row.cancellationPolicy,
  };
}

export function toEventLists(lists: { upcoming: EventItem[]; past: EventItem[] }) {
  return { upcoming: lists.upcoming.map(toEventItem), past: lists.past.map(toEventItem) };
}

export function priceLabel(price: EventPrice): string {
  return price.amount === 0 ? "Free" : formatMoney(price.amount, price.currency);
}

/** The deposit note, when the event takes one (rule in domain/events). */
export function depositOf(
  event: Pick<EventItem, "allowDeposit" | "depositPercentage">,
  price: EventPrice,
): { percent: number; amount: string } | null {
  const deposit = eventDeposit(event, price);
  return deposit ? { percent: deposit.percent, amount: formatMoney(deposit.amount, price.currency) } : null;
}

export function spacesLeft(event: Pick<EventItem, "capacity" | "registered">): number {
  return Math.max(0, event.capacity - event.registered);
}

/** "11 of 12 places left", "Only 2 places left", "Fully booked". */
export function spacesLabel(event: Pick<EventItem, "capacity" | "registered">): string {
  const left = spacesLeft(event);
  if (left === 0) return "Fully booked";
  if (left <= 3) return `Only ${left} ${left === 1 ? "place" : "places"} left`;
  return `${left} of ${event.capacity} places left`;
}

/**
 * Illustrations shipped in public/images/events. The seed names photos that are not in the
 * project (…/volta-retreat.jpg), so the file's stem picks a matching drawing, and anything
 * unknown falls back to the drawing for its kind of event.
 */
const ILLUSTRATIONS = new Set(["stress-burnout-workshop", "boundaries-workshop", "volta-retreat", "aburi-retreat"]);

export function eventIllustration(event: Pick<EventItem, "image" | "eventType">): string {
  const stem =
    event.image
      ?.split("/")
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, "") ?? "";
  if (ILLUSTRATIONS.has(stem)) return `/images/events/${stem}.svg`;
  return event.eventType === "retreat" ? "/images/events/retreat.svg" : "/images/events/workshop.svg";
}

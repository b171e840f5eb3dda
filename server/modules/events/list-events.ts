import type { EventType } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { events } from "@server/db/schema";
import { and, asc, eq } from "drizzle-orm";

export type EventRow = typeof events.$inferSelect;
export interface EventListing extends EventRow {
  /** Places taken: registrations awaiting payment or confirmed (the event's seats_taken). */
  registered: number;
}

/** Published workshops or retreats, split into upcoming and past by their start (or end) date. */
export async function listEvents(
  db: Executor,
  eventType: EventType,
  now: Date = new Date(),
): Promise<{ upcoming: EventListing[]; past: EventListing[] }> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.eventType, eventType), eq(events.status, "published")))
    .orderBy(asc(events.startDate));
  const listings = rows.map((event) => ({ ...event, registered: event.seatsTaken }));
  const isPast = (e: EventListing) => (e.endDate ?? e.startDate).getTime() < now.getTime();
  return {
    upcoming: listings.filter((e) => !isPast(e)),
    past: listings.filter(isPast).reverse(),
  };
}

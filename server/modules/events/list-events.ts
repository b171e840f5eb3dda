import type { EventType } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { eventRegistrations, events } from "@server/db/schema";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";

export type EventRow = typeof events.$inferSelect;
export interface EventListing extends EventRow {
  /** Places taken by registrations that are not cancelled. */
  registered: number;
}

/** Published workshops or retreats, split into upcoming and past by their start (or end) date. */
export async function listEvents(
  db: Executor,
  eventType: EventType,
  now: Date = new Date(),
): Promise<{ upcoming: EventListing[]; past: EventListing[] }> {
  const taken = db
    .select({ eventId: eventRegistrations.eventId, registered: count().as("registered") })
    .from(eventRegistrations)
    .where(ne(eventRegistrations.status, "cancelled"))
    .groupBy(eventRegistrations.eventId)
    .as("taken");
  const rows = await db
    .select({ event: events, registered: sql<number>`coalesce(${taken.registered}, 0)` })
    .from(events)
    .leftJoin(taken, eq(taken.eventId, events.id))
    .where(and(eq(events.eventType, eventType), eq(events.status, "published")))
    .orderBy(asc(events.startDate));
  const listings = rows.map((r) => ({ ...r.event, registered: Number(r.registered) }));
  const isPast = (e: EventListing) => (e.endDate ?? e.startDate).getTime() < now.getTime();
  return {
    upcoming: listings.filter((e) => !isPast(e)),
    past: listings.filter(isPast).reverse(),
  };
}

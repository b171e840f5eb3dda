import { eventRegistrations } from "@server/db/schema";
import { and, eq, inArray, type SQL } from "drizzle-orm";

/**
 * Her registrations at an event that may still hold a place: awaiting payment or confirmed
 * (whether an unpaid one's hold has run out is for the caller to judge).
 */
export function liveRegistrationsOf(eventId: string, userId: string): SQL | undefined {
  return and(
    eq(eventRegistrations.eventId, eventId),
    eq(eventRegistrations.userId, userId),
    inArray(eventRegistrations.status, ["pending_payment", "confirmed"]),
  );
}

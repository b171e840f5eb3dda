import { bookings } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { eq, type SQL } from "drizzle-orm";

/**
 * The bookings a person may see receipts of: their own, or any for an admin. Written into
 * the query itself, so someone else's booking is simply not found (a 404 that says nothing
 * about whether it exists), never "forbidden".
 */
export function bookingsVisibleTo(viewer: Viewer): SQL | undefined {
  return viewer.role === "admin" ? undefined : eq(bookings.userId, viewer.userId);
}

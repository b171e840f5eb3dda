import type { Executor } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { hitRateLimit } from "@server/modules/rate-limits";

/**
 * Day lookups of the booking calendar by visitors who have not signed in, per network address.
 * A person trying dates taps a few a minute; a mobile network puts many people behind one
 * address, so the limit only stops a script reading the calendar in bulk.
 */
export const VISITOR_SLOT_LOOKUPS = { limit: 120, windowMs: 60_000 } as const;

export const TOO_MANY_LOOKUPS = "You have looked at many dates in a short time. Please wait a minute and try again.";

/** Counts one lookup of a visitor's address; refused (429) past the limit. */
export async function limitVisitorSlotLookups(db: Executor, ipAddress: string, now: Date = new Date()): Promise<void> {
  if (!(await visitorSlotLookupAllowed(db, ipAddress, now))) throw new AppError("rate_limited", TOO_MANY_LOOKUPS);
}

/**
 * The same count for a day drawn by the booking page itself (a day's button before its scripts
 * ran): true while the address may look, false past the limit (the page then lists no day).
 */
export async function visitorSlotLookupAllowed(
  db: Executor,
  ipAddress: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!ipAddress) return true;
  const hit = await hitRateLimit(db, `slots:address:${ipAddress}`, { ...VISITOR_SLOT_LOOKUPS, now });
  return hit.allowed;
}

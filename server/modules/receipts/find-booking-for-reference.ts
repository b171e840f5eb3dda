import type { Executor } from "@server/db/client";
import { bookings } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";
import { bookingsVisibleTo } from "./booking-access";

/** Longer than any reference the app or Paystack makes; anything longer is not one. */
const MAX_REFERENCE_LENGTH = 100;

/**
 * The booking paid with `reference`, if the viewer may see its receipt (spec 000 §2.11: the
 * Download Receipt button on /payment-success shows only when a booking is found by payment
 * reference). The reference comes from a query string, so anything odd simply finds nothing.
 */
export async function findBookingForReference(
  db: Executor,
  viewer: Viewer | null,
  reference: unknown,
): Promise<{ bookingId: string } | null> {
  if (!viewer || typeof reference !== "string") return null;
  const wanted = reference.trim();
  if (wanted === "" || wanted.length > MAX_REFERENCE_LENGTH) return null;
  const [row] = await db
    .select({ bookingId: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.paymentId, wanted), bookingsVisibleTo(viewer)));
  return row ?? null;
}

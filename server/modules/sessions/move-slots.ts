import type { Slot } from "@domain/slots";
import type { Executor } from "@server/db/client";
import { services } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { computeDaySlots } from "@server/modules/booking";
import { getOfficeHours } from "@server/modules/practice-settings";
import { eq } from "drizzle-orm";
import type { SessionRow } from "./own-session";

/**
 * The times a session could move to on a practice day: the booking engine's slots for the same
 * therapist and length, with the session itself not counted as busy (its own time and the hour
 * beside a long session stay open to it). A client moves her session as she books one: within
 * the practice's office hours, an in-person service on its in-person days.
 */
export async function slotsToMoveTo(
  db: Executor,
  viewer: Viewer,
  session: Pick<SessionRow, "id" | "therapistId" | "durationMinutes" | "serviceId">,
  day: string,
  now: Date,
): Promise<Slot[]> {
  const [service] = session.serviceId
    ? await db.select({ delivery: services.delivery }).from(services).where(eq(services.id, session.serviceId))
    : [];
  return computeDaySlots(db, {
    therapistId: session.therapistId,
    clientId: viewer.userId,
    day,
    durationMinutes: session.durationMinutes,
    now,
    excludeSessionId: session.id,
    officeHours: { hours: await getOfficeHours(db), delivery: service?.delivery ?? "virtual" },
  });
}

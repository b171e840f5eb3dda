import type { Slot } from "@domain/slots";
import type { Executor } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { computeDaySlots } from "@server/modules/booking";
import type { SessionRow } from "./own-session";

/**
 * The times a session could move to on a practice day: the booking engine's slots for the same
 * therapist and length, with the session itself not counted as busy (its own time and the hour
 * beside a long session stay open to it).
 */
export function slotsToMoveTo(
  db: Executor,
  viewer: Viewer,
  session: Pick<SessionRow, "id" | "therapistId" | "durationMinutes">,
  day: string,
  now: Date,
): Promise<Slot[]> {
  return computeDaySlots(db, {
    therapistId: session.therapistId,
    clientId: viewer.userId,
    day,
    durationMinutes: session.durationMinutes,
    now,
    excludeSessionId: session.id,
  });
}

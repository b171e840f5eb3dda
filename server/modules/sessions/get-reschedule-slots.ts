import { SESSION_NOT_FOUND } from "@domain/session-changes";
import type { Slot } from "@domain/slots";
import { isCalendarDay } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { z } from "zod";
import { slotsToMoveTo } from "./move-slots";
import { assertChangeable, findOwnSession } from "./own-session";

const querySchema = z.object({
  sessionId: z.string().trim().min(1, SESSION_NOT_FOUND),
  day: z.string().trim().refine(isCalendarDay, "Choose a date"),
});

export interface RescheduleSlots {
  day: string;
  durationMinutes: number;
  slots: Slot[];
}

/**
 * The times the viewer's own session can move to on a day (the reschedule dialog's grid).
 * Read-only; someone else's session is not_found, and a session the 24-hour rule has closed
 * is refused here already, so the dialog says why before anything is chosen.
 */
export async function getRescheduleSlots(
  db: Executor,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<RescheduleSlots> {
  const input = parseInput(querySchema, raw);
  const own = await findOwnSession(db, viewer, input.sessionId);
  assertChangeable(own, now, "reschedule");
  const slots = await slotsToMoveTo(db, viewer, own.session, input.day, now);
  return { day: input.day, durationMinutes: own.session.durationMinutes, slots };
}

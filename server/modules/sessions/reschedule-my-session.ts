import { DATE_IN_PAST, SLOT_TAKEN, SLOT_UNAVAILABLE } from "@domain/booking-messages";
import { SAME_TIME, SESSION_NOT_FOUND } from "@domain/session-changes";
import { sessionWhen } from "@domain/session-time";
import { isSlotStart, PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, usableZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { bookings, sessions } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { instantSchema, parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueCalendarPush } from "@server/modules/calendar-sync";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { slotsToMoveTo } from "./move-slots";
import { assertChangeable, findOwnSession } from "./own-session";
import { announceSessionChange } from "./session-change-notices";

const CHOOSE_TIME = "Please choose a new time.";

const rescheduleSchema = z.object({
  sessionId: z.string().trim().min(1, SESSION_NOT_FOUND),
  start: instantSchema(CHOOSE_TIME),
});

export interface RescheduledSession {
  sessionId: string;
  start: string;
  /** The new time in the client's zone, for the toast. */
  when: string;
}

const refuse = (code: "bad_request" | "conflict", message: string) => new AppError(code, message, { start: message });

/**
 * The client moves their own upcoming session (at least 24 hours ahead) to another time the
 * booking engine offers: same therapist, same length, the hour rules, the therapist's working
 * hours and the client's other sessions. One transaction moves the session and its booking; a
 * time someone else took meanwhile is caught by the database's no-overlap rule and answered
 * with the booking's SLOT_TAKEN. The therapist is notified, the client notified and e-mailed
 * the new time, and the change audited. Someone else's session is not_found.
 */
export async function rescheduleMySession(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<RescheduledSession> {
  const input = parseInput(rescheduleSchema, raw);
  const start = input.start;
  try {
    return await db.transaction(async (tx) => {
      const own = await findOwnSession(tx, viewer, input.sessionId, { lock: true });
      assertChangeable(own, now, "reschedule");
      const { session, booking } = own;
      if (start.getTime() === session.startsAt.getTime()) throw refuse("bad_request", SAME_TIME);
      if (start.getTime() <= now.getTime()) throw refuse("bad_request", DATE_IN_PAST);
      if (!isSlotStart(start, PRACTICE_TIME_ZONE)) throw refuse("bad_request", SLOT_UNAVAILABLE);
      const slots = await slotsToMoveTo(tx, viewer, session, dayInZone(start, PRACTICE_TIME_ZONE), now);
      const slot = slots.find((s) => s.start.getTime() === start.getTime());
      if (!slot?.available) {
        if (slot?.reason === "therapist_busy") throw refuse("conflict", SLOT_TAKEN);
        throw refuse("bad_request", slot?.reason === "past" ? DATE_IN_PAST : SLOT_UNAVAILABLE);
      }

      const end = new Date(start.getTime() + session.durationMinutes * 60_000);
      await tx
        .update(sessions)
        .set({ startsAt: start, endsAt: end, bookedAt: now, updatedAt: now })
        .where(eq(sessions.id, session.id));
      if (booking) {
        await tx.update(bookings).set({ startsAt: start, updatedAt: now }).where(eq(bookings.id, booking.id));
      }
      await enqueueCalendarPush(tx, session.id);
      await announceSessionChange(tx, viewer, own, { kind: "rescheduled", from: session.startsAt, to: start }, now);
      await recordAudit(tx, {
        action: "session.rescheduled_by_client",
        userId: viewer.userId,
        tableName: "sessions",
        recordId: session.id,
        details: { bookingId: booking?.id ?? null, from: session.startsAt.toISOString(), to: start.toISOString() },
      });
      return {
        sessionId: session.id,
        start: start.toISOString(),
        when: sessionWhen(start, usableZone(viewer.timezone)).text,
      };
    });
  } catch (err) {
    // Another booking took the time between the check and the move.
    if (pgErrorCode(err) === PG.exclusionViolation) throw refuse("conflict", SLOT_TAKEN);
    throw err;
  }
}

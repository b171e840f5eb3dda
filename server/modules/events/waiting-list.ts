import { EVENT_MESSAGES, occupiesPlace, registrationOpen } from "@domain/events";
import type { Database, Executor } from "@server/db/client";
import { eventRegistrations, events, eventWaitlist, profiles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { liveRegistrationsOf } from "./live-registration";
import { eventName, eventPageUrl } from "./registration-notices";

const joinSchema = z.object({ event_id: z.string().trim() });

export const PLACE_OPEN_SUBJECT = "A place has opened";

/**
 * A full event's waiting list: the viewer asks to hear when a place frees. Asking twice is a
 * conflict; an event with places left needs no list (register instead), nor does someone who
 * holds or has a place there. The event's row is locked first, as taking a place locks it
 * (take-place.ts): a place taken at this moment is seen here, or takes her off the list after.
 */
export async function joinWaitingList(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ position: number }> {
  if (viewer.role !== "client") throw new AppError("forbidden", EVENT_MESSAGES.clientsOnly);
  const input = parseInput(joinSchema, raw);
  return db.transaction(async (tx) => {
    const [event] = isUuid(input.event_id)
      ? await tx.select().from(events).where(eq(events.id, input.event_id)).for("update")
      : [];
    if (!event || event.status === "draft") throw new AppError("not_found", EVENT_MESSAGES.notFound);
    if (!registrationOpen(event, now)) throw new AppError("conflict", EVENT_MESSAGES.closed);
    if (event.seatsTaken < event.capacity) {
      throw new AppError("conflict", "Places are still open at this event: register instead.");
    }
    const registrations = await tx
      .select({ status: eventRegistrations.status, holdExpiresAt: eventRegistrations.holdExpiresAt })
      .from(eventRegistrations)
      .where(liveRegistrationsOf(event.id, viewer.userId));
    if (registrations.some((registration) => occupiesPlace(registration, now))) {
      throw new AppError("conflict", EVENT_MESSAGES.placeHeld);
    }
    // Joins wait for each other on the event's lock, so each is stamped with the moment it got
    // the lock (not its transaction's start, which could be before that of one served earlier):
    // the list's order is the order people were answered in, and she is its last.
    const [joined] = await tx
      .insert(eventWaitlist)
      .values({ eventId: event.id, userId: viewer.userId, createdAt: sql`clock_timestamp()` })
      .onConflictDoNothing()
      .returning();
    if (!joined) throw new AppError("conflict", EVENT_MESSAGES.alreadyWaitlisted);
    const [listed] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, event.id));
    await recordAudit(tx, {
      action: "event_waitlist.joined",
      userId: viewer.userId,
      tableName: "event_waitlist",
      recordId: event.id,
      details: { eventId: event.id },
    });
    return { position: listed?.count ?? 1 };
  });
}

/**
 * A place has freed at an event (a hold ran out, a registration was cancelled): the first on its
 * waiting list not yet told is e-mailed, once. The place is not reserved for her: whoever
 * registers first takes it. In the caller's transaction.
 */
export async function offerFreedPlace(tx: Executor, eventId: string, now: Date): Promise<void> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event || !registrationOpen(event, now) || event.seatsTaken >= event.capacity) return;
  const [next] = await tx
    .select({ userId: eventWaitlist.userId, email: profiles.email, firstName: profiles.firstName })
    .from(eventWaitlist)
    .innerJoin(profiles, eq(profiles.id, eventWaitlist.userId))
    .where(and(eq(eventWaitlist.eventId, eventId), isNull(eventWaitlist.notifiedAt)))
    .orderBy(asc(eventWaitlist.createdAt))
    .limit(1)
    .for("update", { of: eventWaitlist, skipLocked: true });
  if (!next) return;
  await tx
    .update(eventWaitlist)
    .set({ notifiedAt: now })
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, next.userId)));
  await enqueueEmail(tx, {
    to: next.email,
    subject: `${PLACE_OPEN_SUBJECT}: ${event.title}`,
    text: [
      `Hello ${next.firstName},`,
      "",
      `A place has opened at ${eventName(event)}, which you asked us about. It goes to whoever registers first: ${eventPageUrl(event)}`,
    ].join("\n"),
  });
}

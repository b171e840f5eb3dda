import { EVENT_ADMIN_TEXT } from "@domain/event-admin";
import type { Executor } from "@server/db/client";
import { events } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { eq } from "drizzle-orm";
import { z } from "zod";

export type EventRow = typeof events.$inferSelect;

/** The event an admin's form names; an id that is not one names nothing. */
export const eventIdField = z
  .string({ error: EVENT_ADMIN_TEXT.notFound })
  .trim()
  .refine(isUuid, EVENT_ADMIN_TEXT.notFound);

/**
 * The event, locked until the transaction ends: registrations (whose trigger updates the event's
 * seat count) wait for the change, so what was checked stays true until it commits.
 */
export async function lockEvent(tx: Executor, eventId: string): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  if (!event) throw new AppError("not_found", EVENT_ADMIN_TEXT.notFound);
  return event;
}

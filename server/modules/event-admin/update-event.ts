import { EVENT_ADMIN_TEXT } from "@domain/event-admin";
import type { Database } from "@server/db/client";
import { events } from "@server/db/schema";
import { AppError, PG, pgConstraint, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import type { SavedEvent } from "./create-event";
import { assertStartAhead, type EventColumns, eventColumns, eventEditSchema } from "./event-form";
import { lockEvent } from "./event-row";

const capacityRefused = (taken: number) => {
  const message = EVENT_ADMIN_TEXT.capacityBelowTaken(taken);
  return new AppError("bad_request", message, { capacity: message });
};

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a) === JSON.stringify(b);

/**
 * An admin edits an event (the same form as a new one). Its slug stays, so links to it keep
 * working. A cancelled event is not changed; the capacity never goes below the places already
 * taken; a start moved must still be ahead. Registrations keep the prices they were given.
 */
export async function updateEvent(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<SavedEvent> {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  const { eventId, ...form } = parseInput(eventEditSchema, raw);
  const now = meta.now ?? new Date();
  const columns = eventColumns(form);
  let seatsTaken = 0;
  try {
    return await db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      seatsTaken = event.seatsTaken;
      if (event.status === "cancelled") throw new AppError("conflict", EVENT_ADMIN_TEXT.cancelledNoChange);
      if (columns.capacity < event.seatsTaken) throw capacityRefused(event.seatsTaken);
      if (columns.startDate.getTime() !== event.startDate.getTime()) assertStartAhead(columns.startDate, now);
      const changed = (Object.keys(columns) as (keyof EventColumns)[]).filter((key) => !same(event[key], columns[key]));
      if (changed.length > 0) {
        await tx
          .update(events)
          .set({ ...columns, updatedAt: now })
          .where(eq(events.id, event.id));
        await recordAudit(tx, {
          action: "event.updated",
          userId: viewer.userId,
          tableName: "events",
          recordId: event.id,
          details: { slug: event.slug, changed },
        });
      }
      return { id: event.id, slug: event.slug, title: columns.title };
    });
  } catch (err) {
    // The lock makes this unreachable in practice; should a registration slip in, say why.
    if (pgErrorCode(err) === PG.checkViolation && pgConstraint(err) === "events_seats_check") {
      throw capacityRefused(seatsTaken);
    }
    throw err;
  }
}

import type { EventStatus } from "@domain/enums";
import { EVENT_ADMIN_TEXT } from "@domain/event-admin";
import type { Database } from "@server/db/client";
import { events } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { eventIdField, lockEvent } from "./event-row";

const schema = z.object({ eventId: eventIdField });

export interface PublishedState {
  id: string;
  title: string;
  status: EventStatus;
}

/**
 * Moves an event between draft (seen by admins only) and published (on /workshops or /retreats,
 * open for registration until it starts). Places already held are kept either way. Asking for
 * the state it is in changes nothing; a cancelled event stays cancelled.
 */
async function setStatus(db: Database, viewer: Viewer, raw: unknown, status: "draft" | "published") {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  const { eventId } = parseInput(schema, raw);
  return db.transaction(async (tx): Promise<PublishedState> => {
    const event = await lockEvent(tx, eventId);
    if (event.status === "cancelled") throw new AppError("conflict", EVENT_ADMIN_TEXT.cancelledNoChange);
    if (event.status !== status) {
      await tx.update(events).set({ status, updatedAt: new Date() }).where(eq(events.id, event.id));
      await recordAudit(tx, {
        action: status === "published" ? "event.published" : "event.unpublished",
        userId: viewer.userId,
        tableName: "events",
        recordId: event.id,
        details: { slug: event.slug, title: event.title },
      });
    }
    return { id: event.id, title: event.title, status };
  });
}

export const publishEvent = (db: Database, viewer: Viewer, raw: unknown) => setStatus(db, viewer, raw, "published");

export const unpublishEvent = (db: Database, viewer: Viewer, raw: unknown) => setStatus(db, viewer, raw, "draft");

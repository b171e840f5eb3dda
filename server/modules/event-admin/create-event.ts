import { EVENT_ADMIN_TEXT, freeSlug, slugFromTitle } from "@domain/event-admin";
import type { Database, Executor } from "@server/db/client";
import { events } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq, like, or } from "drizzle-orm";
import { assertStartAhead, eventColumns, eventFormSchema } from "./event-form";

export interface SavedEvent {
  id: string;
  slug: string;
  title: string;
}

/** The title's slug, or the same with the first free number after it. */
async function uniqueSlug(tx: Executor, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = await tx
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), like(events.slug, `${base}-%`)));
  return freeSlug(base, new Set(taken.map((row) => row.slug)));
}

/**
 * An admin creates a workshop or a retreat. It starts as a draft (not on the public pages until
 * published), with a slug made from its title that no other event has. Its start must be ahead.
 */
export async function createEvent(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<SavedEvent> {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  const form = parseInput(eventFormSchema, raw);
  const now = meta.now ?? new Date();
  assertStartAhead(form.startsAt, now);
  const columns = eventColumns(form);
  try {
    return await db.transaction(async (tx) => {
      const slug = await uniqueSlug(tx, columns.title);
      const [created] = await tx
        .insert(events)
        .values({ ...columns, slug, status: "draft", createdAt: now, updatedAt: now })
        .returning({ id: events.id });
      if (!created) throw new Error("event insert returned no row");
      await recordAudit(tx, {
        action: "event.created",
        userId: viewer.userId,
        tableName: "events",
        recordId: created.id,
        details: {
          slug,
          title: columns.title,
          eventType: columns.eventType,
          startDate: columns.startDate.toISOString(),
          capacity: columns.capacity,
          priceLocal: columns.priceLocal,
          priceInternational: columns.priceInternational,
          depositPercentage: columns.depositPercentage,
        },
      });
      return { id: created.id, slug, title: columns.title };
    });
  } catch (err) {
    // Two events of the same title saved at the same moment: the slug's unique index keeps one.
    if (pgErrorCode(err) === PG.uniqueViolation) throw new AppError("conflict", EVENT_ADMIN_TEXT.slugTaken);
    throw err;
  }
}

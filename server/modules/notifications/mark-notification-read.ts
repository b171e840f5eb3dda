import type { Database } from "@server/db/client";
import { notifications } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";
import { z } from "zod";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

const schema = z.object({ id: z.string({ error: NOTIFICATION_NOT_FOUND }).trim() });

/**
 * Marks one of the viewer's notifications read (spec 001 §4); marking it again is harmless.
 * Someone else's notification is a 404, exactly like one that does not exist.
 * (No audit entry: see mark-messages-read.ts.)
 */
export async function markNotificationRead(db: Database, viewer: Viewer, raw: unknown): Promise<{ id: string }> {
  const { id } = parseInput(schema, raw);
  if (!isUuid(id)) throw new AppError("not_found", NOTIFICATION_NOT_FOUND);
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, viewer.userId)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError("not_found", NOTIFICATION_NOT_FOUND);
  return row;
}

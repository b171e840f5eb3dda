import type { Database } from "@server/db/client";
import { notifications } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";

/**
 * Marks every unread notification of the viewer read (spec 001 §4, §7), through the partial
 * index of unread ones. (No audit entry: see mark-messages-read.ts.)
 */
export async function markAllNotificationsRead(db: Database, viewer: Viewer): Promise<{ marked: number }> {
  const marked = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, viewer.userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { marked: marked.length };
}

import type { Executor } from "@server/db/client";
import { calendarFeeds } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { eq } from "drizzle-orm";

export interface MyCalendarFeed {
  /** When the address in use was made or last renewed (the address itself is shown only then). */
  createdAt: Date;
}

/** Whether the viewer has a calendar address, and since when; null when she has none. */
export async function getMyCalendarFeed(db: Executor, viewer: Viewer): Promise<MyCalendarFeed | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, viewer.userId));
  return row ?? null;
}

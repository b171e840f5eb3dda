import { calendarFeedAddresses } from "@domain/calendar-feed";
import type { Executor } from "@server/db/client";
import { calendarFeeds } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import type { Viewer } from "@server/modules/accounts/viewer";
import { eq } from "drizzle-orm";

export interface MyCalendarFeed {
  /** The address to paste into a calendar app. */
  https: string;
  /** The same address for apps that subscribe when a link is opened. */
  webcal: string;
  createdAt: Date;
}

/** The viewer's own calendar feed address, or null when she has none. */
export async function getMyCalendarFeed(db: Executor, viewer: Viewer): Promise<MyCalendarFeed | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, viewer.userId));
  return row ? { ...calendarFeedAddresses(publicUrl(), row.token), createdAt: row.createdAt } : null;
}

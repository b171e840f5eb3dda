import type { Database } from "@server/db/client";
import { calendarConnections } from "@server/db/schema";
import { eq } from "drizzle-orm";
import type { CalendarDeps } from "./calendar-deps";
import { isLive } from "./connection-store";
import { enqueueBusyRefresh } from "./enqueue-calendar-jobs";
import { CHANNEL_TOKEN_PURPOSE } from "./watch-calendar";

export interface ChannelHeaders {
  channelId: string | null;
  resourceId: string | null;
  token: string | null;
}

/**
 * A Google push notification: the channel's token must be the one we signed for it and the
 * channel one of a live connection; then her busy times are read again by a job. True when
 * accepted (the notification carries no data: it only says something changed).
 */
export async function handleCalendarNotification(db: Database, deps: CalendarDeps, h: ChannelHeaders) {
  if (!h.channelId || !h.token || h.channelId.length > 200) return false;
  if (!deps.box.verify(CHANNEL_TOKEN_PURPOSE, h.channelId, h.token)) return false;
  const [connection] = await db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.channelId, h.channelId));
  if (!isLive(connection ?? null) || !connection) return false;
  if (connection.channelResourceId && h.resourceId !== connection.channelResourceId) return false;
  await enqueueBusyRefresh(db, connection.id);
  return true;
}

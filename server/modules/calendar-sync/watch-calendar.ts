import { randomUUID } from "node:crypto";
import { type Database, queryRows } from "@server/db/client";
import { calendarConnections } from "@server/db/schema";
import { errorFields, logger } from "@server/lib/logger";
import { eq, sql } from "drizzle-orm";
import type { CalendarDeps } from "./calendar-deps";
import { type CalendarConnection, clientFor, connectionById, isLive } from "./connection-store";
import { enqueueBusyRefresh } from "./enqueue-calendar-jobs";

/** Google keeps a channel at most a week or so; it is renewed a day before it ends. */
const CHANNEL_TTL_SECONDS = 7 * 86_400;
const RENEW_BEFORE_MS = 86_400_000;
export const CHANNEL_TOKEN_PURPOSE = "google-channel";

/**
 * Asks Google to notify the site of changes in the calendar (events.watch), when the site is
 * reachable over https; replaces a channel close to its end. Without a channel the poll reads
 * the calendar every few minutes instead.
 */
export async function keepWatching(db: Database, deps: CalendarDeps, connectionId: string, now = new Date()) {
  const connection = await connectionById(db, connectionId);
  if (!deps.notificationsUrl || !isLive(connection)) return;
  const expires = connection.channelExpiresAt?.getTime() ?? 0;
  if (connection.channelId && expires - now.getTime() > RENEW_BEFORE_MS) return;
  const client = clientFor(db, deps, connection);
  try {
    const id = randomUUID();
    const { data } = await client.api.events.watch({
      calendarId: client.calendarId,
      requestBody: {
        id,
        type: "web_hook",
        address: deps.notificationsUrl,
        token: deps.box.sign(CHANNEL_TOKEN_PURPOSE, id),
        params: { ttl: String(CHANNEL_TTL_SECONDS) },
      },
    });
    await db
      .update(calendarConnections)
      .set({
        channelId: id,
        channelResourceId: data.resourceId ?? null,
        channelExpiresAt: data.expiration ? new Date(Number(data.expiration)) : null,
      })
      .where(eq(calendarConnections.id, connection.id));
    if (connection.channelId) await stopChannel(db, deps, connection);
  } finally {
    await client.done();
  }
}

/** Stops a channel at Google; a failure only means Google sends a few more notifications we ignore. */
export async function stopChannel(db: Database, deps: CalendarDeps, connection: CalendarConnection): Promise<void> {
  if (!connection.channelId || !connection.channelResourceId || !deps.google || !connection.accessToken) return;
  const client = clientFor(db, deps, connection);
  try {
    await client.api.channels.stop({
      requestBody: { id: connection.channelId, resourceId: connection.channelResourceId },
    });
  } catch (err) {
    logger.warn("google calendar channel could not be stopped", errorFields(err));
  } finally {
    await client.done();
  }
}

/** A watched calendar is read again this long after its last read all the same: a channel can die quietly. */
export const WATCHED_REFRESH_MS = 30 * 60_000;

/**
 * The scheduled poll: every live connection without a working channel has its busy times read
 * again (and a channel close to its end is renewed, by the refresh job); a watched one, when its
 * last read is WATCHED_REFRESH_MS old.
 */
export async function pollCalendars(db: Database, now = new Date()): Promise<number> {
  const due = await queryRows<{ id: string }>(
    db,
    sql`select id from calendar_connections
        where is_active and sync_enabled and access_token is not null
          and (channel_id is null or channel_expires_at is null
               or channel_expires_at < ${new Date(now.getTime() + RENEW_BEFORE_MS).toISOString()}
               or busy_refreshed_at is null
               or busy_refreshed_at < ${new Date(now.getTime() - WATCHED_REFRESH_MS).toISOString()})`,
  );
  for (const { id } of due) await enqueueBusyRefresh(db, id);
  return due.length;
}

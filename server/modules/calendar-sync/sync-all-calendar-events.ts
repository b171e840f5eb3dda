import { type Database, queryRows } from "@server/db/client";
import { calendarConnections } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireCalendarOwner } from "./calendar-access";
import type { CalendarDeps } from "./calendar-deps";
import { clientFor, connectionById, connectionOf, isLive, NOT_CONNECTED, requireGoogle } from "./connection-store";
import { noteCalendarError } from "./push-session-event";
import { refreshBusyTimes } from "./refresh-busy-times";
import { sessionForCalendar, writeSessionEvent } from "./session-events";

const inputSchema = z.object({ connectionId: z.uuid().optional() });

export interface SyncResult {
  synced: number;
  total: number;
}

/**
 * sync-all-calendar-events (spec 001 §7): writes every upcoming session of the connection's
 * owner to her calendar (the same write as the push job, so nothing is duplicated) and reads her
 * busy times again; last_sync_at records it. A therapist syncs her own connection only (the
 * connection id, when sent, must be hers); an admin may sync any.
 */
export async function syncAllCalendarEvents(
  db: Database,
  deps: CalendarDeps,
  viewer: Viewer,
  raw: unknown,
  now = new Date(),
): Promise<SyncResult> {
  const owner = requireCalendarOwner(viewer);
  const input = parseInput(inputSchema, raw);
  requireGoogle(deps);
  const connection = input.connectionId
    ? await connectionById(db, input.connectionId)
    : await connectionOf(db, owner.userId);
  if (!connection || (connection.userId !== owner.userId && owner.role !== "admin")) {
    throw new AppError("not_found", NOT_CONNECTED);
  }
  if (!isLive(connection)) throw new AppError("conflict", NOT_CONNECTED);

  const upcoming = await queryRows<{ id: string }>(
    db,
    sql`select id from sessions
        where therapist_id = ${connection.userId} and status = 'scheduled' and starts_at >= ${now.toISOString()}
        order by starts_at`,
  );
  const client = clientFor(db, deps, connection);
  let synced = 0;
  try {
    for (const { id } of upcoming) {
      const session = await sessionForCalendar(db, id);
      if (!session) continue;
      try {
        await writeSessionEvent(db, client.api, client.calendarId, session, deps);
        synced += 1;
      } catch (err) {
        logger.warn("calendar sync of a session failed", { sessionId: id, ...errorFields(err) });
        await noteCalendarError(db, connection, err);
      }
    }
  } finally {
    await client.done();
  }
  await refreshBusyTimes(db, deps, connection.id, now);
  await db
    .update(calendarConnections)
    .set({ lastSyncAt: now, ...(synced === upcoming.length ? { lastError: null } : {}) })
    .where(eq(calendarConnections.id, connection.id));
  return { synced, total: upcoming.length };
}

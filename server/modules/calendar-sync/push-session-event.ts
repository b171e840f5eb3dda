import type { Database } from "@server/db/client";
import { calendarConnections } from "@server/db/schema";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CalendarDeps } from "./calendar-deps";
import { type CalendarConnection, clientFor, connectionOf, isLive } from "./connection-store";
import { sessionForCalendar, writeSessionEvent } from "./session-events";

const payloadSchema = z.object({ sessionId: z.uuid() });

/** Keeps the reason of the last failed call, for the admins' table. */
export async function noteCalendarError(db: Database, c: CalendarConnection, err: unknown): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  await db
    .update(calendarConnections)
    .set({ lastError: message.slice(0, 500) })
    .where(eq(calendarConnections.id, c.id));
}

/**
 * The push job: writes a session to its therapist's connected calendar as the session is now.
 * Nothing to do when she has no live connection (disconnected since the job was queued). A
 * failure is thrown, so the job engine tries again later.
 */
export async function pushSessionEvent(db: Database, deps: CalendarDeps, payload: unknown): Promise<void> {
  const { sessionId } = payloadSchema.parse(payload);
  const session = await sessionForCalendar(db, sessionId);
  if (!session || !deps.google) return;
  const connection = await connectionOf(db, session.therapistId);
  if (!isLive(connection)) return;
  const client = clientFor(db, deps, connection);
  try {
    await writeSessionEvent(db, client.api, client.calendarId, session, deps);
    // Google took it: an earlier failure is over.
    if (connection.lastError) {
      await db.update(calendarConnections).set({ lastError: null }).where(eq(calendarConnections.id, connection.id));
    }
  } catch (err) {
    await noteCalendarError(db, connection, err);
    throw err;
  } finally {
    await client.done();
  }
}

import { type Executor, queryRows } from "@server/db/client";
import { enqueueJob } from "@server/jobs/engine";
import { PUSH_CALENDAR_EVENT_JOB, REFRESH_CALENDAR_BUSY_JOB } from "@server/jobs/queues";
import { sql } from "drizzle-orm";

export { PUSH_CALENDAR_EVENT_JOB, REFRESH_CALENDAR_BUSY_JOB };

/**
 * Called inside the transaction of every use case that creates a session, moves it, cancels it
 * or changes its status: when its therapist's Google Calendar is connected, a job writes the
 * session there once the change commits (and is retried until Google takes it). The job reads
 * the session as it is then, so one queued job per session is enough.
 */
export async function enqueueCalendarPush(tx: Executor, sessionId: string): Promise<void> {
  const [connected] = await queryRows<{ id: string }>(
    tx,
    sql`select c.id from sessions s
          join calendar_connections c on c.user_id = s.therapist_id and c.provider = 'google'
            and c.is_active and c.sync_enabled
        where s.id = ${sessionId}`,
  );
  if (!connected) return;
  await enqueueJob(tx, { kind: PUSH_CALENDAR_EVENT_JOB, payload: { sessionId }, singletonKey: `session:${sessionId}` });
}

/** Reads a connected calendar's busy times again (after connecting, a push notification or the poll). */
export async function enqueueBusyRefresh(tx: Executor, connectionId: string): Promise<void> {
  await enqueueJob(tx, {
    kind: REFRESH_CALENDAR_BUSY_JOB,
    payload: { connectionId },
    singletonKey: `calendar:${connectionId}`,
  });
}

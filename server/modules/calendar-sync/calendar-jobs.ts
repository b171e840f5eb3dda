import type { Database } from "@server/db/client";
import { z } from "zod";
import { calendarDeps } from "./calendar-deps";
import { connectionById } from "./connection-store";
import { noteCalendarError, pushSessionEvent } from "./push-session-event";
import { refreshBusyTimes } from "./refresh-busy-times";
import { keepWatching, pollCalendars } from "./watch-calendar";

const refreshPayload = z.object({ connectionId: z.uuid() });

/** The push job (PUSH_CALENDAR_EVENT_JOB). */
export const pushCalendarEventJob = async (db: Database, payload: Record<string, unknown>) =>
  pushSessionEvent(db, calendarDeps(), payload);

/** The busy-times job (REFRESH_CALENDAR_BUSY_JOB): read the calendar's changes, keep its channel alive. */
export async function refreshCalendarBusyJob(db: Database, payload: Record<string, unknown>) {
  const { connectionId } = refreshPayload.parse(payload);
  const deps = calendarDeps();
  try {
    await refreshBusyTimes(db, deps, connectionId);
    await keepWatching(db, deps, connectionId);
  } catch (err) {
    const connection = await connectionById(db, connectionId);
    if (connection) await noteCalendarError(db, connection, err);
    throw err;
  }
}

/** The scheduled poll (POLL_CALENDARS_JOB). */
export const pollCalendarsJob = async (db: Database) => {
  await pollCalendars(db);
};

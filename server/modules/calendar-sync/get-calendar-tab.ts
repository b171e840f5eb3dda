import { type Executor, queryRows } from "@server/db/client";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { requireCalendarOwner } from "./calendar-access";
import type { CalendarDeps } from "./calendar-deps";
import { connectionOf } from "./connection-store";

export interface MyCalendarConnection {
  /** False when the practice has not set up Google: the tab says so instead of offering to connect. */
  available: boolean;
  connected: boolean;
  connectionId: string | null;
  calendarEmail: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
}

/** The Calendar tab's own connection: no token or channel detail ever leaves the server. */
export async function getMyCalendarConnection(
  db: Executor,
  deps: CalendarDeps,
  viewer: Viewer,
): Promise<MyCalendarConnection> {
  const owner = requireCalendarOwner(viewer);
  const c = await connectionOf(db, owner.userId);
  const connected = Boolean(c?.isActive);
  return {
    available: deps.google !== null,
    connected,
    connectionId: connected ? (c?.id ?? null) : null,
    calendarEmail: connected ? (c?.calendarEmail ?? null) : null,
    lastSyncAt: c?.lastSyncAt?.toISOString() ?? null,
    lastError: connected ? (c?.lastError ?? null) : null,
  };
}

export interface TherapistCalendarRow {
  therapistId: string;
  name: string;
  connected: boolean;
  calendarEmail: string | null;
  lastSyncAt: string | null;
  lastError: string | null;
}

/** The admins' table: every therapist's connection status, address and last sync. */
export async function listCalendarConnections(db: Executor, viewer: Viewer): Promise<TherapistCalendarRow[]> {
  assertAdmin(viewer, "Only an administrator can see every calendar.");
  const rows = await queryRows<{
    therapistId: string;
    name: string;
    connected: boolean | null;
    calendarEmail: string | null;
    lastSyncAt: Date | string | null;
    lastError: string | null;
  }>(
    db,
    sql`select r.user_id as "therapistId", trim(p.first_name || ' ' || p.last_name) as name,
          c.is_active as connected, c.calendar_email as "calendarEmail", c.last_sync_at as "lastSyncAt",
          c.last_error as "lastError"
        from user_roles r
          join profiles p on p.id = r.user_id
          left join calendar_connections c on c.user_id = r.user_id and c.provider = 'google'
        where r.role = 'therapist'
        order by p.first_name, p.last_name`,
  );
  return rows.map((r) => ({
    therapistId: r.therapistId,
    name: r.name,
    connected: Boolean(r.connected),
    calendarEmail: r.connected ? r.calendarEmail : null,
    lastSyncAt: r.lastSyncAt ? new Date(r.lastSyncAt).toISOString() : null,
    lastError: r.connected ? r.lastError : null,
  }));
}

import type { Database } from "@server/db/client";
import { calendarBusyTimes, calendarConnections } from "@server/db/schema";
import { type CalendarApi, type GoogleEvent, googleStatus } from "@server/integrations/google-calendar";
import { and, eq, inArray } from "drizzle-orm";
import { type BusyTime, busyTimeOf } from "./busy-events";
import type { CalendarDeps } from "./calendar-deps";
import { clientFor, connectionById, isLive } from "./connection-store";

/** A full read starts a day back: older events block nothing. */
const LOOK_BACK_MS = 86_400_000;
const PAGE_SIZE = 250;
/** Past this many pages the calendar is read again next time rather than held in memory. */
const MAX_PAGES = 40;

interface Listing {
  events: GoogleEvent[];
  nextSyncToken: string | null;
}

async function listAll(api: CalendarApi, calendarId: string, start: { syncToken?: string; timeMin?: string }) {
  const listing: Listing = { events: [], nextSyncToken: null };
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { data } = await api.events.list({
      calendarId,
      singleEvents: true,
      maxResults: PAGE_SIZE,
      pageToken,
      ...(start.syncToken ? { syncToken: start.syncToken } : { timeMin: start.timeMin, showDeleted: false }),
    });
    listing.events.push(...(data.items ?? []));
    if (data.nextPageToken) {
      pageToken = data.nextPageToken;
      continue;
    }
    listing.nextSyncToken = data.nextSyncToken ?? null;
    break;
  }
  return listing;
}

export interface RefreshResult {
  /** Whether her busy times were replaced (first read, or Google forgot the sync token: 410 Gone). */
  full: boolean;
  busy: number;
}

/**
 * Brings a connection's busy times up to date with Google's incremental sync: the events changed
 * since the last sync token, or (first time, or after 410 Gone) all events from yesterday on,
 * which then replace her rows. Each changed event replaces its row, or removes it when it no
 * longer keeps her busy.
 */
export async function refreshBusyTimes(
  db: Database,
  deps: CalendarDeps,
  connectionId: string,
  now = new Date(),
): Promise<RefreshResult | null> {
  const connection = await connectionById(db, connectionId);
  if (!isLive(connection) || !deps.google) return null;
  const client = clientFor(db, deps, connection);
  const full = { timeMin: new Date(now.getTime() - LOOK_BACK_MS).toISOString() };
  let listing: Listing;
  let replace = !connection.syncToken;
  try {
    try {
      listing = await listAll(
        client.api,
        client.calendarId,
        connection.syncToken ? { syncToken: connection.syncToken } : full,
      );
    } catch (err) {
      if (googleStatus(err) !== 410) throw err;
      replace = true;
      listing = await listAll(client.api, client.calendarId, full);
    }
  } finally {
    await client.done();
  }

  // An event changed twice during the listing comes twice: its last state counts.
  const latest = new Map<string, BusyTime | null>();
  for (const event of listing.events) if (event.id) latest.set(event.id, busyTimeOf(event));
  const busy = [...latest.values()].filter((b): b is BusyTime => b !== null);
  const changedIds = [...latest.keys()];
  const stored = await db.transaction(async (tx) => {
    // First, and under the row's lock: a calendar disconnected while Google was being read keeps
    // no busy times (its disconnection deleted them and waits for, or is waited for by, this).
    const [still] = await tx
      .update(calendarConnections)
      .set({ syncToken: listing.nextSyncToken, busyRefreshedAt: now, lastError: null })
      .where(
        and(
          eq(calendarConnections.id, connection.id),
          eq(calendarConnections.isActive, true),
          eq(calendarConnections.syncEnabled, true),
        ),
      )
      .returning({ id: calendarConnections.id });
    if (!still) return false;
    const mine = eq(calendarBusyTimes.connectionId, connection.id);
    if (replace) await tx.delete(calendarBusyTimes).where(mine);
    else if (changedIds.length) {
      await tx.delete(calendarBusyTimes).where(and(mine, inArray(calendarBusyTimes.externalEventId, changedIds)));
    }
    if (busy.length) {
      await tx
        .insert(calendarBusyTimes)
        .values(busy.map((b) => ({ ...b, connectionId: connection.id, therapistId: connection.userId })))
        .onConflictDoNothing();
    }
    return true;
  });
  if (!stored) return null;
  return { full: replace, busy: busy.length };
}

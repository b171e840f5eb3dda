import type { BookedSession } from "@domain/session-rules";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import { type Executor, queryRows } from "@server/db/client";
import { parseQuery } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { assertClientInScope, staffScope } from "./staff-scope";

const DAY_MS = 86_400_000;

/**
 * The sessions (not cancelled) of the therapist or the client within a day either side of
 * [start, start + minutes), with their client's name: what a new session must fit around.
 */
export async function sessionsAround(
  tx: Executor,
  around: { therapistId: string; clientId: string | null; start: Date; minutes: number },
): Promise<BookedSession[]> {
  const { therapistId, clientId, start, minutes } = around;
  const rows = await queryRows<{ start: Date | string; end: Date | string; firstName: string; lastName: string }>(
    tx,
    sql`select s.starts_at as start, s.ends_at as end, p.first_name as "firstName", p.last_name as "lastName"
      from sessions s join profiles p on p.id = s.client_id
      where (s.therapist_id = ${therapistId} or s.client_id = ${clientId}) and s.status <> 'cancelled'
        and s.starts_at < ${new Date(start.getTime() + minutes * 60_000 + DAY_MS).toISOString()}
        and s.ends_at > ${new Date(start.getTime() - DAY_MS).toISOString()}
      order by s.starts_at`,
  );
  return rows.map((row) => ({
    start: new Date(row.start),
    end: new Date(row.end),
    clientName: `${row.firstName} ${row.lastName}`,
  }));
}

const busySchema = z.object({
  day: z.string().refine(isCalendarDay).catch(""),
  client: z.string().optional().catch(undefined),
  therapist: z.string().optional().catch(undefined),
});

/**
 * What the New Session dialog checks as the therapist types (domain/session-rules.ts): her
 * sessions and the chosen client's on the practice day `day` (an admin names the therapist with
 * `therapist`). The server checks again when the session is created; this only lets the dialog
 * say so first.
 */
export async function listBusyTimes(
  db: Executor,
  viewer: Viewer,
  raw: { day?: unknown; client?: unknown; therapist?: unknown },
): Promise<{ day: string; sessions: { start: string; end: string; clientName: string }[] }> {
  const input = parseQuery(busySchema, { ...raw });
  const scope = staffScope(viewer, input.therapist);
  if (!input.day || !scope.therapistId) return { day: input.day, sessions: [] };
  const clientId = input.client ? await assertClientInScope(db, scope, input.client).catch(() => null) : null;
  const start = zonedTimeToUtc(input.day, "00:00", PRACTICE_TIME_ZONE);
  const sessions = await sessionsAround(db, { therapistId: scope.therapistId, clientId, start, minutes: 24 * 60 });
  return {
    day: input.day,
    sessions: sessions.map((s) => ({
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      clientName: s.clientName,
    })),
  };
}

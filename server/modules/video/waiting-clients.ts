import { JOIN_OPENS_MINUTES_BEFORE } from "@domain/video";
import { MINUTE_MS } from "@domain/zone-time";
import { type Executor, queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";

export interface WaitingClient {
  sessionId: string;
  firstName: string;
  lastName: string;
  waitingSince: Date;
}

/**
 * The therapist's clients in a waiting room now: they opened their open join page and she has not
 * joined yet. Only her own sessions; nobody else has a waiting room.
 */
export async function listWaitingClients(
  db: Executor,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<WaitingClient[]> {
  if (viewer.role !== "therapist") return [];
  const opensBy = new Date(now.getTime() + JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS).toISOString();
  const rows = await queryRows<WaitingClient>(
    db,
    sql`select s.id as "sessionId", c.first_name as "firstName", c.last_name as "lastName",
        r.client_waiting_at as "waitingSince"
      from session_rooms r
      join sessions s on s.id = r.session_id
      join profiles c on c.id = s.client_id
      where s.therapist_id = ${viewer.userId} and s.status = 'scheduled'
        and r.client_waiting_at is not null and r.therapist_joined_at is null
        and s.starts_at <= ${opensBy}::timestamptz and s.ends_at > ${now.toISOString()}::timestamptz
      order by s.starts_at`,
  );
  return rows.map((row) => ({ ...row, waitingSince: new Date(row.waitingSince) }));
}

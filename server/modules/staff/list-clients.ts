import { type Executor, queryRows } from "@server/db/client";
import { likePattern } from "@server/db/like-pattern";
import { parseQuery } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type StaffScope, staffScope, therapistCondition } from "./staff-scope";

export const CLIENTS_PAGE_SIZE = 24;

export interface ClientCard {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  completedSessions: number;
  totalSessions: number;
  /** The next scheduled session with this therapist (or, for an admin, anyone), or null. */
  nextSession: Date | null;
}

export interface ClientList {
  clients: ClientCard[];
  /** How many match the search (all pages). */
  total: number;
  page: number;
  pageCount: number;
  /** The search as applied (trimmed), so the page can show it back. */
  search: string;
}

const querySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  completed: number | string;
  total: number | string;
  nextSession: Date | string | null;
  matching: number | string;
}

/**
 * The therapist's clients (spec 001 §2 Clients tab): everyone with a session with her, with
 * their completed and total sessions and next scheduled session with her, filtered by full
 * name ('Search clients...'), by name, a page at a time. One query: the sessions are grouped
 * per client from the therapist's index, and only the page's profiles are read.
 */
export async function listClients(
  db: Executor,
  viewer: Viewer,
  raw: { q?: string | null; page?: string | number | null } = {},
  now: Date = new Date(),
): Promise<ClientList> {
  const scope = staffScope(viewer);
  const input = parseQuery(querySchema, { ...raw });
  const list = await clientPage(db, scope, input.q, input.page, now);
  if (list.clients.length > 0 || input.page === 1) return list;
  // A page past the end (an old link, fewer clients now): the last page instead.
  const first = await clientPage(db, scope, input.q, 1, now);
  return first.pageCount > 1 ? clientPage(db, scope, input.q, first.pageCount, now) : first;
}

async function clientPage(
  db: Executor,
  scope: StaffScope,
  search: string,
  page: number,
  now: Date,
): Promise<ClientList> {
  const name = search ? sql`and (p.first_name || ' ' || p.last_name) ilike ${likePattern(search)}` : sql``;
  const rows = await queryRows<Row>(
    db,
    // Materialized: her sessions are grouped once, then the page's profiles are joined to them
    // (inlined, a name filter could make the planner group them again for every profile).
    sql`with mine as materialized (
        select client_id,
          count(*) as total,
          count(*) filter (where status = 'completed') as completed,
          min(starts_at) filter (where status = 'scheduled' and starts_at >= ${now.toISOString()}) as next
        from sessions where ${therapistCondition(scope)}
        group by client_id
      )
      select p.id, p.first_name as "firstName", p.last_name as "lastName", p.phone, p.bio,
        mine.completed, mine.total, mine.next as "nextSession", count(*) over () as matching
      from mine join profiles p on p.id = mine.client_id
      where true ${name}
      order by lower(p.first_name), lower(p.last_name), p.id
      limit ${CLIENTS_PAGE_SIZE} offset ${(page - 1) * CLIENTS_PAGE_SIZE}`,
  );
  const total = Number(rows[0]?.matching ?? 0);
  return {
    clients: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      bio: row.bio,
      completedSessions: Number(row.completed),
      totalSessions: Number(row.total),
      nextSession: row.nextSession ? new Date(row.nextSession) : null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / CLIENTS_PAGE_SIZE)),
    search,
  };
}

import { type Executor, queryRows } from "@server/db/client";
import { likePattern } from "@server/db/like-pattern";
import { isUuid } from "@server/lib/ids";
import { parseQuery } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { staffScope } from "./staff-scope";

/** How many clients a search offers at once. */
export const CLIENT_MATCHES = 20;

export interface ClientChoice {
  id: string;
  name: string;
}

/**
 * The people a staff member's client pickers offer. A therapist's practice is small: all of her
 * clients (those with a session with her), by name. An admin's is every client of the practice,
 * thousands of them, so her pickers search: `searchable`, and the page carries only the client
 * already chosen (`chosen`, e.g. a filter in the URL) until she types.
 */
export async function clientChoices(
  db: Executor,
  viewer: Viewer,
  chosen?: string | null,
): Promise<{ clients: ClientChoice[]; searchable: boolean }> {
  const scope = staffScope(viewer);
  if (scope.role === "therapist") {
    const rows = await queryRows<Row>(
      db,
      sql`select p.id, p.first_name as "firstName", p.last_name as "lastName" from profiles p
        where p.id in (select client_id from sessions where therapist_id = ${scope.therapistId})
        order by lower(p.first_name), lower(p.last_name)`,
    );
    return { clients: rows.map(toChoice), searchable: false };
  }
  if (!isUuid(chosen)) return { clients: [], searchable: true };
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName" from profiles p
      left join user_roles r on r.user_id = p.id where p.id = ${chosen} and coalesce(r.role, 'client') = 'client'`,
  );
  return { clients: rows.map(toChoice), searchable: true };
}

const searchQuery = z.object({ q: z.string().trim().max(100).catch("").default("") });

/**
 * A picker's search: the viewer's clients whose full name or e-mail contains `q`, by name, at
 * most CLIENT_MATCHES of them (none for an empty search). A therapist finds only her own.
 */
export async function searchClients(db: Executor, viewer: Viewer, raw: { q?: unknown }): Promise<ClientChoice[]> {
  const scope = staffScope(viewer);
  const { q } = parseQuery(searchQuery, { q: raw.q ?? undefined });
  if (!q) return [];
  const pattern = likePattern(q);
  const inScope =
    scope.role === "therapist"
      ? sql`p.id in (select client_id from sessions where therapist_id = ${scope.therapistId})`
      : sql`coalesce(r.role, 'client') = 'client'`;
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName" from profiles p
      left join user_roles r on r.user_id = p.id
      where ${inScope} and ((p.first_name || ' ' || p.last_name) ilike ${pattern} or p.email ilike ${pattern})
      order by lower(p.first_name), lower(p.last_name), p.id
      limit ${CLIENT_MATCHES}`,
  );
  return rows.map(toChoice);
}

interface Row {
  id: string;
  firstName: string;
  lastName: string;
}

const toChoice = (row: Row): ClientChoice => ({ id: row.id, name: `${row.firstName} ${row.lastName}` });

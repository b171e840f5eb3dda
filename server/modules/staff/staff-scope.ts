import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { type SQLWrapper, sql } from "drizzle-orm";

export const STAFF_ONLY = "This is for the practice's therapists and administrators.";
export const CLIENT_NOT_FOUND = "Client not found";

/**
 * Whose part of the practice a staff member works on (DESIGN §4: one use case per job, the
 * permission decides what each role sees). A therapist: her own clients, sessions, homework and
 * messages, always. An admin: everyone's, or one therapist's when she filters by one.
 */
export type StaffScope = { role: "therapist"; therapistId: string } | { role: "admin"; therapistId: string | null };

export function staffScope(viewer: Viewer, therapistFilter?: string | null): StaffScope {
  if (viewer.role === "therapist") return { role: "therapist", therapistId: viewer.userId };
  if (viewer.role === "admin") return { role: "admin", therapistId: isUuid(therapistFilter) ? therapistFilter : null };
  throw new AppError("forbidden", STAFF_ONLY);
}

/** A session's therapist condition for the scope: `alias.therapist_id = ...`, or true for all. */
export function therapistCondition(scope: StaffScope, column: SQLWrapper = sql.raw("therapist_id")) {
  return scope.therapistId ? sql`${column} = ${scope.therapistId}` : sql`true`;
}

/**
 * Refuses a client outside the scope with the same not_found as one that does not exist, so
 * the answer never says whether someone is a client of another therapist. A therapist's client
 * is someone with a session with her (a booking always has its session); for an admin seeing
 * everyone, anyone whose role is client.
 */
export async function assertClientInScope(db: Executor, scope: StaffScope, clientId: unknown): Promise<string> {
  if (!isUuid(clientId)) throw new AppError("not_found", CLIENT_NOT_FOUND);
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    scope.therapistId
      ? sql`select exists (select 1 from sessions where therapist_id = ${scope.therapistId} and client_id = ${clientId}) as yes`
      : sql`select exists (select 1 from profiles p left join user_roles r on r.user_id = p.id
          where p.id = ${clientId} and coalesce(r.role, 'client') = 'client') as yes`,
  );
  if (!row?.yes) throw new AppError("not_found", CLIENT_NOT_FOUND);
  return clientId;
}

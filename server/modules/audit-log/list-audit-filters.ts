import { type Executor, queryRows } from "@server/db/client";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { AUDIT_ADMINS_ONLY } from "./list-audit-log";

/** More kinds of action than this would be a bug, not a list to choose from. */
const MAX_ACTIONS = 500;
const MAX_PEOPLE = 300;

export interface AuditFilterChoices {
  /** Every action the log holds, alphabetically. */
  actions: string[];
  /** The practice's staff (admins and therapists), whose actions are the ones most often looked up. */
  people: { id: string; name: string; email: string }[];
}

/**
 * What the audit tab's filters offer. The actions are read by skipping from one to the next
 * along the (action, created_at) index, a few reads per action however long the log is, where
 * `select distinct` would read every entry. Admins only.
 */
export async function listAuditFilters(db: Executor, viewer: Viewer): Promise<AuditFilterChoices> {
  assertAdmin(viewer, AUDIT_ADMINS_ONLY);
  const [actions, people] = await Promise.all([
    queryRows<{ action: string }>(
      db,
      sql`with recursive found(action) as (
          (select action from audit_logs order by action limit 1)
          union all
          select (select l.action from audit_logs l where l.action > found.action order by l.action limit 1)
          from found where found.action is not null
        )
        select action from found where action is not null limit ${MAX_ACTIONS}`,
    ),
    queryRows<{ id: string; firstName: string; lastName: string; email: string }>(
      db,
      sql`select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email
        from user_roles r join profiles p on p.id = r.user_id
        where r.role in ('admin', 'therapist')
        order by lower(p.first_name), lower(p.last_name), p.id
        limit ${MAX_PEOPLE}`,
    ),
  ]);
  return {
    actions: actions.map((row) => row.action),
    people: people.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email })),
  };
}

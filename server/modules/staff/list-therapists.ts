import { type Executor, queryRows } from "@server/db/client";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";

export interface TherapistChoice {
  id: string;
  name: string;
}

/**
 * The practice's therapists by name, for an admin's filters and pickers (whose calendar, whose
 * availability, whose homework). Admins only: a therapist works on her own.
 */
export async function listTherapists(db: Executor, viewer: Viewer): Promise<TherapistChoice[]> {
  assertAdmin(viewer, "Only an administrator can see every therapist.");
  const rows = await queryRows<{ id: string; firstName: string; lastName: string }>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName"
      from user_roles r join profiles p on p.id = r.user_id
      where r.role = 'therapist'
      order by lower(p.first_name), lower(p.last_name), p.id`,
  );
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }));
}

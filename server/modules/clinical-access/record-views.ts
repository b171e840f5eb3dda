import { CLINICAL_AUDIT_ACTIONS, PRIVATE_READS } from "@domain/clinical/records";
import type { Role } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";

export const RECORD_VIEWS_CLIENTS_ONLY = "Only a client can see who has viewed her own record.";
export const RECORD_VIEWS_PAGE = 100;

/** One time someone else read, exported or opened her record. */
export interface RecordView {
  readonly at: Date;
  readonly name: string;
  readonly role: Role | "former member of staff";
  /** "read", "export", "emergency access". */
  readonly what: "read" | "export" | "emergency access";
  /** What was read ("scores", "note"...), or the reason of an emergency access. */
  readonly detail: string | null;
}

const SHOWN = [CLINICAL_AUDIT_ACTIONS.read, CLINICAL_AUDIT_ACTIONS.export, CLINICAL_AUDIT_ACTIONS.breakGlass];

/**
 * "Who has viewed my record": the latest RECORD_VIEWS_PAGE reads, exports and emergency accesses
 * of her clinical record by anyone but herself, newest first, from the audit log.
 */
export async function listMyRecordViews(db: Executor, viewer: Viewer): Promise<RecordView[]> {
  if (viewer.role !== "client") throw new AppError("forbidden", RECORD_VIEWS_CLIENTS_ONLY);
  const rows = await queryRows<{
    at: Date;
    name: string | null;
    role: Role | null;
    action: string;
    detail: string | null;
  }>(
    db,
    sql`select a.created_at as at, concat_ws(' ', p.first_name, p.last_name) as name, r.role,
        a.action, coalesce(a.details->>'reason', a.details->>'what') as detail
      from audit_logs a left join profiles p on p.id = a.user_id left join user_roles r on r.user_id = a.user_id
      where a.client_id = ${viewer.userId} and a.user_id is distinct from ${viewer.userId}
        and a.action in (${sql.join(
          SHOWN.map((action) => sql`${action}`),
          sql`, `,
        )})
        and coalesce(a.details->>'what', '') not in (${sql.join(
          PRIVATE_READS.map((what) => sql`${what}`),
          sql`, `,
        )})
      order by a.created_at desc limit ${RECORD_VIEWS_PAGE}`,
  );
  return rows.map((row) => ({
    at: new Date(row.at),
    name: row.name?.trim() || "A former member of staff",
    role: row.name ? (row.role ?? "client") : "former member of staff",
    what:
      row.action === CLINICAL_AUDIT_ACTIONS.breakGlass
        ? "emergency access"
        : row.action === CLINICAL_AUDIT_ACTIONS.export
          ? "export"
          : "read",
    detail: row.detail,
  }));
}

import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { sql } from "drizzle-orm";

export const RECORD_NOT_FOUND = "Client not found";
export const RECORD_TEXT_ADMINS =
  "An administrator sees that a record exists, not what it says. To read it in an emergency, break the glass and give a reason.";

/**
 * Why a person may read a client's clinical record (deny by default):
 * - `client`: her own forms and scores (never her therapist's notes);
 * - `therapist`: a therapist who has had or has a session with her;
 * - `supervisor`: a therapist an admin assigned to supervise one of her therapists;
 * - `break-glass`: an administrator with an unexpired emergency access she gave a reason for.
 */
export type ClinicalReader = "client" | "therapist" | "supervisor" | "break-glass";

export interface ClinicalAccess {
  readonly clientId: string;
  readonly viewer: Viewer;
  readonly as: ClinicalReader;
}

/**
 * Whether a person may see what exists in a client's record and when (a note's date and
 * whether it is signed, a form's due date), never its text: the readers above, and any
 * administrator. Everyone else gets not_found, as if the client did not exist.
 */
export type ClinicalMetadataAccess = {
  readonly clientId: string;
  readonly viewer: Viewer;
  readonly as: ClinicalReader | "admin";
};

async function staffReason(db: Executor, viewer: Viewer, clientId: string): Promise<ClinicalReader | "admin" | null> {
  if (viewer.role === "client") return viewer.userId === clientId ? "client" : null;
  const [row] = await queryRows<{ therapist: boolean; supervisor: boolean; glass: boolean; client: boolean }>(
    db,
    sql`select
      exists (select 1 from sessions where therapist_id = ${viewer.userId} and client_id = ${clientId}) as therapist,
      exists (select 1 from clinical_supervisions v join sessions s on s.therapist_id = v.therapist_id
        where v.supervisor_id = ${viewer.userId} and s.client_id = ${clientId}) as supervisor,
      exists (select 1 from clinical_break_glass g where g.admin_id = ${viewer.userId} and g.client_id = ${clientId}
        and g.expires_at > now()) as glass,
      exists (select 1 from profiles p left join user_roles r on r.user_id = p.id
        where p.id = ${clientId} and coalesce(r.role, 'client') = 'client') as client`,
  );
  if (!row?.client) return null;
  if (viewer.role === "therapist") return row.therapist ? "therapist" : row.supervisor ? "supervisor" : null;
  if (viewer.role === "admin") return row.glass ? "break-glass" : "admin";
  return null;
}

/**
 * The permission to read a client's clinical text (answers, scores, notes), checked on every
 * read. Someone who may not know she exists gets not_found; an administrator without an
 * emergency access, forbidden with how to get one.
 */
export async function clinicalAccess(db: Executor, viewer: Viewer, clientId: unknown): Promise<ClinicalAccess> {
  if (!isUuid(clientId)) throw new AppError("not_found", RECORD_NOT_FOUND);
  const id = clientId.toLowerCase();
  const reason = await staffReason(db, viewer, id);
  if (reason === null) throw new AppError("not_found", RECORD_NOT_FOUND);
  if (reason === "admin") throw new AppError("forbidden", RECORD_TEXT_ADMINS);
  return { clientId: id, viewer, as: reason };
}

/** The permission to see what exists in a client's record and when, never its text (see above). */
export async function clinicalMetadataAccess(
  db: Executor,
  viewer: Viewer,
  clientId: unknown,
): Promise<ClinicalMetadataAccess> {
  if (!isUuid(clientId)) throw new AppError("not_found", RECORD_NOT_FOUND);
  const id = clientId.toLowerCase();
  const reason = await staffReason(db, viewer, id);
  if (reason === null) throw new AppError("not_found", RECORD_NOT_FOUND);
  return { clientId: id, viewer, as: reason };
}

export interface ClinicalAuditEntry {
  /** One of CLINICAL_AUDIT_ACTIONS. */
  readonly action: string;
  /** What was read or written: the table and row, when it is one row. */
  readonly tableName?: string;
  readonly recordId?: string;
  /** What kind of thing (e.g. "scores", "note"), counts, the reader's reason: never clinical text. */
  readonly details?: Record<string, unknown>;
  readonly ipAddress?: string | null;
}

/** Writes an audit entry about the record, in the use case's transaction: who, whose record, what. */
export async function auditClinical(
  db: Executor,
  access: { clientId: string; viewer: Viewer; as: string },
  entry: ClinicalAuditEntry,
): Promise<void> {
  await recordAudit(db, {
    action: entry.action,
    userId: access.viewer.userId,
    clientId: access.clientId,
    tableName: entry.tableName,
    recordId: entry.recordId,
    details: { as: access.as, ...entry.details },
    ipAddress: entry.ipAddress ?? null,
  });
}

/** Shorthand for the commonest entry: a read of `what` (e.g. "scores", "note") in her record. */
export function auditClinicalRead(
  db: Executor,
  access: ClinicalAccess,
  what: string,
  more: Omit<ClinicalAuditEntry, "action"> = {},
): Promise<void> {
  return auditClinical(db, access, {
    ...more,
    action: CLINICAL_AUDIT_ACTIONS.read,
    details: { what, ...more.details },
  });
}

import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { auditLogs } from "@server/db/schema";

export interface AuditEntry {
  action: string;
  userId?: string | null;
  tableName?: string;
  recordId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  /** The client whose record the entry concerns (the audit tab filters by her). */
  clientId?: string | null;
}

const insertAudit = preparedQuery("insert_audit", (db) =>
  db.insert(auditLogs).values({
    action: param("action"),
    userId: param("userId"),
    tableName: param("tableName"),
    recordId: param("recordId"),
    details: param("details"),
    ipAddress: param("ipAddress"),
    clientId: param("clientId"),
  }),
);

/** Appends to the audit log, inside the caller's transaction so it commits with the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAudit(db).execute({
    action: entry.action,
    userId: entry.userId ?? null,
    tableName: entry.tableName ?? null,
    recordId: entry.recordId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    ipAddress: entry.ipAddress ?? null,
    clientId: entry.clientId ?? null,
  });
}

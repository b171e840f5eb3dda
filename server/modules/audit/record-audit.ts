import type { Executor } from "../../db/client";
import { auditLogs } from "../../db/schema";

export interface AuditEntry {
  action: string;
  userId?: string | null;
  tableName?: string;
  recordId?: string;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/** Appends to the audit log, inside the caller's transaction so it commits with the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    action: entry.action,
    userId: entry.userId ?? null,
    tableName: entry.tableName ?? null,
    recordId: entry.recordId ?? null,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress ?? null,
  });
}

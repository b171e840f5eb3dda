import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";

export const AUDIT_ADMINS_ONLY = "Only an administrator can read the audit log.";

/** The audit log is for admins alone (spec 001 §2): it names who saw which client's record. */
export function assertAuditAdmin(viewer: Viewer): void {
  if (viewer.role !== "admin") throw new AppError("forbidden", AUDIT_ADMINS_ONLY);
}

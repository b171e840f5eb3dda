/** Reading the audit log: the admin's filtered view of who did what and when. */
export { listAuditFilters } from "./list-audit-filters";
export { type AuditLogEntry, listAuditLog } from "./list-audit-log";

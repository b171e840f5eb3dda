/**
 * Who may read a client's clinical record, and the trail every access leaves: the permission
 * checked on each read (deny by default), the audit entries of reads and writes, an
 * administrator's emergency access ("break the glass"), clinical supervisors, and a client's
 * "Who has viewed my record".
 */
export {
  auditClinical,
  auditClinicalRead,
  type ClinicalAccess,
  type ClinicalAuditEntry,
  type ClinicalMetadataAccess,
  type ClinicalReader,
  clinicalAccess,
  clinicalMetadataAccess,
  RECORD_NOT_FOUND,
  RECORD_TEXT_ADMINS,
} from "./access";
export {
  activeBreakGlass,
  BREAK_GLASS_MESSAGES,
  BREAK_GLASS_MINUTES,
  BREAK_GLASS_REASON_LIMITS,
  type BreakGlassGrant,
  breakGlass,
} from "./break-glass";
export { listMyRecordViews, RECORD_VIEWS_PAGE, type RecordView } from "./record-views";
export { assignSupervisor, listSupervisions, SUPERVISION_MESSAGES, type Supervision } from "./supervisors";

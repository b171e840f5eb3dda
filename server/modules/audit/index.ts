/** Writing the audit log: one entry per act worth answering for. */
export { recordAudit } from "./record-audit";

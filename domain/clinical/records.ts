/**
 * The states and kinds of the clinical record's rows, shared by the database's checks and the
 * rules that use them.
 */

/** A questionnaire response: a `draft` autosaved as she answers, then `submitted` (never changed again). */
export const RESPONSE_STATUSES = ["draft", "submitted"] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** The shapes of a session note (their sections are in `notes.ts`). */
export const NOTE_TEMPLATES = ["soap", "dap", "birp", "free"] as const;
export type NoteTemplate = (typeof NOTE_TEMPLATES)[number];

/** A session note: a `draft` she may change, then `signed` (changed only by addenda). */
export const NOTE_STATUSES = ["draft", "signed"] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/** Reminders sent once each: forms due before a session, a session's note left unsigned. */
export const CLINICAL_REMINDER_KINDS = ["forms-due", "note-unsigned"] as const;
export type ClinicalReminderKind = (typeof CLINICAL_REMINDER_KINDS)[number];

/**
 * The audit log's actions on the clinical record: every read, write, signature, export and
 * emergency access, each with the client whose record it is.
 */
export const CLINICAL_AUDIT_ACTIONS = {
  read: "clinical.read",
  write: "clinical.write",
  submit: "clinical.submit",
  sign: "clinical.sign",
  amend: "clinical.amend",
  export: "clinical.export",
  breakGlass: "clinical.break_glass",
  formPublished: "clinical.form_published",
  scheduleChanged: "clinical.schedule_changed",
  supervisorAssigned: "clinical.supervisor_assigned",
} as const;
export type ClinicalAuditAction = (typeof CLINICAL_AUDIT_ACTIONS)[keyof typeof CLINICAL_AUDIT_ACTIONS];

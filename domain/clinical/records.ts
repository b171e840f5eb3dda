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
 * The notifications that ask a therapist to look at a client's record at once, sent with the live
 * topic "clinical-alert": they say nothing of what the record holds.
 */
export const CLINICAL_ALERT_TITLES = {
  /** A client answered above 0 on the PHQ-9's item 9 (thoughts of self-harm). */
  questionnaire: "A questionnaire needs your attention",
  /** An administrator broke the glass on a client's record. */
  breakGlass: "A client's record was opened in an emergency",
} as const;

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

/**
 * What a read of the record was of (the audit entry's `details.what`), as the client reads it in
 * "Who has viewed my record". A therapist's reads of her own process notes are not listed: they
 * are hers, not the client's record.
 */
export const CLINICAL_READ_LABELS: Readonly<Record<string, string>> = {
  scores: "Read your scores",
  response: "Opened one of your forms",
  "signed-document": "Opened a consent you signed",
  draft: "Opened a form you started",
  "session-note": "Read a session note",
  "session-notes": "Read your session notes",
  "note-dates": "Saw that session notes exist and when they were signed",
};
export const PRIVATE_READS: readonly string[] = ["process-note"];

/**
 * A client's answers to the practice's forms. Her side: what is due from her, answering
 * (autosaved drafts, then submitted), her scores, signed consents, and the reminders of forms
 * due. Her therapist's side: her scored measures, her responses and signed consents as the people
 * who may read her record see them, and the forms still missing before upcoming sessions.
 */
// What the people who may read her record see (client-measures.ts, client-responses.ts, forms-missing.ts)
export {
  type ClientMeasure,
  type ClientMeasures,
  getClientMeasures,
  MEASURE_TITLES,
  type MeasureResult,
} from "./client-measures";
export {
  type ClientResponse,
  downloadSignedConsent,
  getClientResponse,
  listClientResponses,
  RESPONSE_NOT_FOUND,
  type ResponseSignature,
  type ResponseSummary,
  SIGNED_DOCUMENT_NOT_FOUND,
  type SignedDocument,
} from "./client-responses";
// The signed consent's document (consent-document.ts)
export { downloadMySignedConsent } from "./consent-document";
// Reminders of forms due (form-reminders.ts)
export { FORM_REMINDER_HOURS, FORMS_TAB_PATH, sendFormReminders } from "./form-reminders";
export {
  FORM_SHORT_NAMES,
  FORMS_MISSING_SESSIONS,
  FORMS_MISSING_STAFF_ONLY,
  type FormsMissingFilter,
  formsMissingForSessions,
  type MissingForm,
  type SessionFormsMissing,
} from "./forms-missing";
// The client's own forms (my-forms.ts)
export {
  listMyForms,
  MY_FORMS_SHOWN,
  type MyDraft,
  type MyDueForm,
  type MyForms,
  type MyMeasure,
  type MyOpenForm,
  type MyScore,
  type MySubmittedForm,
  openMyForm,
} from "./my-forms";
export { RESPONSE_MESSAGES } from "./my-record";
// Autosave (save-draft.ts)
export { type SavedDraft, saveMyDraft } from "./save-draft";
// Submitting and signing (submit-response.ts)
export { QUESTIONNAIRE_ALERT_TITLE, type SubmittedForm, submitMyForm } from "./submit-response";

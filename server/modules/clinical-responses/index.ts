/**
 * A client's answers to her forms: what is due from her, answering (autosaved drafts, then
 * submitted), scores of the measures, signed consents, and the reminders of forms due.
 */

// The signed consent's document (consent-document.ts)
export { downloadMySignedConsent } from "./consent-document";
// Reminders of forms due (form-reminders.ts)
export { FORM_REMINDER_HOURS, FORMS_TAB_PATH, sendFormReminders } from "./form-reminders";
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

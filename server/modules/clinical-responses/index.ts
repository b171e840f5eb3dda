/**
 * A client's answers to the practice's forms: her scored measures, her responses and signed
 * consents as the people who may read her record see them, and the forms still missing before
 * upcoming sessions.
 */
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
export {
  FORM_SHORT_NAMES,
  FORMS_MISSING_SESSIONS,
  FORMS_MISSING_STAFF_ONLY,
  type FormsMissingFilter,
  formsMissingForSessions,
  type MissingForm,
  type SessionFormsMissing,
} from "./forms-missing";

/**
 * The practice's questionnaires (intake, consents, measures): reading a published version, the
 * ones still asked, and the rules of when they are asked (each service's schedule, each
 * questionnaire's lowest version that still counts); and an admin editing them: publishing the
 * next version of a form or consent, creating one, asking every client again, archiving, and
 * setting each service's schedule.
 */
export {
  addQuestion,
  archiveQuestionnaire,
  askAgain,
  createQuestionnaire,
  editQuestionText,
  FORM_ADMIN_MESSAGES,
  moveQuestion,
  type PublishedVersion,
  publishQuestionnaireVersion,
  removeQuestion,
  setQuestionRequired,
} from "./edit-questionnaires";
export {
  listFormSchedules,
  resetServiceFormSchedule,
  SCHEDULE_MESSAGES,
  type ServiceFormSchedule,
  saveServiceFormSchedule,
} from "./form-schedules";
export {
  type AdminQuestionnaire,
  type AdminQuestionnaireDetail,
  getQuestionnaireForAdmin,
  listQuestionnairesForAdmin,
  type QuestionnaireVersionEntry,
} from "./list-for-admin";
export {
  findQuestionnaire,
  listCurrentQuestionnaires,
  type PracticeFormRules,
  practiceFormRules,
  type StoredQuestionnaire,
} from "./read-questionnaires";

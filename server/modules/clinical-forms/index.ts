/**
 * The practice's questionnaires (intake, consents, measures): reading a published version, the
 * ones still asked, and the rules of when they are asked (each service's schedule, each
 * questionnaire's lowest version that still counts).
 */
export {
  findQuestionnaire,
  listCurrentQuestionnaires,
  type PracticeFormRules,
  practiceFormRules,
  type StoredQuestionnaire,
} from "./read-questionnaires";

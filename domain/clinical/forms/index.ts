/** The questionnaires the practice ships, and their ids. */
import type { Questionnaire } from "@domain/clinical/questionnaire";
import { CONSENT_TO_TREATMENT, CONSENT_TO_TREATMENT_ID } from "./consent-to-treatment";
import { GAD7, GAD7_ID } from "./gad-7";
import { INTAKE, INTAKE_ID } from "./intake";
import { PHQ9, PHQ9_ID } from "./phq-9";
import { TELETHERAPY_CONSENT, TELETHERAPY_CONSENT_ID } from "./teletherapy-consent";

export { PHQ9_SELF_HARM_ITEM } from "./phq-9";
export { AGREEMENT_ITEM, SIGNATURE_ITEM } from "./signing";
export {
  CONSENT_TO_TREATMENT,
  CONSENT_TO_TREATMENT_ID,
  GAD7,
  GAD7_ID,
  INTAKE,
  INTAKE_ID,
  PHQ9,
  PHQ9_ID,
  TELETHERAPY_CONSENT,
  TELETHERAPY_CONSENT_ID,
};

/** Every shipped questionnaire, in the order a new client meets them. */
export const SHIPPED_QUESTIONNAIRES: readonly Questionnaire[] = [
  INTAKE,
  CONSENT_TO_TREATMENT,
  TELETHERAPY_CONSENT,
  PHQ9,
  GAD7,
];

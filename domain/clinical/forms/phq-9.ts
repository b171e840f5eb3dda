/**
 * The Patient Health Questionnaire (PHQ-9), in its published English wording.
 *
 * Source: the PHQ-9 form, developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke
 * and colleagues, with an educational grant from Pfizer Inc.; Pfizer's statement on it reads
 * "No permission required to reproduce, translate, display or distribute". Scoring: Kroenke K,
 * Spitzer RL, Williams JBW, "The PHQ-9: validity of a brief depression severity measure",
 * J Gen Intern Med 2001;16(9):606-613 (see `scoring.ts`).
 *
 * The wording must not be changed: the scores are only comparable with the published tables if
 * the questions are the published ones. A new wording is a new version.
 */
import type { Questionnaire } from "@domain/clinical/questionnaire";
import { DIFFICULTY_OPTIONS, DIFFICULTY_QUESTION, FREQUENCY_OPTIONS } from "./measure-options";

export const PHQ9_ID = "phq-9";

/** The linkId of item 9 (thoughts of being better off dead or of self-harm): see `crisis.ts`. */
export const PHQ9_SELF_HARM_ITEM = "phq9-9";

const PROBLEMS = [
  "Little interest or pleasure in doing things",
  "Feeling down, depressed, or hopeless",
  "Trouble falling or staying asleep, or sleeping too much",
  "Feeling tired or having little energy",
  "Poor appetite or overeating",
  "Feeling bad about yourself — or that you are a failure or have let yourself or your family down",
  "Trouble concentrating on things, such as reading the newspaper or watching television",
  "Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual",
  "Thoughts that you would be better off dead or of hurting yourself in some way",
] as const;

export const PHQ9: Questionnaire = {
  id: PHQ9_ID,
  version: 1,
  title: "PHQ-9",
  kind: "measure",
  intro: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  items: [
    ...PROBLEMS.map((text, index) => ({
      linkId: `phq9-${index + 1}`,
      text,
      type: "choice" as const,
      required: true,
      options: FREQUENCY_OPTIONS,
    })),
    {
      linkId: "phq9-difficulty",
      text: DIFFICULTY_QUESTION,
      type: "choice",
      required: false,
      options: DIFFICULTY_OPTIONS,
    },
  ],
};

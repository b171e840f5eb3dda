/**
 * The Generalized Anxiety Disorder scale (GAD-7), in its published English wording.
 *
 * Source: the GAD-7 form, developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke
 * and colleagues, with an educational grant from Pfizer Inc.; Pfizer's statement on it reads
 * "No permission required to reproduce, translate, display or distribute". Scoring: Spitzer RL,
 * Kroenke K, Williams JBW, Löwe B, "A brief measure for assessing generalized anxiety disorder:
 * the GAD-7", Arch Intern Med 2006;166(10):1092-1097 (see `scoring.ts`).
 *
 * The GAD-7 form's own instruction says "the following problems" where the PHQ-9's says "any of
 * the following problems"; each keeps its published wording. A new wording is a new version.
 */
import type { Questionnaire } from "@domain/clinical/questionnaire";
import { FREQUENCY_OPTIONS } from "./measure-options";

export const GAD7_ID = "gad-7";

const PROBLEMS = [
  "Feeling nervous, anxious or on edge",
  "Not being able to stop or control worrying",
  "Worrying too much about different things",
  "Trouble relaxing",
  "Being so restless that it is hard to sit still",
  "Becoming easily annoyed or irritable",
  "Feeling afraid as if something awful might happen",
] as const;

export const GAD7: Questionnaire = {
  id: GAD7_ID,
  version: 1,
  title: "GAD-7",
  kind: "measure",
  intro: "Over the last 2 weeks, how often have you been bothered by the following problems?",
  items: PROBLEMS.map((text, index) => ({
    linkId: `gad7-${index + 1}`,
    text,
    type: "choice" as const,
    required: true,
    options: FREQUENCY_OPTIONS,
  })),
};

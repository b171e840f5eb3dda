import type { AnswerOption } from "@domain/clinical/questionnaire";

/**
 * The four answers of every PHQ-9 and GAD-7 problem, scored 0 to 3, as printed on the published
 * forms (Spitzer, Williams, Kroenke and colleagues, with an educational grant from Pfizer Inc.).
 */
export const FREQUENCY_OPTIONS: readonly AnswerOption[] = [
  { value: "0", label: "Not at all", score: 0 },
  { value: "1", label: "Several days", score: 1 },
  { value: "2", label: "More than half the days", score: 2 },
  { value: "3", label: "Nearly every day", score: 3 },
];

/** The closing question of the published forms: how much the problems get in the way. Unscored. */
export const DIFFICULTY_QUESTION =
  "If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?";

export const DIFFICULTY_OPTIONS: readonly AnswerOption[] = [
  { value: "not-difficult", label: "Not difficult at all" },
  { value: "somewhat-difficult", label: "Somewhat difficult" },
  { value: "very-difficult", label: "Very difficult" },
  { value: "extremely-difficult", label: "Extremely difficult" },
];

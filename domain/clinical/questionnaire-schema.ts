/**
 * The schema of a questionnaire version, for what an admin saves from the forms editor (adding,
 * reordering and requiring questions) and for the forms the practice ships (their tests parse
 * them). Kept apart from `questionnaire.ts` so that a client's form page, which only renders and
 * checks answers, does not carry zod.
 */
import { z } from "zod";
import {
  CHOICE_TYPES,
  ENABLE_WHEN_OPERATORS,
  type EnableWhen,
  ITEM_TYPES,
  QUESTIONNAIRE_KINDS,
  type Questionnaire,
  type QuestionnaireItem,
} from "./questionnaire";

export const QUESTIONNAIRE_LIMITS = {
  idMax: 60,
  titleMax: 120,
  introMax: 4000,
  itemsMax: 100,
  linkIdMax: 60,
  questionMax: 500,
  displayMax: 4000,
  helpMax: 500,
  optionsMin: 2,
  optionsMax: 30,
  optionValueMax: 60,
  optionLabelMax: 200,
  scoreMax: 100,
} as const;

const L = QUESTIONNAIRE_LIMITS;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const LINK_ID = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;

const text = (what: string, max: number) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(max, `Please keep ${what} under ${max.toLocaleString("en")} characters.`);

const optionSchema = z.object({
  value: z
    .string({ error: "Please give each answer a value." })
    .trim()
    .min(1, "Please give each answer a value.")
    .max(L.optionValueMax, `An answer's value must be ${L.optionValueMax} characters or fewer.`),
  label: text("the answer's wording", L.optionLabelMax),
  score: z
    .int("A score must be a whole number.")
    .min(0, "A score cannot be negative.")
    .max(L.scoreMax, `A score must be ${L.scoreMax} or less.`)
    .optional(),
});

const conditionSchema = z.object({
  linkId: z.string({ error: "Please choose the question this depends on." }),
  operator: z.enum(ENABLE_WHEN_OPERATORS, { error: "Please choose how the condition compares." }),
  value: z.union([z.string(), z.boolean()]).optional(),
});

const itemSchema = z.object({
  linkId: z
    .string({ error: "Please give the question an id." })
    .trim()
    .max(L.linkIdMax, `A question's id must be ${L.linkIdMax} characters or fewer.`)
    .regex(LINK_ID, "A question's id is lower-case letters and digits, joined by - _ or ."),
  text: text("the question's text", L.displayMax),
  type: z.enum(ITEM_TYPES, { error: "Please choose the kind of question." }),
  required: z.boolean({ error: "Please say whether the question must be answered." }),
  options: z.array(optionSchema).optional(),
  enableWhen: z.array(conditionSchema).optional(),
  help: text("the hint", L.helpMax).optional(),
});

/**
 * A questionnaire version. Beyond each field's shape it refuses: two items with one linkId; a
 * choice item without options (at least 2, values unique), or options on any other item; a
 * required display item; a question (not display) over 500 characters; a condition pointing at
 * an unknown item, a later item or itself, or at a display item; an `equals`/`not-equals`
 * without a value, or with one the item cannot take (not among a choice's options, not true or
 * false for a tick box); an `exists` whose value is not true or false.
 */
export const questionnaireSchema: z.ZodType<Questionnaire> = z
  .object({
    id: z
      .string({ error: "Please give the questionnaire an id." })
      .trim()
      .max(L.idMax, `The id must be ${L.idMax} characters or fewer.`)
      .regex(SLUG, "The id is lower-case letters and digits joined by dashes, such as phq-9."),
    version: z.int("The version must be a whole number.").min(1, "The version starts at 1."),
    title: text("a title", L.titleMax),
    kind: z.enum(QUESTIONNAIRE_KINDS, { error: "Please choose the kind of questionnaire." }),
    intro: text("the introduction", L.introMax).optional(),
    items: z
      .array(itemSchema)
      .min(1, "Please add at least one question.")
      .max(L.itemsMax, `A questionnaire holds at most ${L.itemsMax} questions.`),
  })
  .superRefine((questionnaire, ctx) => {
    const seen = new Map<string, QuestionnaireItem>();
    questionnaire.items.forEach((item, index) => {
      const problem = (message: string, ...path: (string | number)[]) =>
        ctx.addIssue({ code: "custom", message, path: ["items", index, ...path] });

      if (seen.has(item.linkId)) problem(`Two questions have the id "${item.linkId}".`, "linkId");
      if (item.type === "display" && item.required) problem("A text to read cannot be required.", "required");
      if (item.type !== "display" && item.text.length > L.questionMax) {
        problem(`Please keep the question under ${L.questionMax} characters.`, "text");
      }
      optionProblems(item, (message) => problem(message, "options"));
      item.enableWhen?.forEach((condition, c) => {
        const message = conditionProblem(condition, seen.get(condition.linkId), item.linkId);
        if (message) problem(message, "enableWhen", c);
      });
      if (!seen.has(item.linkId)) seen.set(item.linkId, item);
    });
  });

function optionProblems(item: QuestionnaireItem, problem: (message: string) => void): void {
  const isChoice = CHOICE_TYPES.includes(item.type);
  const options = item.options ?? [];
  if (!isChoice) {
    if (options.length > 0) problem("Only a choice question has answers to choose from.");
    return;
  }
  if (options.length < L.optionsMin) problem(`A choice question needs at least ${L.optionsMin} answers.`);
  else if (options.length > L.optionsMax) problem(`A choice question has at most ${L.optionsMax} answers.`);
  const values = options.map((option) => option.value);
  const twice = values.find((value, i) => values.indexOf(value) !== i);
  if (twice !== undefined) problem(`Two answers have the value "${twice}".`);
}

function conditionProblem(
  condition: EnableWhen,
  target: QuestionnaireItem | undefined,
  self: string,
): string | undefined {
  if (condition.linkId === self) return "A question cannot depend on its own answer.";
  if (!target) return `A condition must refer to an earlier question ("${condition.linkId}" is not one).`;
  if (target.type === "display") return "A condition cannot refer to a text to read.";
  if (condition.operator === "exists") {
    return condition.value === undefined || typeof condition.value === "boolean"
      ? undefined
      : "An “is answered” condition takes yes or no.";
  }
  if (condition.value === undefined) return "Please give the answer the condition compares with.";
  if (CHOICE_TYPES.includes(target.type)) {
    return target.options?.some((option) => option.value === condition.value)
      ? undefined
      : `The condition's answer must be one of "${target.linkId}"'s answers.`;
  }
  if (target.type === "boolean") {
    return typeof condition.value === "boolean" ? undefined : "A tick box's condition compares with yes or no.";
  }
  return typeof condition.value === "string" ? undefined : "This condition compares with a text.";
}

import { describe, expect, it } from "vitest";
import type { Questionnaire, QuestionnaireItem } from "./questionnaire";
import { questionnaireSchema } from "./questionnaire-schema";

const choice: QuestionnaireItem = {
  linkId: "seen-before",
  text: "Seen a therapist before?",
  type: "choice",
  required: true,
  options: [
    { value: "yes", label: "Yes" },
    { value: "no", label: "No" },
  ],
};
const tick: QuestionnaireItem = { linkId: "agree", text: "I agree", type: "boolean", required: true };
const valid: Questionnaire = {
  id: "intake-short",
  version: 1,
  title: "Intake",
  kind: "form",
  items: [
    { linkId: "heading", text: "About you", type: "display", required: false },
    choice,
    {
      linkId: "details",
      text: "Tell us more",
      type: "long-text",
      required: true,
      enableWhen: [{ linkId: "seen-before", operator: "equals", value: "yes" }],
    },
    tick,
  ],
};

/** The messages of a refused questionnaire, each with its path. */
function problems(questionnaire: unknown): string[] {
  const parsed = questionnaireSchema.safeParse(questionnaire);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const withItems = (...items: QuestionnaireItem[]) => ({ ...valid, items });

describe("questionnaireSchema", () => {
  it("accepts a valid questionnaire as it is", () => {
    expect(questionnaireSchema.parse(valid)).toEqual(valid);
  });

  it("refuses a bad id, version and kind, and an empty questionnaire", () => {
    expect(problems({ ...valid, id: "Intake Form", version: 0, kind: "quiz", items: [] })).toEqual([
      "id: The id is lower-case letters and digits joined by dashes, such as phq-9.",
      "version: The version starts at 1.",
      "kind: Please choose the kind of questionnaire.",
      "items: Please add at least one question.",
    ]);
  });

  it("refuses two items with one linkId", () => {
    expect(problems(withItems(choice, { ...tick, linkId: "seen-before" }))).toEqual([
      'items.1.linkId: Two questions have the id "seen-before".',
    ]);
  });

  it("refuses a choice item without options, or with one, or with a value twice", () => {
    expect(problems(withItems({ ...choice, options: undefined }))).toEqual([
      "items.0.options: A choice question needs at least 2 answers.",
    ]);
    expect(problems(withItems({ ...choice, type: "multi-choice", options: [{ value: "a", label: "A" }] }))).toEqual([
      "items.0.options: A choice question needs at least 2 answers.",
    ]);
    expect(
      problems(
        withItems({
          ...choice,
          options: [
            { value: "a", label: "A" },
            { value: "a", label: "Also A" },
          ],
        }),
      ),
    ).toEqual(['items.0.options: Two answers have the value "a".']);
  });

  it("refuses options on an item that is not a choice, and a required display item", () => {
    expect(problems(withItems({ ...tick, options: choice.options }))).toEqual([
      "items.0.options: Only a choice question has answers to choose from.",
    ]);
    expect(problems(withItems({ linkId: "h", text: "Read", type: "display", required: true }))).toEqual([
      "items.0.required: A text to read cannot be required.",
    ]);
  });

  it("refuses conditions on an unknown, a later or the same item, or on a display item", () => {
    const dependent = (linkId: string): QuestionnaireItem => ({
      ...tick,
      linkId: "dependent",
      required: false,
      enableWhen: [{ linkId, operator: "exists" }],
    });
    expect(problems(withItems(choice, dependent("nowhere")))).toEqual([
      'items.1.enableWhen.0: A condition must refer to an earlier question ("nowhere" is not one).',
    ]);
    expect(problems(withItems(dependent("seen-before"), choice))).toEqual([
      'items.0.enableWhen.0: A condition must refer to an earlier question ("seen-before" is not one).',
    ]);
    expect(problems(withItems(dependent("dependent")))).toEqual([
      "items.0.enableWhen.0: A question cannot depend on its own answer.",
    ]);
    expect(
      problems(withItems({ linkId: "h", text: "Read", type: "display", required: false }, dependent("h"))),
    ).toEqual(["items.1.enableWhen.0: A condition cannot refer to a text to read."]);
  });

  it("refuses a condition's value the item cannot take", () => {
    const on = (operator: "equals" | "not-equals" | "exists", linkId: string, value?: string | boolean) =>
      withItems(choice, tick, { ...tick, linkId: "x", required: false, enableWhen: [{ linkId, operator, value }] });
    expect(problems(on("equals", "seen-before"))).toEqual([
      "items.2.enableWhen.0: Please give the answer the condition compares with.",
    ]);
    expect(problems(on("equals", "seen-before", "maybe"))).toEqual([
      `items.2.enableWhen.0: The condition's answer must be one of "seen-before"'s answers.`,
    ]);
    expect(problems(on("not-equals", "agree", "yes"))).toEqual([
      "items.2.enableWhen.0: A tick box's condition compares with yes or no.",
    ]);
    expect(problems(on("exists", "agree", "yes"))).toEqual([
      "items.2.enableWhen.0: An “is answered” condition takes yes or no.",
    ]);
    expect(problems(on("equals", "agree", true))).toEqual([]);
    expect(problems(on("exists", "seen-before", false))).toEqual([]);
  });

  it("refuses a score that is not a whole number from 0 to 100", () => {
    const scored = (score: number) =>
      withItems({ ...choice, options: [{ value: "a", label: "A", score }, choice.options![1]!] });
    expect(problems(scored(1.5))).toEqual(["items.0.options.0.score: A score must be a whole number."]);
    expect(problems(scored(-1))).toEqual(["items.0.options.0.score: A score cannot be negative."]);
    expect(problems(scored(3))).toEqual([]);
  });

  it("trims texts and refuses empty or overlong ones", () => {
    const parsed = questionnaireSchema.parse({ ...valid, title: "  Intake  " });
    expect(parsed.title).toBe("Intake");
    expect(problems({ ...valid, title: "   " })).toEqual(["title: Please enter a title."]);
    expect(problems(withItems({ ...tick, text: "x".repeat(501) }))).toEqual([
      "items.0.text: Please keep the question under 500 characters.",
    ]);
    expect(problems(withItems({ linkId: "h", text: "x".repeat(4000), type: "display", required: false }))).toEqual([]);
  });
});

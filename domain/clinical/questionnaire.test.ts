import { describe, expect, it } from "vitest";
import { enabledLinkIds, isAnswered, type Questionnaire, questionnaireHashInput } from "./questionnaire";

const form: Questionnaire = {
  id: "test",
  version: 1,
  title: "Test",
  kind: "form",
  items: [
    { linkId: "heading", text: "About you", type: "display", required: false },
    {
      linkId: "seen-before",
      text: "Seen a therapist before?",
      type: "choice",
      required: true,
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
    },
    {
      linkId: "details",
      text: "Tell us more",
      type: "long-text",
      required: true,
      enableWhen: [{ linkId: "seen-before", operator: "equals", value: "yes" }],
    },
    {
      linkId: "why-not",
      text: "Why not?",
      type: "text",
      required: false,
      enableWhen: [{ linkId: "seen-before", operator: "not-equals", value: "yes" }],
    },
    {
      linkId: "more",
      text: "Anything more?",
      type: "text",
      required: false,
      enableWhen: [{ linkId: "details", operator: "exists" }],
    },
    {
      linkId: "channels",
      text: "Channels",
      type: "multi-choice",
      required: false,
      options: [
        { value: "sms", label: "SMS" },
        { value: "email", label: "E-mail" },
      ],
    },
    {
      linkId: "sms-ok",
      text: "Ok to text at night?",
      type: "boolean",
      required: false,
      enableWhen: [
        { linkId: "channels", operator: "equals", value: "sms" },
        { linkId: "seen-before", operator: "exists" },
      ],
    },
    {
      linkId: "no-details",
      text: "Shown while details are empty",
      type: "display",
      required: false,
      enableWhen: [{ linkId: "details", operator: "exists", value: false }],
    },
  ],
};

const shown = (answers: Record<string, string | string[] | boolean>) => [...enabledLinkIds(form, answers)];

describe("enabledLinkIds", () => {
  it("shows the unconditional items, and neither side of equals/not-equals before the answer", () => {
    expect(shown({})).toEqual(["heading", "seen-before", "channels", "no-details"]);
  });

  it("shows an item whose equals holds, and hides the not-equals one", () => {
    expect(shown({ "seen-before": "yes" })).toEqual(["heading", "seen-before", "details", "channels", "no-details"]);
  });

  it("shows the not-equals item for another answer", () => {
    expect(shown({ "seen-before": "no" })).toContain("why-not");
    expect(shown({ "seen-before": "no" })).not.toContain("details");
  });

  it("reads exists, and exists with value false", () => {
    const answered = shown({ "seen-before": "yes", details: "Two years of counselling" });
    expect(answered).toContain("more");
    expect(answered).not.toContain("no-details");
  });

  it("treats the answer of a hidden item as no answer", () => {
    // details is answered but hidden (seen-before is no), so "more" stays hidden.
    expect(shown({ "seen-before": "no", details: "left over" })).not.toContain("more");
  });

  it("reads equals on a multi-choice as 'among the chosen', and needs every condition", () => {
    expect(shown({ channels: ["sms", "email"] })).not.toContain("sms-ok");
    expect(shown({ channels: ["sms", "email"], "seen-before": "no" })).toContain("sms-ok");
    expect(shown({ channels: ["email"], "seen-before": "no" })).not.toContain("sms-ok");
  });
});

describe("isAnswered", () => {
  it("counts a tick box either way, and not blank text or no choice", () => {
    expect(isAnswered(false)).toBe(true);
    expect(isAnswered("  ")).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered(["a"])).toBe(true);
  });
});

describe("questionnaireHashInput", () => {
  it("is the same whatever order the fields were written in, and leaves absent fields out", () => {
    const reordered = JSON.parse(JSON.stringify(form), (_key, value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    );
    expect(questionnaireHashInput(reordered)).toBe(questionnaireHashInput(form));
    expect(questionnaireHashInput({ ...form, intro: undefined })).toBe(questionnaireHashInput(form));
  });

  it("is canonical JSON with sorted keys", () => {
    const small: Questionnaire = {
      title: "T",
      version: 2,
      id: "t",
      kind: "measure",
      items: [{ type: "text", text: "Q", linkId: "q", required: false }],
    };
    expect(questionnaireHashInput(small)).toBe(
      '{"id":"t","items":[{"linkId":"q","required":false,"text":"Q","type":"text"}],"kind":"measure","title":"T","version":2}',
    );
  });

  it("changes with the items' order and with any wording", () => {
    const swapped = { ...form, items: [form.items[1]!, form.items[0]!, ...form.items.slice(2)] };
    expect(questionnaireHashInput(swapped)).not.toBe(questionnaireHashInput(form));
    expect(questionnaireHashInput({ ...form, title: "Test." })).not.toBe(questionnaireHashInput(form));
  });
});

import { describe, expect, it } from "vitest";
import {
  addItem,
  editItemText,
  FORM_EDIT_MESSAGES,
  type FormEdit,
  moveItem,
  newQuestionnaire,
  publishProblem,
  removeItem,
  setItemRequired,
  slugOf,
  uniqueSlug,
} from "./form-editing";
import { CONSENT_TO_TREATMENT, INTAKE, PHQ9 } from "./forms";
import { AGREEMENT_ITEM, SIGNATURE_ITEM } from "./forms/signing";
import type { Questionnaire } from "./questionnaire";
import { questionnaireSchema } from "./questionnaire-schema";

const next = (edit: FormEdit): Questionnaire => {
  if (!edit.ok) throw new Error(`refused: ${edit.error}`);
  return edit.questionnaire;
};
const linkIds = (questionnaire: Questionnaire) => questionnaire.items.map((item) => item.linkId);

describe("addItem", () => {
  it("appends a question to a form with an id from its text, and the result is a valid questionnaire", () => {
    const edited = next(addItem(INTAKE, { text: "  How did you hear about us? ", type: "text", required: true }));
    const added = edited.items.at(-1);
    expect(added).toEqual({
      linkId: "how-did-you-hear-about-us",
      text: "How did you hear about us?",
      type: "text",
      required: true,
    });
    expect(edited.items).toHaveLength(INTAKE.items.length + 1);
    expect(questionnaireSchema.safeParse(edited).success).toBe(true);
  });

  it("makes the id unique when the text repeats an existing one", () => {
    const once = next(addItem(INTAKE, { text: "Phone", type: "phone", required: false }));
    expect(once.items.at(-1)?.linkId).toBe("phone-2");
  });

  it("gives a choice's answers values from their wording, dropping blank lines, and keeps the hint", () => {
    const edited = next(
      addItem(INTAKE, {
        text: "Preferred language",
        type: "choice",
        required: false,
        options: ["English", " ", "Twi", "English"],
        help: " Pick one ",
      }),
    );
    expect(edited.items.at(-1)).toMatchObject({
      options: [
        { value: "english", label: "English" },
        { value: "twi", label: "Twi" },
        { value: "english-2", label: "English" },
      ],
      help: "Pick one",
    });
  });

  it("refuses a choice with fewer than two answers, and answers on a question that is not a choice", () => {
    expect(addItem(INTAKE, { text: "Pick", type: "choice", required: false, options: ["One"] })).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.optionsNeeded,
    });
    expect(addItem(INTAKE, { text: "Name", type: "text", required: false, options: ["A", "B"] })).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.optionsOnlyForChoices,
    });
  });

  it("never makes a text to read required, and refuses a signature or unknown kind", () => {
    expect(next(addItem(INTAKE, { text: "Read this", type: "display", required: true })).items.at(-1)?.required).toBe(
      false,
    );
    const signature = addItem(INTAKE, { text: "Sign", type: "signature" as never, required: true });
    expect(signature).toEqual({ ok: false, error: FORM_EDIT_MESSAGES.chooseType });
  });

  it("puts a consent's new question above its agreement and signature", () => {
    const edited = next(
      addItem(CONSENT_TO_TREATMENT, { text: "Anything to add?", type: "long-text", required: false }),
    );
    expect(linkIds(edited).slice(-3)).toEqual(["anything-to-add", AGREEMENT_ITEM, SIGNATURE_ITEM]);
    expect(publishProblem(CONSENT_TO_TREATMENT, edited)).toBeNull();
  });

  it("refuses every edit of a measure", () => {
    const refused = { ok: false, error: FORM_EDIT_MESSAGES.measureLocked };
    expect(addItem(PHQ9, { text: "More", type: "text", required: false })).toEqual(refused);
    expect(moveItem(PHQ9, PHQ9.items[1]?.linkId ?? "", "up")).toEqual(refused);
    expect(editItemText(PHQ9, PHQ9.items[0]?.linkId ?? "", { text: "Reworded" })).toEqual(refused);
  });
});

describe("removeItem", () => {
  it("removes a question", () => {
    const edited = next(removeItem(INTAKE, "address"));
    expect(linkIds(edited)).not.toContain("address");
    expect(edited.items).toHaveLength(INTAKE.items.length - 1);
  });

  it("refuses a question another's condition refers to, naming it", () => {
    expect(removeItem(INTAKE, "medication")).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.dependedOn(INTAKE.items.find((item) => item.linkId === "medication")?.text ?? ""),
    });
  });

  it("refuses a consent's agreement and signature, an unknown question and the last one", () => {
    expect(removeItem(CONSENT_TO_TREATMENT, SIGNATURE_ITEM)).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.signingLocked,
    });
    expect(removeItem(CONSENT_TO_TREATMENT, AGREEMENT_ITEM)).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.signingLocked,
    });
    expect(removeItem(INTAKE, "nope")).toEqual({ ok: false, error: FORM_EDIT_MESSAGES.unknownItem });
    const single = newQuestionnaire("single", "Single", "form");
    expect(removeItem(single, "introduction")).toEqual({ ok: false, error: FORM_EDIT_MESSAGES.lastItem });
  });
});

describe("moveItem", () => {
  it("swaps a question with its neighbour", () => {
    const up = next(moveItem(INTAKE, "address", "up"));
    expect(linkIds(up).slice(1, 3)).toEqual(["address", "phone"]);
    const down = next(moveItem(INTAKE, "phone", "down"));
    expect(linkIds(down)).toEqual(linkIds(up));
  });

  it("refuses moving past either end, past a consent's signing, or below a question depending on it", () => {
    const first = INTAKE.items[0]?.linkId ?? "";
    const last = INTAKE.items.at(-1)?.linkId ?? "";
    expect(moveItem(INTAKE, first, "up")).toEqual({ ok: false, error: FORM_EDIT_MESSAGES.alreadyFirst });
    expect(moveItem(INTAKE, last, "down")).toEqual({ ok: false, error: FORM_EDIT_MESSAGES.alreadyLast });
    expect(moveItem(INTAKE, "medication", "down")).toEqual({ ok: false, error: FORM_EDIT_MESSAGES.movePastCondition });
    expect(moveItem(INTAKE, "medication-details", "up")).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.movePastCondition,
    });
    const beforeSigning = CONSENT_TO_TREATMENT.items.at(-3)?.linkId ?? "";
    expect(moveItem(CONSENT_TO_TREATMENT, beforeSigning, "down")).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.alreadyLast,
    });
    expect(moveItem(CONSENT_TO_TREATMENT, AGREEMENT_ITEM, "up")).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.signingLocked,
    });
  });
});

describe("setItemRequired and editItemText", () => {
  it("makes a question optional or required", () => {
    expect(
      next(setItemRequired(INTAKE, "address", false)).items.find((item) => item.linkId === "address")?.required,
    ).toBe(false);
  });

  it("refuses a required text to read and an optional signing", () => {
    expect(setItemRequired(INTAKE, "contact-heading", true)).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.displayNotRequired,
    });
    expect(setItemRequired(CONSENT_TO_TREATMENT, SIGNATURE_ITEM, false)).toEqual({
      ok: false,
      error: FORM_EDIT_MESSAGES.signingRequired,
    });
  });

  it("rewords a question, sets or drops its hint, and keeps its id and kind", () => {
    const edited = next(editItemText(INTAKE, "address", { text: " Where you live ", help: "Street and town" }));
    expect(edited.items.find((item) => item.linkId === "address")).toEqual({
      linkId: "address",
      text: "Where you live",
      type: "text",
      required: true,
      help: "Street and town",
    });
    const dropped = next(editItemText(edited, "address", { text: "Where you live", help: "  " }));
    expect(dropped.items.find((item) => item.linkId === "address")).not.toHaveProperty("help");
  });
});

describe("publishProblem", () => {
  it("refuses a measure, a changed id or kind, and a consent without its signing last", () => {
    expect(publishProblem(PHQ9, PHQ9)).toBe(FORM_EDIT_MESSAGES.measureLocked);
    expect(publishProblem(INTAKE, { ...INTAKE, id: "other" })).toBe(FORM_EDIT_MESSAGES.sameId);
    expect(publishProblem(INTAKE, { ...INTAKE, kind: "consent" })).toBe(FORM_EDIT_MESSAGES.sameKind);
    const unsigned = { ...CONSENT_TO_TREATMENT, items: CONSENT_TO_TREATMENT.items.slice(0, -1) };
    expect(publishProblem(CONSENT_TO_TREATMENT, unsigned)).toBe(FORM_EDIT_MESSAGES.signingKept);
    const optional = {
      ...CONSENT_TO_TREATMENT,
      items: CONSENT_TO_TREATMENT.items.map((item) =>
        item.linkId === AGREEMENT_ITEM ? { ...item, required: false } : item,
      ),
    };
    expect(publishProblem(CONSENT_TO_TREATMENT, optional)).toBe(FORM_EDIT_MESSAGES.signingKept);
    expect(publishProblem(INTAKE, next(removeItem(INTAKE, "address")))).toBeNull();
  });
});

describe("newQuestionnaire and slugs", () => {
  it("starts a form and a consent as valid questionnaires, the consent ending with its signing", () => {
    const form = newQuestionnaire("feedback", " Feedback ", "form");
    const consent = newQuestionnaire("photo-consent", "Photo consent", "consent");
    expect(questionnaireSchema.safeParse(form).success).toBe(true);
    expect(questionnaireSchema.safeParse(consent).success).toBe(true);
    expect(form.title).toBe("Feedback");
    expect(linkIds(consent).slice(-2)).toEqual([AGREEMENT_ITEM, SIGNATURE_ITEM]);
    expect(publishProblem(consent, consent)).toBeNull();
  });

  it("makes slugs of any text and keeps them unique within their length", () => {
    expect(slugOf("  Café & Crème: Ça va? ", 60)).toBe("cafe-creme-ca-va");
    expect(slugOf("!!!", 60)).toBe("");
    expect(slugOf("abc def ghi", 5)).toBe("abc-d");
    const taken = new Set(["intake", "intake-2"]);
    expect(uniqueSlug("intake", (slug) => taken.has(slug), 60)).toBe("intake-3");
    expect(uniqueSlug("abcdef", (slug) => slug === "abcdef", 6)).toBe("abcd-2");
  });
});

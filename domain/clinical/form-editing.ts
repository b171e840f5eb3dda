/**
 * How an admin changes the practice's forms: each edit builds the next version's definition from
 * the current one (add a question, remove one, move one, require one, reword one), and every
 * published version must keep the rules below. The server validates the result again with
 * `questionnaireSchema` and publishes it as the next version; answered versions never change.
 *
 * The rules an edit keeps:
 * - The measures (PHQ-9, GAD-7) are not edited at all: their wording and scoring are published
 *   and their scores are only comparable with the published tables.
 * - A questionnaire keeps its id and its kind.
 * - A consent keeps its "I agree" tick box and its typed signature, both required, and they stay
 *   its last two items (the client signs below everything she agrees to).
 * - A question another question's condition refers to is not removed, and is not moved below it.
 */
import { AGREEMENT_ITEM, SIGNATURE_ITEM, signingItems } from "./forms/signing";
import {
  CHOICE_TYPES,
  type ItemType,
  type Questionnaire,
  type QuestionnaireItem,
  type QuestionnaireKind,
} from "./questionnaire";
import { QUESTIONNAIRE_LIMITS } from "./questionnaire-schema";

/** The kinds of question an admin adds from the forms editor (a signature belongs to consents only). */
export const EDITABLE_ITEM_TYPES = [
  "text",
  "long-text",
  "choice",
  "multi-choice",
  "boolean",
  "date",
  "phone",
  "email",
  "display",
] as const satisfies readonly ItemType[];
export type EditableItemType = (typeof EDITABLE_ITEM_TYPES)[number];

/** How the editor names each kind of question. */
export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  text: "Short answer",
  "long-text": "Long answer",
  choice: "One of several answers",
  "multi-choice": "Any of several answers",
  boolean: "Tick box",
  date: "Date",
  phone: "Phone number",
  email: "E-mail address",
  display: "Text to read (no answer)",
  signature: "Typed signature",
};

/** The kinds of questionnaire an admin creates (measures are shipped, never made here). */
export const NEW_QUESTIONNAIRE_KINDS = ["form", "consent"] as const satisfies readonly QuestionnaireKind[];
export type NewQuestionnaireKind = (typeof NEW_QUESTIONNAIRE_KINDS)[number];

export const FORM_EDIT_MESSAGES = {
  measureLocked:
    "The PHQ-9 and GAD-7 cannot be edited: their wording and scoring are published, and their scores are only comparable as published.",
  sameId: "A new version keeps the questionnaire's id.",
  sameKind: "A new version keeps the questionnaire's kind (form, consent or measure).",
  signingKept: "A consent keeps its “I agree” tick box and the typed signature, both required, as its last two items.",
  signingLocked: "The “I agree” tick box and the signature are part of every consent: they cannot be removed or moved.",
  signingRequired: "The “I agree” tick box and the signature must stay required.",
  unknownItem: "That question is no longer on the form. Please reload the page.",
  lastItem: "A form needs at least one question: add another before removing this one.",
  dependedOn: (text: string) =>
    `Another question is shown depending on the answer to “${text}”: change or remove that one first.`,
  movePastCondition: "A question must stay above the questions shown depending on its answer.",
  alreadyFirst: "This question is already the first.",
  alreadyLast: "This question is already the last it can be.",
  displayNotRequired: "A text to read takes no answer, so it cannot be required.",
  chooseType: "Please choose the kind of question.",
  optionsNeeded: `A choice question needs at least ${QUESTIONNAIRE_LIMITS.optionsMin} answers, one per line.`,
  optionsOnlyForChoices: "Only a choice question has answers to choose from.",
  tooManyItems: `A questionnaire holds at most ${QUESTIONNAIRE_LIMITS.itemsMax} questions.`,
} as const;

/** An edit's next definition, or why it cannot be made (a message for the admin). */
export type FormEdit =
  | { readonly ok: true; readonly questionnaire: Questionnaire }
  | { readonly ok: false; readonly error: string };

const refuse = (error: string): FormEdit => ({ ok: false, error });
const done = (questionnaire: Questionnaire): FormEdit => ({ ok: true, questionnaire });

const SIGNING = new Set([AGREEMENT_ITEM, SIGNATURE_ITEM]);

/** True for a consent's agreement tick box and signature. */
export function isSigningItem(questionnaire: Questionnaire, linkId: string): boolean {
  return questionnaire.kind === "consent" && SIGNING.has(linkId);
}

/** Why `next` cannot follow `current` as its next version, or null. The shape itself is `questionnaireSchema`'s. */
export function publishProblem(current: Questionnaire, next: Questionnaire): string | null {
  if (current.kind === "measure") return FORM_EDIT_MESSAGES.measureLocked;
  if (next.id !== current.id) return FORM_EDIT_MESSAGES.sameId;
  if (next.kind !== current.kind) return FORM_EDIT_MESSAGES.sameKind;
  if (next.kind === "consent") {
    const [agreement, signature] = next.items.slice(-2);
    const kept =
      agreement?.linkId === AGREEMENT_ITEM &&
      agreement.type === "boolean" &&
      agreement.required &&
      signature?.linkId === SIGNATURE_ITEM &&
      signature.type === "signature" &&
      signature.required;
    if (!kept) return FORM_EDIT_MESSAGES.signingKept;
  }
  return null;
}

/** A slug of a text: lower-case letters and digits joined by dashes, at most `max` characters ("" when none). */
export function slugOf(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, max)
    .replace(/^-+|-+$/g, "");
}

/** `base`, or `base-2`, `base-3`... : the first not in `taken`, at most `max` characters. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean, max: number): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, max - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** What the editor's "Add a question" form gives. */
export interface NewItem {
  readonly text: string;
  readonly type: EditableItemType;
  readonly required: boolean;
  /** A choice question's answers, as the admin reads them (blank ones are dropped). */
  readonly options?: readonly string[];
  readonly help?: string;
}

function guarded(questionnaire: Questionnaire, edit: () => FormEdit): FormEdit {
  if (questionnaire.kind === "measure") return refuse(FORM_EDIT_MESSAGES.measureLocked);
  return edit();
}

/**
 * Adds a question: at the end of a form, or above the agreement and signature of a consent. Its
 * id is made from its text (unique in the form); a choice's answers get values made from their
 * wording. A text to read is never required.
 */
export function addItem(questionnaire: Questionnaire, item: NewItem): FormEdit {
  return guarded(questionnaire, () => {
    if (!(EDITABLE_ITEM_TYPES as readonly string[]).includes(item.type)) return refuse(FORM_EDIT_MESSAGES.chooseType);
    if (questionnaire.items.length >= QUESTIONNAIRE_LIMITS.itemsMax) return refuse(FORM_EDIT_MESSAGES.tooManyItems);
    const labels = (item.options ?? []).map((label) => label.trim()).filter((label) => label !== "");
    const isChoice = CHOICE_TYPES.includes(item.type);
    if (isChoice && labels.length < QUESTIONNAIRE_LIMITS.optionsMin) return refuse(FORM_EDIT_MESSAGES.optionsNeeded);
    if (!isChoice && labels.length > 0) return refuse(FORM_EDIT_MESSAGES.optionsOnlyForChoices);

    const linkIds = new Set(questionnaire.items.map((existing) => existing.linkId));
    const linkId = uniqueSlug(
      slugOf(item.text, 40) || "question",
      (slug) => linkIds.has(slug),
      QUESTIONNAIRE_LIMITS.linkIdMax,
    );
    const values = new Set<string>();
    const options = labels.map((label) => {
      const value = uniqueSlug(
        slugOf(label, 40) || "answer",
        (slug) => values.has(slug),
        QUESTIONNAIRE_LIMITS.optionValueMax,
      );
      values.add(value);
      return { value, label };
    });
    const help = item.help?.trim();
    const added: QuestionnaireItem = {
      linkId,
      text: item.text.trim(),
      type: item.type,
      required: item.type === "display" ? false : item.required,
      ...(isChoice ? { options } : {}),
      ...(help ? { help } : {}),
    };
    const items = [...questionnaire.items];
    const at = questionnaire.kind === "consent" ? items.findIndex((existing) => SIGNING.has(existing.linkId)) : -1;
    items.splice(at === -1 ? items.length : at, 0, added);
    return done({ ...questionnaire, items });
  });
}

/** Removes a question, unless it is a consent's signing, the last question, or another's condition refers to it. */
export function removeItem(questionnaire: Questionnaire, linkId: string): FormEdit {
  return guarded(questionnaire, () => {
    const item = questionnaire.items.find((existing) => existing.linkId === linkId);
    if (!item) return refuse(FORM_EDIT_MESSAGES.unknownItem);
    if (isSigningItem(questionnaire, linkId)) return refuse(FORM_EDIT_MESSAGES.signingLocked);
    if (questionnaire.items.length === 1) return refuse(FORM_EDIT_MESSAGES.lastItem);
    const dependant = questionnaire.items.some((other) =>
      other.enableWhen?.some((condition) => condition.linkId === linkId),
    );
    if (dependant) return refuse(FORM_EDIT_MESSAGES.dependedOn(item.text));
    return done({ ...questionnaire, items: questionnaire.items.filter((existing) => existing.linkId !== linkId) });
  });
}

/**
 * Swaps a question with the one above or below. A consent's signing stays last; a question stays
 * above the questions that depend on its answer.
 */
export function moveItem(questionnaire: Questionnaire, linkId: string, direction: "up" | "down"): FormEdit {
  return guarded(questionnaire, () => {
    const index = questionnaire.items.findIndex((existing) => existing.linkId === linkId);
    if (index === -1) return refuse(FORM_EDIT_MESSAGES.unknownItem);
    if (isSigningItem(questionnaire, linkId)) return refuse(FORM_EDIT_MESSAGES.signingLocked);
    const other = direction === "up" ? index - 1 : index + 1;
    const neighbour = questionnaire.items[other];
    if (!neighbour)
      return refuse(direction === "up" ? FORM_EDIT_MESSAGES.alreadyFirst : FORM_EDIT_MESSAGES.alreadyLast);
    if (isSigningItem(questionnaire, neighbour.linkId)) return refuse(FORM_EDIT_MESSAGES.alreadyLast);
    const [upper, lower] =
      direction === "up" ? [neighbour, questionnaire.items[index]] : [questionnaire.items[index], neighbour];
    if (lower?.enableWhen?.some((condition) => condition.linkId === upper?.linkId)) {
      return refuse(FORM_EDIT_MESSAGES.movePastCondition);
    }
    const items = [...questionnaire.items];
    [items[index], items[other]] = [neighbour, items[index] as QuestionnaireItem];
    return done({ ...questionnaire, items });
  });
}

/** Makes a question required or optional (a text to read is never required; a consent's signing always is). */
export function setItemRequired(questionnaire: Questionnaire, linkId: string, required: boolean): FormEdit {
  return guarded(questionnaire, () => {
    const item = questionnaire.items.find((existing) => existing.linkId === linkId);
    if (!item) return refuse(FORM_EDIT_MESSAGES.unknownItem);
    if (isSigningItem(questionnaire, linkId) && !required) return refuse(FORM_EDIT_MESSAGES.signingRequired);
    if (item.type === "display" && required) return refuse(FORM_EDIT_MESSAGES.displayNotRequired);
    return done(replace(questionnaire, { ...item, required }));
  });
}

/** Rewords a question and its hint (an empty hint removes it). Its id, kind and answers stay. */
export function editItemText(
  questionnaire: Questionnaire,
  linkId: string,
  wording: { readonly text: string; readonly help?: string },
): FormEdit {
  return guarded(questionnaire, () => {
    const item = questionnaire.items.find((existing) => existing.linkId === linkId);
    if (!item) return refuse(FORM_EDIT_MESSAGES.unknownItem);
    const { help: _old, ...rest } = item;
    const help = wording.help?.trim();
    return done(replace(questionnaire, { ...rest, text: wording.text.trim(), ...(help ? { help } : {}) }));
  });
}

function replace(questionnaire: Questionnaire, item: QuestionnaireItem): Questionnaire {
  return {
    ...questionnaire,
    items: questionnaire.items.map((existing) => (existing.linkId === item.linkId ? item : existing)),
  };
}

/**
 * A new questionnaire's first version: a form starts with a line of introduction to reword; a
 * consent with a paragraph to replace by its text, then the agreement and the signature.
 */
export function newQuestionnaire(id: string, title: string, kind: NewQuestionnaireKind): Questionnaire {
  const base = { id, version: 1, title: title.trim(), kind };
  if (kind === "consent") {
    return {
      ...base,
      items: [
        {
          linkId: "consent-text",
          text: "The text of this agreement. Edit it to say what the client agrees to.",
          type: "display",
          required: false,
        },
        ...signingItems("I have read this agreement and I agree to it."),
      ],
    };
  }
  return {
    ...base,
    items: [
      {
        linkId: "introduction",
        text: "Please answer the questions below.",
        type: "display",
        required: false,
      },
    ],
  };
}

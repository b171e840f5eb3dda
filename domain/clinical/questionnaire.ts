/**
 * Questionnaires as data: the intake form, the consents and the scored measures (PHQ-9, GAD-7)
 * are all values of one shape, close to FHIR's Questionnaire resource, so that the practice's
 * forms can be stored, versioned, edited by an admin and shown by one renderer.
 *
 * A questionnaire is identified by its `id` and `version` together: a client's response records
 * both, and a version once answered is never changed (an edit makes the next version). The
 * server keeps each version with a hash of `questionnaireHashInput(version)`, so a response
 * can always be shown against the exact text the client saw.
 */

export const QUESTIONNAIRE_KINDS = ["form", "consent", "measure"] as const;
/**
 * - `form`: information the practice asks for (the intake).
 * - `consent`: an agreement the client signs (typed full name and a required tick box).
 * - `measure`: a scored questionnaire (PHQ-9, GAD-7); see `scoring.ts`.
 */
export type QuestionnaireKind = (typeof QUESTIONNAIRE_KINDS)[number];

export const ITEM_TYPES = [
  "display",
  "text",
  "long-text",
  "choice",
  "multi-choice",
  "boolean",
  "date",
  "phone",
  "email",
  "signature",
] as const;
/**
 * What an item asks for, and the answer it takes (`AnswerValue`):
 * - `display`: text to read (a heading, a paragraph of a consent); takes no answer.
 * - `text` / `long-text`: a line (up to 300 characters) or a text area (up to 4,000): a string.
 * - `choice`: one of `options` (radio buttons): the option's `value`.
 * - `multi-choice`: any of `options` (check boxes): the chosen values, in the options' order.
 * - `boolean`: one tick box: true or false. Like an HTML check box, a required one must be
 *   ticked ("I agree"); a yes/no question is a `choice` with "yes" and "no" options.
 * - `date`: a calendar day, "YYYY-MM-DD".
 * - `phone`, `email`: a phone number or an e-mail address, as strings.
 * - `signature`: the client's full name, typed: a string.
 */
export type ItemType = (typeof ITEM_TYPES)[number];

/** The item types whose answers are picked from `options`. */
export const CHOICE_TYPES: readonly ItemType[] = ["choice", "multi-choice"];

export interface AnswerOption {
  /** What is stored (and what `enableWhen` compares with): short, stable, unique in the item. */
  readonly value: string;
  /** What the client reads. */
  readonly label: string;
  /** The option's points in a measure (PHQ-9: 0 to 3). An item whose options have no score is not scored. */
  readonly score?: number;
}

export const ENABLE_WHEN_OPERATORS = ["equals", "not-equals", "exists"] as const;
export type EnableWhenOperator = (typeof ENABLE_WHEN_OPERATORS)[number];

/**
 * A condition on an earlier item's answer. An item with conditions is shown and asked only when
 * all of them hold; otherwise its answer is dropped and it is never required.
 * - `equals`: the answer is `value` (for a multi-choice item: `value` is among those chosen).
 * - `not-equals`: the item is answered, and not with `value` (an unanswered item satisfies
 *   neither `equals` nor `not-equals`, as in FHIR).
 * - `exists`: the item is answered (or, with `value: false`, is not).
 * An answer to an item that is itself not shown counts as no answer.
 */
export interface EnableWhen {
  readonly linkId: string;
  readonly operator: EnableWhenOperator;
  /** An option's value for a choice item, true or false for a tick box. */
  readonly value?: string | boolean;
}

export interface QuestionnaireItem {
  /** The item's id, unique in the questionnaire; answers are keyed by it. */
  readonly linkId: string;
  /** The question (or, for `display`, the text to read). Line breaks are kept (CSS `white-space: pre-line`). */
  readonly text: string;
  readonly type: ItemType;
  /** Must be answered when shown. Always false for `display`. */
  readonly required: boolean;
  /** The choices of a `choice` or `multi-choice` item (and of no other type). */
  readonly options?: readonly AnswerOption[];
  /** Shown only when all hold (see `EnableWhen`); they may refer to earlier items only. */
  readonly enableWhen?: readonly EnableWhen[];
  /** A short hint under the question. */
  readonly help?: string;
}

export interface Questionnaire {
  /** A slug: lower-case letters, digits and dashes ("phq-9", "intake"). */
  readonly id: string;
  /** 1, 2, 3...: each published change makes the next version. */
  readonly version: number;
  readonly title: string;
  readonly kind: QuestionnaireKind;
  /** Shown above the items (a measure's instruction, a form's purpose). */
  readonly intro?: string;
  /** In the order they are shown. */
  readonly items: readonly QuestionnaireItem[];
}

/** One item's answer: text, a chosen value, chosen values, or a tick. */
export type AnswerValue = string | readonly string[] | boolean;

/** A response's answers, keyed by linkId. Unanswered items have no key. */
export type Answers = Readonly<Record<string, AnswerValue>>;

/** True when `value` counts as an answer (a non-blank text, a non-empty choice, a tick box either way). */
export function isAnswered(value: AnswerValue | undefined): value is AnswerValue {
  if (value === undefined) return false;
  if (typeof value === "boolean") return true;
  if (typeof value === "string") return value.trim() !== "";
  return value.length > 0;
}

function conditionHolds(condition: EnableWhen, answer: AnswerValue | undefined): boolean {
  const answered = isAnswered(answer);
  if (condition.operator === "exists") return answered === (condition.value ?? true);
  if (!answered) return false;
  const equal = Array.isArray(answer) ? answer.includes(String(condition.value)) : answer === condition.value;
  return condition.operator === "equals" ? equal : !equal;
}

/**
 * The linkIds of the items shown for these answers: those without conditions, and those whose
 * conditions all hold. A condition on an item that is not shown sees no answer. The form's
 * screen uses it to show and hide questions as the client answers.
 */
export function enabledLinkIds(questionnaire: Questionnaire, answers: Answers): ReadonlySet<string> {
  const enabled = new Set<string>();
  for (const item of questionnaire.items) {
    const shown = (item.enableWhen ?? []).every((condition) =>
      conditionHolds(condition, enabled.has(condition.linkId) ? answers[condition.linkId] : undefined),
    );
    if (shown) enabled.add(item.linkId);
  }
  return enabled;
}

/** The item of a linkId, or undefined. */
export function itemOf(questionnaire: Questionnaire, linkId: string): QuestionnaireItem | undefined {
  return questionnaire.items.find((item) => item.linkId === linkId);
}

/**
 * The questionnaire version as canonical JSON, for the server to hash (SHA-256) and store beside
 * it: objects' keys sorted, no spaces, absent optional fields left out, arrays (items, options,
 * conditions) in their order. Two versions with the same content give the same string whatever
 * the order their fields were written in.
 */
export function questionnaireHashInput(questionnaire: Questionnaire): string {
  return canonicalJson(questionnaire);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

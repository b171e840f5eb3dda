/**
 * A client's answers to a questionnaire, checked against it: what the server runs on every
 * submission (`answersFor`) and on every autosave of a half-filled form (`partialAnswersFor`).
 * The messages are written for the client and shown under each question.
 */
import { isPhoneNumber } from "@domain/contact";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, hasUnstorableText } from "@domain/validation";
import {
  type Answers,
  type AnswerValue,
  enabledLinkIds,
  isAnswered,
  type Questionnaire,
  type QuestionnaireItem,
} from "./questionnaire";

/** The longest answers taken, in characters. */
export const ANSWER_LIMITS = {
  text: 300,
  longText: 4000,
  email: 254,
  signatureMin: 2,
  signature: 120,
} as const;

export const ANSWER_MESSAGES = {
  required: "Please answer this question.",
  requiredChoice: "Please choose an answer.",
  requiredTick: "Please tick this box to continue.",
  requiredSignature: "Please type your full name to sign.",
  notAnOption: "Please choose one of the answers given.",
  unreadable: "We could not read this answer. Please answer it again.",
  tooLong: (max: number) => `Please keep this answer under ${max.toLocaleString("en")} characters.`,
  date: "Please enter a valid date.",
  email: "Please enter a valid e-mail address, such as name@example.com.",
  phone: "Please enter a valid phone number (7–20 digits, spaces, dashes or +).",
  signature: `Please type your full name (${ANSWER_LIMITS.signatureMin} to ${ANSWER_LIMITS.signature} characters).`,
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

/** The first problem of each item that has one, keyed by linkId, in the questionnaire's order. */
export type AnswerErrors = Readonly<Record<string, string>>;

/**
 * The outcome of checking answers. `answers` holds the clean answers in both cases: on failure,
 * those that passed (an autosave keeps them), without the items in `errors`.
 */
export type AnswerCheck = { ok: true; answers: Answers } | { ok: false; errors: AnswerErrors; answers: Answers };

/**
 * Checks a complete submission. `raw` is a record linkId -> string | string[] | boolean (as
 * `readAnswersForm` builds from a form, or JSON from the client); anything else is read as no
 * answers. The clean answers are trimmed, keyed by linkId in the questionnaire's order, and hold:
 * - only items that are shown (`enabledLinkIds`): a hidden item's answer is dropped, and so is
 *   any problem with it; display items and unknown linkIds are ignored;
 * - every required shown item (a required tick box ticked);
 * - choices among the item's options (a multi-choice's in the options' order, once each);
 * - texts within `ANSWER_LIMITS`, valid "YYYY-MM-DD" days, plausible phones and e-mails.
 */
export function answersFor(questionnaire: Questionnaire, raw: unknown): AnswerCheck {
  return check(questionnaire, raw, true);
}

/**
 * Checks a half-filled form for autosave: every given answer as `answersFor` does, but nothing
 * is required. An empty answer is no answer.
 */
export function partialAnswersFor(questionnaire: Questionnaire, raw: unknown): AnswerCheck {
  return check(questionnaire, raw, false);
}

/**
 * A submitted form's answers, ready for `answersFor`: each item's field named by its linkId; a
 * multi-choice item's check boxes share that name; a tick box sends "true" (or the browser's
 * "on") when ticked and nothing otherwise.
 */
export function readAnswersForm(questionnaire: Questionnaire, form: FormData): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const item of questionnaire.items) {
    if (item.type === "display") continue;
    if (item.type === "multi-choice") {
      const values = form.getAll(item.linkId).filter((value): value is string => typeof value === "string");
      if (values.length > 0) raw[item.linkId] = values;
      continue;
    }
    const value = form.get(item.linkId);
    if (typeof value === "string") raw[item.linkId] = value;
  }
  return raw;
}

type Read = { value?: AnswerValue; error?: string };

function check(questionnaire: Questionnaire, raw: unknown, complete: boolean): AnswerCheck {
  const input = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const read = new Map<string, Read>();
  const given: Record<string, AnswerValue> = {};
  for (const item of questionnaire.items) {
    if (item.type === "display") continue;
    const result = readItem(item, Object.hasOwn(input, item.linkId) ? input[item.linkId] : undefined);
    read.set(item.linkId, result);
    if (result.value !== undefined) given[item.linkId] = result.value;
  }

  const shown = enabledLinkIds(questionnaire, given);
  const answers: Record<string, AnswerValue> = {};
  const errors: Record<string, string> = {};
  for (const item of questionnaire.items) {
    const result = read.get(item.linkId);
    if (!result || !shown.has(item.linkId)) continue;
    if (result.error) errors[item.linkId] = result.error;
    else if (result.value !== undefined) answers[item.linkId] = result.value;
    if (complete && !result.error && item.required && !fulfils(item, result.value)) {
      errors[item.linkId] = requiredMessage(item);
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, answers } : { ok: false, errors, answers };
}

function fulfils(item: QuestionnaireItem, value: AnswerValue | undefined): boolean {
  return item.type === "boolean" ? value === true : isAnswered(value);
}

function requiredMessage(item: QuestionnaireItem): string {
  if (item.type === "boolean") return ANSWER_MESSAGES.requiredTick;
  if (item.type === "signature") return ANSWER_MESSAGES.requiredSignature;
  if (item.type === "choice" || item.type === "multi-choice") return ANSWER_MESSAGES.requiredChoice;
  return ANSWER_MESSAGES.required;
}

const EMPTY: Read = {};
const fail = (error: string): Read => ({ error });

function readItem(item: QuestionnaireItem, raw: unknown): Read {
  if (raw === undefined || raw === null) return EMPTY;
  switch (item.type) {
    case "display":
      return EMPTY;
    case "boolean":
      return readTick(raw);
    case "multi-choice":
      return readChoices(item, typeof raw === "string" ? [raw] : raw);
    default: {
      if (typeof raw !== "string") return fail(ANSWER_MESSAGES.unreadable);
      if (hasUnstorableText(raw) || hasControlCharacters(raw)) return fail(ANSWER_MESSAGES.controlCharacters);
      const text = raw.trim();
      if (text === "") return EMPTY;
      const error = textError(item, text);
      return error ? fail(error) : { value: text };
    }
  }
}

function readTick(raw: unknown): Read {
  if (typeof raw === "boolean") return { value: raw };
  if (raw === "true" || raw === "on") return { value: true };
  if (raw === "false") return { value: false };
  if (raw === "") return EMPTY;
  return fail(ANSWER_MESSAGES.unreadable);
}

function readChoices(item: QuestionnaireItem, raw: unknown): Read {
  if (!Array.isArray(raw) || raw.some((value) => typeof value !== "string")) return fail(ANSWER_MESSAGES.unreadable);
  const chosen = new Set((raw as string[]).map((value) => value.trim()).filter((value) => value !== ""));
  const options = item.options ?? [];
  if ([...chosen].some((value) => !options.some((option) => option.value === value))) {
    return fail(ANSWER_MESSAGES.notAnOption);
  }
  const values = options.filter((option) => chosen.has(option.value)).map((option) => option.value);
  return values.length === 0 ? EMPTY : { value: values };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function textError(item: QuestionnaireItem, text: string): string | undefined {
  switch (item.type) {
    case "text":
      return text.length > ANSWER_LIMITS.text ? ANSWER_MESSAGES.tooLong(ANSWER_LIMITS.text) : undefined;
    case "long-text":
      return text.length > ANSWER_LIMITS.longText ? ANSWER_MESSAGES.tooLong(ANSWER_LIMITS.longText) : undefined;
    case "choice":
      return item.options?.some((option) => option.value === text) ? undefined : ANSWER_MESSAGES.notAnOption;
    case "date":
      return isIsoDay(text) ? undefined : ANSWER_MESSAGES.date;
    case "phone":
      return isPhoneNumber(text) ? undefined : ANSWER_MESSAGES.phone;
    case "email":
      return text.length <= ANSWER_LIMITS.email && EMAIL.test(text) ? undefined : ANSWER_MESSAGES.email;
    case "signature":
      return text.length >= ANSWER_LIMITS.signatureMin && text.length <= ANSWER_LIMITS.signature && /\p{L}/u.test(text)
        ? undefined
        : ANSWER_MESSAGES.signature;
    default:
      return ANSWER_MESSAGES.unreadable;
  }
}

/** A real calendar day written "YYYY-MM-DD", between 1900 and 2199. */
export function isIsoDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

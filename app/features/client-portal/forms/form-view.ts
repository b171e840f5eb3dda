import type { Answers, Questionnaire } from "@domain/clinical/questionnaire";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import type { MyOpenForm } from "@server/modules/clinical-responses";

/** Answers as a form holds them: a field's text, a multi-choice's values, a ticked box's "true". */
export type RawAnswers = Record<string, string | string[]>;

export interface FormPageView {
  questionnaire: Questionnaire;
  answers: RawAnswers;
  savedAt: string | null;
  dueBy: string | null;
}

export function toRawAnswers(answers: Answers): RawAnswers {
  const raw: RawAnswers = {};
  for (const [linkId, value] of Object.entries(answers)) {
    if (typeof value === "boolean") {
      if (value) raw[linkId] = "true";
    } else raw[linkId] = Array.isArray(value) ? [...value] : (value as string);
  }
  return raw;
}

/** The answers for the rules that show and hide questions (`enabledLinkIds`). */
export function toAnswers(questionnaire: Questionnaire, raw: RawAnswers): Answers {
  const answers: Record<string, Answers[string]> = {};
  for (const item of questionnaire.items) {
    const value = raw[item.linkId];
    if (value === undefined) continue;
    answers[item.linkId] = item.type === "boolean" ? value === "true" : value;
  }
  return answers;
}

export function toFormPageView(open: MyOpenForm, timeZone: string): FormPageView {
  const zone = usableZone(timeZone);
  return {
    questionnaire: open.questionnaire,
    answers: toRawAnswers(open.answers),
    savedAt: open.savedAt ? sessionWhen(open.savedAt, zone).text : null,
    dueBy: open.dueBy ? sessionWhen(open.dueBy, zone).text : null,
  };
}

/** A posted form's answers, to put back on the page when it is refused (before the page's script ran). */
export function postedAnswers(form: FormData): RawAnswers {
  const raw: RawAnswers = {};
  for (const key of new Set(form.keys())) {
    if (key === "intent") continue;
    const values = form.getAll(key).filter((value): value is string => typeof value === "string");
    if (values.length === 1) raw[key] = values[0]!;
    else if (values.length > 1) raw[key] = values;
  }
  return raw;
}

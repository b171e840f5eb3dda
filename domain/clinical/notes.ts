/**
 * A therapist's session notes: the sections of each template, the checks a note's body passes on
 * every save (`noteBodyFor`) and before it is signed (`signableNote`), an addendum's and a private
 * process note's text, and the rule of which sessions may have a note. The messages are written
 * for the therapist and shown beside the field they are about.
 */
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, hasUnstorableText } from "@domain/validation";
import { NOTE_TEMPLATES, type NoteTemplate } from "./records";

export interface NoteSection {
  /** The section's name in the stored body (JSON of key -> text). */
  readonly key: string;
  readonly label: string;
  /** One line under the label saying what goes in it. */
  readonly prompt: string;
}

export const NOTE_TEMPLATE_LABEL: Readonly<Record<NoteTemplate, string>> = {
  soap: "SOAP",
  dap: "DAP",
  birp: "BIRP",
  free: "Free text",
};

const PLAN: NoteSection = {
  key: "plan",
  label: "Plan",
  prompt: "Next steps: homework, the next session's focus, referrals.",
};
const ASSESSMENT: NoteSection = {
  key: "assessment",
  label: "Assessment",
  prompt: "Your clinical reading of the session: progress, risk, formulation.",
};

/** Each template's sections, in the order they are written. */
export const NOTE_SECTIONS: Readonly<Record<NoteTemplate, readonly NoteSection[]>> = {
  soap: [
    { key: "subjective", label: "Subjective", prompt: "What the client reported: her words, mood and concerns." },
    { key: "objective", label: "Objective", prompt: "What you observed: presentation, affect, measures." },
    ASSESSMENT,
    PLAN,
  ],
  dap: [{ key: "data", label: "Data", prompt: "What was said and observed in the session." }, ASSESSMENT, PLAN],
  birp: [
    { key: "behaviour", label: "Behaviour", prompt: "The client's presentation and what she reported." },
    { key: "intervention", label: "Intervention", prompt: "What you did: techniques and approaches used." },
    { key: "response", label: "Response", prompt: "How the client responded to the intervention." },
    PLAN,
  ],
  free: [{ key: "note", label: "Note", prompt: "The session in your own words." }],
};

export const NOTE_LIMITS = { section: 10_000, addendum: 5_000, processNote: 10_000 } as const;

const characters = (n: number) => n.toLocaleString("en");

export const NOTE_MESSAGES = {
  template: "Please choose a note template (SOAP, DAP, BIRP or free text).",
  unreadable: "We could not read this section. Please type it again.",
  sectionTooLong: `Please keep each section under ${characters(NOTE_LIMITS.section)} characters.`,
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  nothingToSign: "Please write at least one section before signing the note.",
  signedLocked: "A signed note cannot be changed. Add an addendum instead.",
  notSigned: "An addendum can only be added to a signed note. Sign the note first.",
  addendumBlank: "Please write the addendum.",
  addendumTooLong: `Please keep the addendum under ${characters(NOTE_LIMITS.addendum)} characters.`,
  processTooLong: `Please keep the process note under ${characters(NOTE_LIMITS.processNote)} characters.`,
  cancelled: "A cancelled session has no note.",
  notYet: "The session has not started yet. You can write its note once it has begun.",
} as const;

export const isNoteTemplate = (value: unknown): value is NoteTemplate =>
  typeof value === "string" && (NOTE_TEMPLATES as readonly string[]).includes(value);

/** A note's body: the template's sections that hold text, key -> trimmed text. */
export type NoteBody = Readonly<Record<string, string>>;

export type NoteBodyCheck = { ok: true; body: NoteBody } | { ok: false; errors: Readonly<Record<string, string>> };

/** The problem with one text, or null: unreadable, control characters, or longer than `max`. */
function textProblem(value: unknown, max: number, tooLong: string): string | null {
  if (typeof value !== "string") return NOTE_MESSAGES.unreadable;
  if (hasControlCharacters(value) || hasUnstorableText(value)) return NOTE_MESSAGES.controlCharacters;
  if (value.trim().length > max) return tooLong;
  return null;
}

/**
 * The body of a note of `template` from `raw` (a record section key -> text, as the editor's
 * form sends it): only the template's own sections are kept (another template's keys, left from a
 * change of template, are dropped), each trimmed, within NOTE_LIMITS.section, without control
 * characters; blank sections are left out. A draft may be empty. On failure, `errors` holds the
 * first problem of each section, keyed by its key.
 */
export function noteBodyFor(template: NoteTemplate, raw: unknown): NoteBodyCheck {
  const input = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const body: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const { key } of NOTE_SECTIONS[template]) {
    if (!Object.hasOwn(input, key) || input[key] === undefined || input[key] === null) continue;
    const problem = textProblem(input[key], NOTE_LIMITS.section, NOTE_MESSAGES.sectionTooLong);
    if (problem) {
      errors[key] = problem;
      continue;
    }
    const text = (input[key] as string).trim();
    if (text !== "") body[key] = text;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/**
 * The body a draft keeps when its template changes: the sections whose keys the new template
 * also has (SOAP's Assessment and Plan stay when it becomes DAP), in the new template's order.
 */
export function keepSections(template: NoteTemplate, body: NoteBody): NoteBody {
  const kept: Record<string, string> = {};
  for (const { key } of NOTE_SECTIONS[template]) {
    const text = body[key];
    if (typeof text === "string" && text.trim() !== "") kept[key] = text;
  }
  return kept;
}

/** Null when the note may be signed (a section of its template holds text), else why not. */
export function signableNote(template: NoteTemplate, body: NoteBody): string | null {
  const written = NOTE_SECTIONS[template].some(({ key }) => (body[key] ?? "").trim() !== "");
  return written ? null : NOTE_MESSAGES.nothingToSign;
}

export type TextCheck = { ok: true; text: string } | { ok: false; error: string };

/** An addendum's text: 1 to NOTE_LIMITS.addendum characters once trimmed. */
export function addendumTextFor(raw: unknown): TextCheck {
  const problem = textProblem(raw, NOTE_LIMITS.addendum, NOTE_MESSAGES.addendumTooLong);
  if (problem) return { ok: false, error: problem };
  const text = (raw as string).trim();
  return text === "" ? { ok: false, error: NOTE_MESSAGES.addendumBlank } : { ok: true, text };
}

/** A private process note's text: up to NOTE_LIMITS.processNote characters; empty clears it. */
export function processNoteTextFor(raw: unknown): TextCheck {
  const problem = textProblem(raw ?? "", NOTE_LIMITS.processNote, NOTE_MESSAGES.processTooLong);
  return problem ? { ok: false, error: problem } : { ok: true, text: (raw as string | undefined)?.trim() ?? "" };
}

/**
 * Whether a session may have a note written at `now`, or why not: never a cancelled one, and not
 * before it starts (a therapist may begin her note during the session, not ahead of it).
 */
export function noteWritable(session: { status: string; start: Date }, now: Date): string | null {
  if (session.status === "cancelled") return NOTE_MESSAGES.cancelled;
  if (session.start.getTime() > now.getTime()) return NOTE_MESSAGES.notYet;
  return null;
}

/**
 * Whether a session is owed a signed note: it took place (completed, or still scheduled but
 * started) and was neither cancelled nor missed.
 */
export const NOTE_OWED_STATUSES: readonly string[] = ["completed", "scheduled"];

export function owesNote(session: { status: string; start: Date }, now: Date): boolean {
  if (!NOTE_OWED_STATUSES.includes(session.status)) return false;
  return session.start.getTime() <= now.getTime();
}

/** The hours after a session's end before its therapist is reminded of an unsigned note. */
export const NOTE_REMINDER_HOURS = { default: 48, min: 1, max: 720 } as const;
export const NOTE_REMINDER_HOURS_KEY = "note_reminder_hours";
export const NOTE_REMINDER_HOURS_MESSAGE = `Please choose a whole number of hours from ${NOTE_REMINDER_HOURS.min} to ${NOTE_REMINDER_HOURS.max}.`;

/** The stored or typed reminder delay, or null when it is not a whole number in range. */
export function noteReminderHoursFrom(value: unknown): number | null {
  const n = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n)) return null;
  return n >= NOTE_REMINDER_HOURS.min && n <= NOTE_REMINDER_HOURS.max ? n : null;
}

/** How long ago, in words, for the list of unsigned notes ("3 days", "5 hours"). */
export function timeSince(from: Date, now: Date): string {
  const hours = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 3_600_000));
  if (hours < 1) return "less than an hour";
  if (hours < 48) return hours === 1 ? "1 hour" : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}

/**
 * What a client is told about her therapist's notes (her data export, and a refused request to
 * read them): they exist, are not hers to read here, and how to ask the practice for them.
 */
export const notesRequestText = (practiceEmail: string): string =>
  `Your therapist's session notes are kept by the practice and are not part of your portal or this download. ` +
  `To ask for a copy or a summary, write to the practice at ${practiceEmail}, saying which sessions you mean. ` +
  `The practice will reply in writing.`;

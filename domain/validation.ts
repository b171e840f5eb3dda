import type { z } from "zod";

/** Field messages of a failed parse, first message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (which text areas
 * send). Nobody types them; PostgreSQL refuses NUL in text outright, and the others would end up
 * in e-mails, PDFs and other people's screens.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = "This field contains characters that are not allowed. Please retype it.";

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value);

/**
 * Text PostgreSQL cannot hold: a NUL (refused in any text), or half of a surrogate pair on its own,
 * which is not text at all (JSON can carry one as "\ud800"; a jsonb column refuses it). Nothing
 * decoded from UTF-8 holds the second, so only JSON from outside brings it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnstorableText = (value: string): boolean => UNSTORABLE.test(value);

/**
 * JSON from outside (a webhook, an API's answer), or undefined when it is not JSON or when any of
 * its texts, names included, however deep, is one the database cannot hold (hasUnstorableText).
 */
export function parseStorableJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value) => {
      if (hasUnstorableText(key) || (typeof value === "string" && hasUnstorableText(value))) {
        throw new SyntaxError("text the database cannot hold");
      }
      return value;
    });
  } catch {
    // Not JSON, unstorable text, or nested deeper than the parser's stack.
    return undefined;
  }
}

/**
 * The name of the first field of `input` holding a control character in any of its strings (or
 * "form" when the input itself is such a string), or null.
 */
export function fieldWithControlCharacters(input: unknown): string | null {
  const search = (value: unknown, depth: number): boolean => {
    if (typeof value === "string") return hasControlCharacters(value);
    if (depth > 4 || value === null || typeof value !== "object") return false;
    const values = Array.isArray(value) ? value : Object.values(value);
    return values.some((v) => search(v, depth + 1));
  };
  if (typeof input === "string") return hasControlCharacters(input) ? "form" : null;
  if (input === null || typeof input !== "object" || input instanceof Date) return null;
  for (const [key, value] of Object.entries(input)) if (search(value, 1)) return key;
  return null;
}

/**
 * The span of time the product deals in: sessions, events and records from 1900 to 2200. A date
 * outside it is a typing or a tampering mistake, and beyond it PostgreSQL's timestamps and
 * JavaScript's dates part ways (year 0, year 275760).
 */
export const EARLIEST_INSTANT = new Date("1900-01-01T00:00:00Z");
export const LATEST_INSTANT = new Date("2200-01-01T00:00:00Z");

export function isSaneInstant(value: Date): boolean {
  const time = value.getTime();
  return !Number.isNaN(time) && time >= EARLIEST_INSTANT.getTime() && time < LATEST_INSTANT.getTime();
}

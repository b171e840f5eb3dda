import {
  CONTROL_CHARACTERS_MESSAGE,
  fieldErrors,
  fieldWithControlCharacters,
  hasControlCharacters,
  isSaneInstant,
} from "@domain/validation";
import { AppError } from "@server/lib/errors";
import { z } from "zod";

/**
 * Parses a use case's input; bad input becomes a 400 with a message per field. Control
 * characters are refused in every text of every input here, before the schema sees them, so
 * no use case can forget to.
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const poisoned = fieldWithControlCharacters(raw);
  if (poisoned)
    throw new AppError("bad_request", CONTROL_CHARACTERS_MESSAGE, { [poisoned]: CONTROL_CHARACTERS_MESSAGE });
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? "Please check the form and try again.";
  throw new AppError("bad_request", first, fields);
}

/**
 * Parses a page's URL parameters, which fall back to their defaults when damaged (the schema
 * says how, with `.catch`): a parameter holding control characters counts as absent.
 */
export function parseQuery<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.infer<S> {
  const clean = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => typeof value !== "string" || !hasControlCharacters(value)),
  );
  return parseInput(schema, clean);
}

/**
 * An instant sent as ISO 8601 with its offset ("2026-12-01T09:00:00Z"), within the span the
 * product deals in (isSaneInstant); anything else is refused with the field's `message`.
 */
export function instantSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((value) => new Date(value))
    .refine(isSaneInstant, message);
}

export const TICK_BOX_INVALID = "Tick the box or leave it empty.";

/**
 * A check box as a form sends it ("on" when ticked, nothing when not) or as code passes it (a
 * boolean); any other value is refused rather than read as "no".
 */
export const tickBox = z
  .union([z.boolean(), z.enum(["on", "true", "false", ""], { error: TICK_BOX_INVALID })], { error: TICK_BOX_INVALID })
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

import { MINOR_PER_MAJOR, parseMajorAmount } from "@domain/money";
import { AppError } from "@server/lib/errors";
import { z } from "zod";

/** The packages tab is the admins' alone (spec 001 §2). */
export const PACKAGES_ADMINS_ONLY = "Only an administrator can change support plans and add-ons.";

/** The row changed between opening the form and saving it: nothing is overwritten. */
export const STALE_VERSION =
  "Someone else changed this since you opened it. The form now shows the latest values: please make your change again.";

/**
 * What a form was opened on: the row's version as the list gave it (digits; see
 * list-package-data.ts). A missing or malformed one is refused, never taken as "any version".
 */
export const versionField = z
  .string({ error: STALE_VERSION })
  .trim()
  .regex(/^\d{1,20}$/, STALE_VERSION);

/** A form's number field as typed, or a number passed by code. */
const typed = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value) => String(value).trim());

/** A whole number from `min` to `max`, as typed in a form ("8") or passed by code (8). */
export function wholeNumber(min: number, max: number, message: string) {
  return typed(message)
    .pipe(z.string().regex(/^\d{1,9}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** Above this (in major units) a price is a typing mistake; it also keeps minor units within an integer column. */
export const MAX_PRICE_MAJOR = 1_000_000;

const PRICE_FORMAT = "Enter an amount such as 1250 or 1250.50 (at most 2 decimals).";
const PRICE_NEGATIVE = "A price cannot be negative.";
const PRICE_ZERO = "A price must be more than 0: leave it empty when it is not sold in this currency.";
const PRICE_TOO_HIGH = `A price must be at most ${MAX_PRICE_MAJOR.toLocaleString("en-GB")}.`;

/**
 * An optional price typed in major units, stored in minor units: empty means "not sold in this
 * currency" (null). Refused with a message: negatives, more than 2 decimals, other text, 0 (the
 * catalogue's CHECK constraints hold set prices above 0) and absurd amounts.
 */
export const priceField = z
  .union([z.string(), z.number(), z.null()], { error: PRICE_FORMAT })
  .optional()
  .transform((value, ctx) => {
    const text = value === null || value === undefined ? "" : String(value).trim().replaceAll(",", "");
    if (text === "") return null;
    if (/^-/.test(text)) {
      ctx.addIssue({ code: "custom", message: PRICE_NEGATIVE });
      return z.NEVER;
    }
    const minor = parseMajorAmount(text);
    if (minor === null) {
      ctx.addIssue({ code: "custom", message: PRICE_FORMAT });
      return z.NEVER;
    }
    if (minor === 0) {
      ctx.addIssue({ code: "custom", message: PRICE_ZERO });
      return z.NEVER;
    }
    if (minor > MAX_PRICE_MAJOR * MINOR_PER_MAJOR) {
      ctx.addIssue({ code: "custom", message: PRICE_TOO_HIGH });
      return z.NEVER;
    }
    return minor;
  });

export const priceFields = {
  priceUsd: priceField,
  priceGbp: priceField,
  priceEur: priceField,
  priceGhs: priceField,
};

/** A required name, trimmed. */
export const nameField = (what: string) =>
  z
    .string({ error: `Please give the ${what} a name.` })
    .trim()
    .min(1, `Please give the ${what} a name.`)
    .max(120, "Please keep the name under 120 characters.");

/**
 * The fields whose values differ, as the audit log keeps them: column name -> old and new value
 * (prices in minor units, as stored).
 */
function changedFields<K extends string>(
  before: Record<NoInfer<K>, unknown>,
  after: Record<NoInfer<K>, unknown>,
  columns: Record<K, string>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(columns) as K[]) {
    if (Object.is(before[key] ?? null, after[key] ?? null)) continue;
    changes[columns[key]] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

/**
 * An admin's edit of a row she saw at `version` (its xmin): refused when the row is gone, or
 * when it changed since (another admin saved first); else the row and the fields the edit changes.
 */
export function editOfSeenRow<K extends string, T extends Record<K, unknown> & { version: string }>(
  current: T | undefined,
  version: string,
  next: Record<NoInfer<K>, unknown>,
  columns: Record<K, string>,
  notFound: string,
): { current: T; changes: Record<string, { from: unknown; to: unknown }> } {
  if (!current) throw new AppError("not_found", notFound);
  if (current.version !== version) throw new AppError("conflict", STALE_VERSION);
  return { current, changes: changedFields(current, next, columns) };
}

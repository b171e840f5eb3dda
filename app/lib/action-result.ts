import { isAppError, isBadValueError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { data } from "react-router";

export interface ActionFailure {
  ok: false;
  error: string;
  fields?: Record<string, string>;
}

export const UNREADABLE_VALUE = "Something you entered could not be read. Please check the form and try again.";

/**
 * An expected failure becomes a 4xx with its message (and field messages); anything else is
 * logged and answered with a generic message, never a stack trace.
 */
function describeFailure(err: unknown, fallback: string): { body: ActionFailure; status: number } {
  if (isAppError(err)) return { body: { ok: false, error: err.message, fields: err.fields }, status: err.status };
  if (isBadValueError(err)) {
    // Validation let through a value the database refused: the user gets a 400, we get a warning.
    logger.warn("action refused by the database", errorFields(err));
    return { body: { ok: false, error: UNREADABLE_VALUE }, status: 400 };
  }
  logger.error("action failed", errorFields(err));
  return { body: { ok: false, error: fallback }, status: 500 };
}

/**
 * A failed route action, for the page's actionData / fetcher.data. `kept` goes back beside the
 * message (what she typed, for a form the browser posted itself to show again).
 */
export function failure<K extends object = Record<never, never>>(err: unknown, fallback: string, kept?: K) {
  const { body, status } = describeFailure(err, fallback);
  return data<ActionFailure & Partial<K>>({ ...kept, ...body } as ActionFailure & Partial<K>, { status });
}

/** A failed JSON endpoint (resource routes the browser calls with fetch). */
export function jsonFailure(err: unknown, fallback: string): Response {
  const { body, status } = describeFailure(err, fallback);
  return Response.json(body, { status, headers: NO_STORE });
}

/** A JSON endpoint's answer; never cached, since it is about one person's payment or session. */
export function jsonOk<T extends object>(body: T): Response {
  return Response.json({ ok: true, ...body }, { headers: NO_STORE });
}

const NO_STORE = { "Cache-Control": "no-store" };

/** A day's slots as every slots endpoint answers them (app/components/booking/slots-api.ts reads it). */
export function daySlotsAnswer(found: {
  day: string;
  durationMinutes: number;
  slots: readonly { start: Date; end: Date; available: boolean; reason: string | null; payment?: string | null }[];
  note?: string | null;
}): Response {
  return jsonOk({
    day: found.day,
    durationMinutes: found.durationMinutes,
    note: found.note ?? null,
    slots: found.slots.map((slot) => ({ ...slot, start: slot.start.toISOString(), end: slot.end.toISOString() })),
  });
}

/**
 * The submitted form as a plain object of strings (checkboxes: "on" when ticked). A body that
 * is not a form reads as empty, so the use case refuses it with its own 4xx message.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const form = await request.formData().catch(() => null);
  if (!form) return out;
  for (const [key, value] of form.entries()) if (typeof value === "string") out[key] = value;
  return out;
}

/**
 * For loaders: an expected failure (not found, forbidden...) becomes the HTTP answer it stands
 * for, shown by the route's error boundary; anything else goes on as it is (a 500).
 */
export function rethrowAsResponse(err: unknown): never {
  if (isAppError(err)) throw new Response(err.message, { status: err.status, statusText: err.message });
  if (isBadValueError(err)) throw new Response(UNREADABLE_VALUE, { status: 400, statusText: "Bad Request" });
  throw err;
}

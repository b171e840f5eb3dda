import { data } from "react-router";
import { isAppError } from "../../server/lib/errors";
import { errorFields, logger } from "../../server/lib/logger";

export interface ActionFailure {
  ok: false;
  error: string;
  fields?: Record<string, string>;
}

/**
 * An expected failure becomes a 4xx with its message (and field messages); anything else is
 * logged and answered with a generic message, never a stack trace.
 */
export function failure(err: unknown, fallback: string) {
  if (isAppError(err)) {
    return data<ActionFailure>({ ok: false, error: err.message, fields: err.fields }, { status: err.status });
  }
  logger.error("action failed", errorFields(err));
  return data<ActionFailure>({ ok: false, error: fallback }, { status: 500 });
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

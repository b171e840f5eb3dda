import type { z } from "zod";
import { fieldErrors } from "../../domain/validation";
import { AppError } from "../lib/errors";

/** Parses a use case's input; bad input becomes a 400 with a message per field. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0] ?? "Please check the form and try again.";
  throw new AppError("bad_request", first, fields);
}

import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { assignHomework, reviewHomework } from "@server/modules/homework";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.homework";

/**
 * The therapist's side of homework (spec 001 §2, §4), as a form-encoded POST answered in JSON:
 * intent "assign" (clientId, title, description?, dueDate?) or intent "review" (assignmentId).
 * The therapist dashboard's Homework tab (a later issue) calls the same use cases.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in.");
    const form = await readForm(request);
    const db = await getDb();
    if (form.intent === "assign") return jsonOk(await assignHomework(db, viewer, form));
    if (form.intent === "review") return jsonOk(await reviewHomework(db, viewer, form));
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return jsonFailure(err, "The homework could not be saved just now. Please try again.");
  }
}

export const loader = postOnly;

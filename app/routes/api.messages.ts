import { SEND_MESSAGE_FAILED } from "@domain/messaging";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { markMessagesRead, sendMessage } from "@server/modules/messages";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.messages";

/**
 * Messages for every role (spec 001 §5, §7), as a form-encoded POST (urlencoded or multipart)
 * answered in JSON:
 * - intent "send" (the default): `content`, and `recipientId` for therapists and admins (a
 *   client's recipient is decided by the server) → `{ ok: true, message: { id, recipientId, createdAt } }`;
 * - intent "mark-read": `upTo`, the newest received message the viewer has seen → `{ ok: true, marked }`.
 * Refusals are `{ ok: false, error, fields? }` with 400, 401, 403 or 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in to send messages.");
    const form = await readForm(request);
    const db = await getDb();
    if (form.intent === "mark-read") return jsonOk(await markMessagesRead(db, viewer, form));
    if (form.intent !== undefined && form.intent !== "send") throw new AppError("bad_request", "Unknown action");
    const sent = await sendMessage(db, viewer, form);
    return jsonOk({ message: { ...sent, createdAt: sent.createdAt.toISOString() } });
  } catch (err) {
    return jsonFailure(err, SEND_MESSAGE_FAILED.fallback);
  }
}

export const loader = postOnly;

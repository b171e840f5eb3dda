import { SEND_MESSAGE_FAILED } from "@domain/messaging";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { markMessagesRead, sendMessage } from "@server/modules/messages";
import { failure } from "./action-result";

/** What a messages page's action answers its composer and its read marks. */
export type MessageFormAnswer =
  | { ok: true; intent: "send"; id: string }
  | { ok: true; intent: "mark-read"; marked: number }
  | { ok: false; error: string; fields?: Record<string, string> };

/**
 * The action of every page with a conversation (the client portal's, the staff dashboards'):
 * intent "send" (content, clientKey) or "mark-read" (upTo). `to` names the recipient on a staff
 * thread (a client's is decided by the server); `thread` marks only that person's messages read.
 */
export async function messageFormAction(
  viewer: Viewer,
  form: Record<string, string>,
  options: { to?: string; thread?: boolean } = {},
) {
  try {
    const db = await getDb();
    if (form.intent === "mark-read") {
      const { marked } = await markMessagesRead(db, viewer, {
        upTo: form.upTo,
        scope: options.thread ? "thread" : "all",
      });
      return { ok: true as const, intent: "mark-read" as const, marked };
    }
    if (form.intent !== "send") throw new AppError("bad_request", "Unknown action");
    const sent = await sendMessage(db, viewer, {
      content: form.content,
      clientKey: form.clientKey,
      recipientId: options.to,
    });
    return { ok: true as const, intent: "send" as const, id: sent.id };
  } catch (err) {
    return failure(err, SEND_MESSAGE_FAILED.fallback);
  }
}

import type { Role } from "@domain/enums";
import { MESSAGE_REQUIRED, messageProblem, NO_RECIPIENT, SENDING_TOO_FAST } from "@domain/messaging";
import { type Database, type Executor, queryRows } from "@server/db/client";
import { messages, profiles, userRoles } from "@server/db/schema";
import { env, publicUrl } from "@server/lib/env";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { createNotification } from "@server/modules/notifications";
import { hitRateLimit } from "@server/modules/rate-limits";
import { publishLive } from "@server/realtime/live-updates";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { findMessageRecipient } from "./find-message-recipient";
import { emailAboutMessage } from "./message-email";

export const CLIENT_CANNOT_CHOOSE = "Your messages go to your therapist; you cannot choose another recipient.";
export const CHOOSE_RECIPIENT = "Choose who the message is for.";
export const NOT_YOUR_CLIENT = "You can only message your own clients.";
export const NOT_TO_YOURSELF = "You cannot send a message to yourself.";
export const MESSAGE_KEY_MISSING = "This message could not be sent from this page. Please reload it and try again.";

const schema = z.object({
  content: z
    .string({ error: MESSAGE_REQUIRED.description })
    .superRefine((value, ctx) => {
      const problem = messageProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => value.trim()),
  recipientId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null),
  clientKey: z.uuid(MESSAGE_KEY_MISSING),
});

/** Messages one person may send in a minute: MESSAGES_PER_SENDER_MINUTE, 30 unless the practice set another. */
export const MESSAGE_LIMIT = { perSender: () => env().MESSAGES_PER_SENDER_MINUTE, windowMs: 60_000 } as const;

/** Where a message notification leads, by the recipient's role. */
const MESSAGES_LINK: Record<Role, string> = {
  client: "/client-dashboard/messages",
  therapist: "/therapist-dashboard/messages",
  admin: "/admin-dashboard/messages",
};

export interface SentMessage {
  id: string;
  recipientId: string;
  createdAt: Date;
}

/**
 * Sends a message, for every role (spec 001 §5, §7). A client's recipient is decided here, never
 * by the browser: the sender of their latest received message, else their first session's
 * therapist. A therapist names a recipient who is their client (has a session with them) or has
 * written to them; an admin may write to anyone (and, naming no one, writes as a client does).
 * The recipient is notified and their open pages update when the transaction commits; she is
 * e-mailed about it unless she was e-mailed about this conversation moments ago (message-email.ts).
 * One person sends at most 30 messages a minute (MESSAGE_LIMIT; the 31st is a 429 that says to wait).
 */
export async function sendMessage(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<SentMessage> {
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const recipientId = await resolveRecipient(tx, viewer, input.recipientId);
    const [recipient] = await tx
      .select({ id: profiles.id, role: userRoles.role, email: profiles.email, firstName: profiles.firstName })
      .from(profiles)
      .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
      .where(eq(profiles.id, recipientId));
    if (!recipient) throw new AppError("not_found", NO_RECIPIENT.description);

    const [message] = await tx
      .insert(messages)
      .values({ senderId: viewer.userId, recipientId, content: input.content, clientKey: input.clientKey })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientKey] })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    // The same message again (a retry, a double send): it was stored and announced the first time.
    if (!message) return alreadySent(tx, viewer.userId, input.clientKey);
    // Counted here, in the message's own transaction and once it is new: a refused message is
    // neither stored nor counted, and a repeat of a stored one is answered, never refused. The
    // counter's row (shared by every app server) stays locked until the end, so one sender's
    // messages are served one at a time and the e-mail rule below sees the one before.
    const rate = await hitRateLimit(tx, `messages:sender:${viewer.userId}`, {
      limit: MESSAGE_LIMIT.perSender(),
      windowMs: MESSAGE_LIMIT.windowMs,
      now,
    });
    if (!rate.allowed) throw new AppError("rate_limited", SENDING_TOO_FAST);

    await createNotification(
      tx,
      {
        userId: recipientId,
        title: "New message",
        message: `From ${viewer.firstName}`,
        link: MESSAGES_LINK[(recipient.role ?? "client") as Role],
      },
      ["messages"],
    );
    // The sender's other open pages show the message too.
    await publishLive(tx, [viewer.userId], "messages");
    await emailAboutMessage(
      tx,
      {
        messageId: message.id,
        senderId: viewer.userId,
        senderName: viewer.firstName,
        recipient: { id: recipientId, email: recipient.email, firstName: recipient.firstName },
        link: `${publicUrl()}${MESSAGES_LINK[(recipient.role ?? "client") as Role]}`,
      },
      now,
    );
    await recordAudit(tx, {
      action: "message.send",
      userId: viewer.userId,
      tableName: "messages",
      recordId: message.id,
      // The content stays out of the audit log: it is private to the two people.
      details: { recipientId },
    });
    return { id: message.id, recipientId, createdAt: message.createdAt };
  });
}

async function alreadySent(tx: Executor, senderId: string, clientKey: string): Promise<SentMessage> {
  const [sent] = await tx
    .select({ id: messages.id, recipientId: messages.recipientId, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  if (!sent) throw new Error("message with this key neither inserted nor found");
  return sent;
}

async function derivedRecipient(tx: Executor, viewer: Viewer) {
  const found = await findMessageRecipient(tx, viewer.userId);
  if (!found) throw new AppError("not_found", NO_RECIPIENT.description);
  return found;
}

async function resolveRecipient(tx: Executor, viewer: Viewer, named: string | null): Promise<string> {
  if (viewer.role === "client") {
    const derived = await derivedRecipient(tx, viewer);
    if (named !== null && named !== derived.id) throw new AppError("forbidden", CLIENT_CANNOT_CHOOSE);
    return derived.id;
  }
  if (viewer.role === "admin") {
    // In the client portal an admin writes as a client does, to the person the rule finds.
    if (named === null) return (await derivedRecipient(tx, viewer)).id;
    if (named === viewer.userId) throw new AppError("bad_request", NOT_TO_YOURSELF);
    if (!isUuid(named)) throw new AppError("not_found", NO_RECIPIENT.description);
    return named;
  }
  if (named === null) throw new AppError("bad_request", CHOOSE_RECIPIENT, { recipientId: CHOOSE_RECIPIENT });
  if (named === viewer.userId) throw new AppError("bad_request", NOT_TO_YOURSELF);
  // A therapist: someone unknown and someone who is not theirs get the same answer.
  if (!isUuid(named) || !(await isTherapistsCorrespondent(tx, viewer.userId, named))) {
    throw new AppError("forbidden", NOT_YOUR_CLIENT);
  }
  return named;
}

/** Has a session with the therapist, or has written to them. */
async function isTherapistsCorrespondent(tx: Executor, therapistId: string, personId: string): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from sessions where therapist_id = ${therapistId} and client_id = ${personId})
      or exists (select 1 from messages where sender_id = ${personId} and recipient_id = ${therapistId}) as yes`,
  );
  return row?.yes === true;
}

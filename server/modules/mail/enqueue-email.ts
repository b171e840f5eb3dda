import { randomUUID } from "node:crypto";
import type { Executor } from "@server/db/client";
import { params, preparedQuery } from "@server/db/prepared";
import { emailOutbox, type OutboxAttachment } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { SEND_EMAIL_JOB } from "@server/jobs/queues";
import { and, eq } from "drizzle-orm";

export interface EmailMessage {
  to: string;
  /** The sender's name, when it must not be the practice's full name (a discreet gift). */
  fromName?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
  /** Not before this moment (a message that may still be withdrawn, see withdrawEmail). */
  sendAt?: Date;
  /** It carries a credential (a gift certificate's code): the outbox keeps only its envelope once it is sent. */
  forgetOnceSent?: boolean;
  /** Extra message headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export { SEND_EMAIL_JOB };

const OUTBOX_COLUMNS = [
  "id",
  "toAddress",
  "fromName",
  "subject",
  "textBody",
  "htmlBody",
  "attachments",
  "headers",
  "forgetOnceSent",
] as const;

const insertEmail = preparedQuery("insert_email", (db) => db.insert(emailOutbox).values(params(OUTBOX_COLUMNS)));

/**
 * Puts an e-mail in the outbox and schedules its delivery, in the caller's transaction:
 * the message exists exactly when the change that caused it does, and survives SMTP outages.
 */
export async function enqueueEmail(db: Executor, message: EmailMessage): Promise<string> {
  const id = randomUUID();
  await insertEmail(db).execute({
    id,
    toAddress: message.to,
    fromName: message.fromName ?? null,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: JSON.stringify(message.attachments ?? []),
    headers: JSON.stringify(message.headers ?? {}),
    forgetOnceSent: message.forgetOnceSent ?? false,
  });
  await enqueueJob(db, { kind: SEND_EMAIL_JOB, payload: { outboxId: id }, runAt: message.sendAt });
  return id;
}

/**
 * Takes back a message not yet sent, in the caller's transaction; true when it is gone. Only
 * before its `sendAt`, with a margin: its delivery job cannot have started, so nothing is sent
 * (the job finds no message and ends).
 */
export async function withdrawEmail(db: Executor, id: string, sendAt: Date, now: Date): Promise<boolean> {
  if (now.getTime() > sendAt.getTime() - WITHDRAW_MARGIN_MS) return false;
  const gone = await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")))
    .returning({ id: emailOutbox.id });
  return gone.length > 0;
}

/** Time for the withdrawing transaction to commit before the delivery job may start. */
const WITHDRAW_MARGIN_MS = 5_000;

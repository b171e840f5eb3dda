import { randomUUID } from "node:crypto";
import type { Executor } from "@server/db/client";
import { params, preparedQuery } from "@server/db/prepared";
import { emailOutbox, type OutboxAttachment } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { SEND_EMAIL_JOB } from "@server/jobs/queues";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
}

export { SEND_EMAIL_JOB };

const OUTBOX_COLUMNS = ["id", "toAddress", "subject", "textBody", "htmlBody", "attachments"] as const;

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
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: JSON.stringify(message.attachments ?? []),
  });
  await enqueueJob(db, { kind: SEND_EMAIL_JOB, payload: { outboxId: id } });
  return id;
}

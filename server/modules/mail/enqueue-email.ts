import { randomUUID } from "node:crypto";
import type { Executor } from "@server/db/client";
import { params, preparedQuery } from "@server/db/prepared";
import { emailOutbox, jobs, type OutboxAttachment } from "@server/db/schema";
import { jobParams, jobPlaceholders } from "@server/jobs/enqueue";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
}

export const SEND_EMAIL_JOB = "send_email";

const OUTBOX_COLUMNS = ["id", "toAddress", "subject", "textBody", "htmlBody", "attachments"] as const;

/** The message and the job that delivers it, in one statement (one round trip per e-mail). */
const insertEmail = preparedQuery("insert_email", (db) => {
  const outbox = db.$with("outbox").as(db.insert(emailOutbox).values(params(OUTBOX_COLUMNS)));
  return db.with(outbox).insert(jobs).values(jobPlaceholders());
});

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
    ...jobParams({ kind: SEND_EMAIL_JOB, payload: { outboxId: id }, dedupeKey: `email:${id}` }),
  });
  return id;
}

import type { Executor } from "../../db/client";
import { param, preparedQuery } from "../../db/prepared";
import { emailOutbox, type OutboxAttachment } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: OutboxAttachment[];
}

export const SEND_EMAIL_JOB = "send_email";

const insertOutbox = preparedQuery("insert_outbox", (db) =>
  db
    .insert(emailOutbox)
    .values({
      toAddress: param("toAddress"),
      subject: param("subject"),
      textBody: param("textBody"),
      htmlBody: param("htmlBody"),
      attachments: param("attachments"),
    })
    .returning({ id: emailOutbox.id }),
);

/**
 * Puts an e-mail in the outbox and schedules its delivery, in the caller's transaction:
 * the message exists exactly when the change that caused it does, and survives SMTP outages.
 */
export async function enqueueEmail(db: Executor, message: EmailMessage): Promise<string> {
  const [row] = await insertOutbox(db).execute({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    attachments: JSON.stringify(message.attachments ?? []),
  });
  if (!row) throw new Error("outbox insert returned no row");
  await enqueueJob(db, { kind: SEND_EMAIL_JOB, payload: { outboxId: row.id }, dedupeKey: `email:${row.id}` });
  return row.id;
}

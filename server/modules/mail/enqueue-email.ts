import type { Executor } from "../../db/client";
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

/**
 * Puts an e-mail in the outbox and schedules its delivery, in the caller's transaction:
 * the message exists exactly when the change that caused it does, and survives SMTP outages.
 */
export async function enqueueEmail(db: Executor, message: EmailMessage): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: message.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  await enqueueJob(db, { kind: SEND_EMAIL_JOB, payload: { outboxId: row.id }, dedupeKey: `email:${row.id}` });
  return row.id;
}

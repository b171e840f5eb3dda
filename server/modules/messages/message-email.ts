import { emailsAboutMessage } from "@domain/messaging";
import type { Executor } from "@server/db/client";
import { messages } from "@server/db/schema";
import { enqueueWantedEmail } from "@server/modules/notifications";
import { and, desc, eq, isNotNull } from "drizzle-orm";

export interface MessageEmail {
  messageId: string;
  senderId: string;
  senderName: string;
  recipient: { id: string; email: string; firstName: string };
  /** Where she reads it, on the site. */
  link: string;
}

/**
 * Tells the recipient by e-mail that there is a new message, unless an e-mail about the same
 * conversation went less than 15 minutes ago and she has not read it since (domain/messaging.ts):
 * a burst of messages is one e-mail. Only what she wants (her notification choices), and only
 * that there is something to read: what was written stays in the portal. In the caller's
 * transaction, which serves one sender's messages one at a time (send-message.ts), so the one
 * before is seen here.
 */
export async function emailAboutMessage(tx: Executor, mail: MessageEmail, now: Date): Promise<void> {
  const { recipient } = mail;
  const [last] = await tx
    .select({ at: messages.emailedAt })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, mail.senderId),
        eq(messages.recipientId, recipient.id),
        eq(messages.read, false),
        isNotNull(messages.emailedAt),
      ),
    )
    .orderBy(desc(messages.emailedAt))
    .limit(1);
  if (!emailsAboutMessage(last?.at ?? null, now)) return;
  const sent = await enqueueWantedEmail(tx, recipient.id, "emailNewMessage", {
    to: recipient.email,
    subject: `New message from ${mail.senderName}`,
    text: [`Hello ${recipient.firstName},`, "", `${mail.senderName} sent you a message. Read it here:`, mail.link].join(
      "\n",
    ),
  });
  if (sent) await tx.update(messages).set({ emailedAt: now }).where(eq(messages.id, mail.messageId));
}

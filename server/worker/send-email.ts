import type { Database } from "@server/db/client";
import { emailOutbox } from "@server/db/schema";
import type { MailTransport } from "@server/integrations/mail";
import { eq, sql } from "drizzle-orm";

/** What the outbox keeps of a sent message that carried a credential. */
export const FORGOTTEN_BODY = "(Not kept: this message carried a code, which is stored only where it was sent.)";

/** Delivers one outbox message; a message already sent is never sent again. */
export function sendEmailHandler(transport: MailTransport) {
  return async (db: Database, payload: Record<string, unknown>) => {
    const outboxId = String(payload.outboxId ?? "");
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    if (!mail || mail.status === "sent") return;
    try {
      await transport.send({
        to: mail.toAddress,
        fromName: mail.fromName,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: mail.attachments,
        headers: mail.headers,
      });
    } catch (err) {
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: err instanceof Error ? err.message : String(err),
        })
        .where(eq(emailOutbox.id, outboxId));
      throw err;
    }
    await db
      .update(emailOutbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: null,
        // A message carrying a credential keeps only its envelope: who, what about, when.
        ...(mail.forgetOnceSent ? { textBody: FORGOTTEN_BODY, htmlBody: null, attachments: [] } : {}),
      })
      .where(eq(emailOutbox.id, outboxId));
  };
}

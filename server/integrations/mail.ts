import type { OutboxAttachment } from "@server/db/schema";
import { env } from "@server/lib/env";
import { logger } from "@server/lib/logger";
import { practiceConfig } from "@server/lib/practice";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  /** Another name for the sender, at the practice's own address. */
  fromName?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
  /** Extra headers, as given (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** "smtp" really sends; "log" only records (the message stays in the outbox table). */
  kind: "smtp" | "log";
  send(mail: OutgoingMail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise messages are logged and kept in the outbox. */
export function createMailTransport(smtpUrl = env().SMTP_URL): MailTransport {
  const practice = practiceConfig();
  const from = env().MAIL_FROM ?? `${practice.legalName} <${practice.email}>`;
  // The address of MAIL_FROM ("Name <address>" or a bare address), for a message sent under another name.
  const fromAddress = /<([^>]+)>/.exec(from)?.[1] ?? from;
  if (!smtpUrl) {
    return {
      kind: "log",
      async send(mail) {
        logger.info("e-mail (no SMTP configured, kept in outbox)", { to: mail.to, subject: mail.subject });
      },
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from: mail.fromName ? { name: mail.fromName, address: fromAddress } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : undefined,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        })),
      });
    },
  };
}

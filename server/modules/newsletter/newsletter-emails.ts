import { CONFIRM_LINK_DAYS } from "@domain/newsletter";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { EmailMessage } from "@server/modules/mail";
import { confirmToken, unsubscribeToken } from "./tokens";

export const unsubscribeUrl = (subscriberId: string): string =>
  `${publicUrl()}/newsletter/unsubscribe?token=${unsubscribeToken(subscriberId)}`;

export const confirmUrl = (subscriberId: string, issuedAt: Date): string =>
  `${publicUrl()}/newsletter/confirm?token=${confirmToken(subscriberId, issuedAt)}`;

/**
 * The headers every newsletter e-mail carries: a link a mail program may POST to (RFC 8058's
 * one-click, no sign-in), and the practice's address for programs that only write.
 */
export function listHeaders(subscriberId: string): Record<string, string> {
  const mailto = `mailto:${practiceConfig().email}?subject=unsubscribe`;
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(subscriberId)}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

const footer = (subscriberId: string) => [
  "",
  "--",
  `You receive this because this address joined the ${practiceConfig().legalName} mailing list.`,
  `To leave the list, open: ${unsubscribeUrl(subscriberId)}`,
];

/** The double opt-in: nothing more is sent until its link is followed. */
export function confirmationEmail(subscriber: { id: string; email: string }, issuedAt: Date): EmailMessage {
  const practice = practiceConfig();
  return {
    to: subscriber.email,
    subject: `Please confirm your subscription to ${practice.name}'s mailing list`,
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked to receive news from ${practice.legalName} (new workshops, retreats and resources) at this address.`,
      "",
      "To confirm, open this link and press the button:",
      confirmUrl(subscriber.id, issuedAt),
      "",
      `The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask, ignore this e-mail: you will not hear from us again.`,
      ...footer(subscriber.id),
    ].join("\n"),
    headers: listHeaders(subscriber.id),
  };
}

/** One subscriber's copy of an announcement, with her own way out. */
export function announcementEmail(
  subscriber: { id: string; email: string },
  announcement: { subject: string; body: string },
): EmailMessage {
  return {
    to: subscriber.email,
    subject: announcement.subject,
    text: [announcement.body, ...footer(subscriber.id)].join("\n"),
    headers: listHeaders(subscriber.id),
  };
}

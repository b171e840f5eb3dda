import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { EmailMessage } from "@server/modules/mail";

export interface CreditPurchaseEmailInput {
  to: string;
  firstName: string;
  /** "plan" or "package". */
  what: string;
  name: string;
  sessionCount: number;
  /** A package's session length; null for plans. */
  sessionMinutes: number | null;
  expiresAt: Date;
  /** The buyer's zone, for the day it runs until. */
  timeZone: string;
  amount: number;
  currency: string;
  reference: string;
}

/**
 * The confirmation the payment-success page promises ("A confirmation e-mail with your
 * reference is on its way"): what was bought, its sessions, until when, what it cost, the
 * reference, and where to use it.
 */
export function creditPurchaseEmail(input: CreditPurchaseEmailInput): EmailMessage {
  const until = formatLongDate(input.expiresAt, input.timeZone);
  const length = input.sessionMinutes ? ` of ${input.sessionMinutes} minutes` : "";
  return {
    to: input.to,
    subject: `Your ${input.name} ${input.what} is active (${input.reference})`,
    text: [
      `Hello ${input.firstName},`,
      "",
      `Thank you: your ${input.name} ${input.what} is active.`,
      "",
      `Sessions: ${input.sessionCount} sessions${length}`,
      `Valid until: ${until}`,
      `Amount paid: ${formatMoney(input.amount, input.currency)}`,
      `Payment reference: ${input.reference}`,
      "",
      "Book your sessions and see how many are left in your portal:",
      `${publicUrl()}/client-portal`,
      "",
      practiceConfig().legalName,
    ].join("\n"),
  };
}

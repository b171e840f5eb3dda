import type { Currency } from "@domain/enums";
import { giftValidUntil } from "@domain/gift-admin";
import { formatMoney } from "@domain/money";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { EmailMessage } from "@server/modules/mail";
import { giftSenderName } from "./gift-emails";

/** What the reminder needs of a certificate and its product. */
export interface RemindedGift {
  kind: string;
  productName: string;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  recipientTimeZone: string | null;
  discreet: boolean;
  showPrice: boolean;
  faceValue: number;
  balance: number;
  currency: string;
  codeHint: string;
  expiresAt: Date;
}

/**
 * The recipient's reminder that her gift will expire with something left on it. A discreet gift
 * names no therapy service, only a gift from the buyer at the practice, as its first e-mail did;
 * an amount is told only when the buyer chose to show the price. The code is not in it (only its
 * hash is kept): she finds it in the e-mail that brought the gift, by its last group.
 */
export function giftExpiryReminderEmail(gift: RemindedGift): EmailMessage {
  const practice = practiceConfig();
  const until = giftValidUntil(gift.expiresAt, gift.recipientTimeZone ?? practice.timeZone);
  const what = gift.discreet
    ? `your gift from ${gift.buyerName}`
    : `your ${gift.kind === "service" ? `${gift.productName} ` : ""}gift certificate from ${gift.buyerName}`;
  const partlyUsed = gift.balance < gift.faceValue;
  const left =
    gift.kind === "amount" && gift.showPrice
      ? [`${formatMoney(gift.balance, gift.currency as Currency)} of it is still yours to use.`]
      : partlyUsed
        ? ["Part of it is still yours to use."]
        : [];
  return {
    to: gift.recipientEmail,
    fromName: giftSenderName(gift.discreet),
    subject: `${gift.recipientName}, ${what} is valid until ${until}`,
    text: [
      `Dear ${gift.recipientName},`,
      "",
      `A friendly reminder: ${what} at ${practice.name} is valid until ${until}.`,
      ...left,
      "",
      `To use it, choose a time at ${publicUrl()}/book and enter your code under "Gift certificate or coupon".`,
      `Your code is in the e-mail that brought you the gift: it ends in ${gift.codeHint}.`,
      `Cannot find it? Call us on ${practice.phone}.`,
      "",
      `${practice.name}, ${practice.phone}`,
    ].join("\n"),
  };
}

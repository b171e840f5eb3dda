import { giftValidUntil } from "@domain/gift-admin";
import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { EmailMessage } from "@server/modules/mail";
import { type TransferInstructions, transferInstructionLines } from "@server/modules/payments";
import type { GiftPurchaseDetails } from "./gift-purchase-details";

/** What the certificate pays, in words, for the buyer (she chose it, so it may always be named to her). */
export function giftWhat(
  details: Pick<GiftPurchaseDetails, "kind" | "productName" | "faceValue" | "currency">,
): string {
  return details.kind === "service"
    ? `${details.productName} gift certificate`
    : `gift certificate of ${formatMoney(details.faceValue, details.currency)}`;
}

/** "an Individual Session gift certificate", "a gift certificate of £50": giftWhat after its article. */
export function aGift(details: Parameters<typeof giftWhat>[0]): string {
  const what = giftWhat(details);
  return `${/^[aeiou]/i.test(what) ? "an" : "a"} ${what}`;
}

/** The bank-transfer instructions for a gift, so the buyer has them after closing the screen. */
export function giftTransferEmail(input: {
  to: string;
  firstName: string;
  details: GiftPurchaseDetails;
  instructions: TransferInstructions;
}): EmailMessage {
  const { details, instructions } = input;
  return {
    to: input.to,
    subject: `Payment instructions for your gift certificate (${instructions.reference})`,
    text: [
      `Hello ${input.firstName},`,
      "",
      `Thank you for choosing ${aGift(details)} for ${details.recipientName}.`,
      "",
      ...transferInstructionLines(instructions),
      `The certificate is issued once we have checked your transfer, within ${TRANSFER_CHECK_TIME}, and sent to ${details.recipientName} on the day you chose (or at once, if that day has passed by then).`,
    ].join("\n"),
  };
}

export interface IssuedGift {
  code: string;
  details: GiftPurchaseDetails;
  expiresAt: Date;
  deliverAt: Date;
}

/**
 * Who a gift's e-mails to its recipient come from: for a discreet gift, the practice's short name
 * ("Nkabom"), since an inbox shows the sender's name first; otherwise the practice's full name
 * (undefined: the transport's own).
 */
export function giftSenderName(discreet: boolean): string | undefined {
  return discreet ? practiceConfig().name : undefined;
}

/**
 * The recipient's e-mail, with the code. A discreet gift (the default) names no therapy service:
 * only "a gift from <buyer> at <practice>", and a link to the practice's site.
 */
export function giftRecipientEmail(gift: IssuedGift): Omit<EmailMessage, "attachments"> {
  const { details, code } = gift;
  const practice = practiceConfig();
  const zone = details.recipientTimeZone ?? practice.timeZone;
  const from = details.buyerName;
  const what = details.discreet
    ? `a gift from ${from} at ${practice.name}`
    : `${aGift(details)} from ${from} at ${practice.name}`;
  return {
    to: details.recipientEmail,
    fromName: giftSenderName(details.discreet),
    // The code is in it: once sent, the outbox keeps the envelope only, so the code lives as a hash here.
    forgetOnceSent: true,
    subject: `${details.recipientName}, you have ${what}`,
    text: [
      `Dear ${details.recipientName},`,
      "",
      `You have ${what}.`,
      ...(details.message ? ["", `${from} wrote:`, details.message] : []),
      "",
      `Your code: ${code}`,
      `It is valid until ${giftValidUntil(gift.expiresAt, zone)}.`,
      "",
      `To use it, choose a time at ${publicUrl()}/book and enter the code under "Gift certificate or coupon".`,
      "Keep this e-mail: the code is the gift, and we cannot show it again.",
      "",
      `${practice.name}, ${practice.phone}`,
    ].join("\n"),
  };
}

/** The buyer's copy: what she bought, for whom, and when it is delivered; never the code. */
export function giftBuyerCopyEmail(gift: IssuedGift, hint: string): EmailMessage {
  const { details } = gift;
  const practice = practiceConfig();
  const zone = details.recipientTimeZone ?? practice.timeZone;
  return {
    to: details.buyerEmail,
    subject: `Your gift for ${details.recipientName} is ready`,
    text: [
      `Hello ${details.buyerName.split(" ")[0] ?? ""},`,
      "",
      `Your ${giftWhat(details)} for ${details.recipientName} has been issued (code ending ${hint}).`,
      `It is e-mailed to ${details.recipientEmail} on ${formatLongDate(gift.deliverAt, zone)}, and is valid until ${giftValidUntil(gift.expiresAt, zone)}.`,
      "",
      `You can see whether it has been used, and your receipt, in your portal: ${publicUrl()}/client-dashboard/gifts`,
      `No password for ${details.buyerEmail} yet? Choose "Forgot password?" at ${publicUrl()}/auth to set one.`,
      "",
      `${practice.name}, ${practice.phone}`,
    ].join("\n"),
  };
}

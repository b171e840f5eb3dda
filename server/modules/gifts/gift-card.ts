import { giftValidUntil } from "@domain/gift-admin";
import { formatMoney } from "@domain/money";
import type { OutboxAttachment } from "@server/db/schema";
import { closing, heading, type Row, renderPdf, section, table } from "@server/documents/pdf-layout";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import type { IssuedGift } from "./gift-emails";

/**
 * The printable card that goes with the recipient's e-mail: who it is for and from, the code,
 * the message and until when it is valid. No price unless the buyer asked for one; a discreet
 * gift names no therapy service, only the practice.
 */
export function renderGiftCard(gift: IssuedGift): Promise<Buffer> {
  const { details } = gift;
  const practice = practiceConfig();
  const zone = details.recipientTimeZone ?? practice.timeZone;
  // A discreet card is headed by the practice's short name alone: its full name and its address
  // (inside a clinic) would say what kind of gift it is.
  const pdfPractice = {
    legalName: details.discreet ? practice.name : practice.legalName,
    addressLines: details.discreet
      ? [`${practice.address.city}, ${practice.address.country}`]
      : [practice.address.line, `${practice.address.city}, ${practice.address.country}`],
    phone: practice.phone,
    email: practice.email,
  };
  const rows: Row[] = [
    ["For", details.recipientName],
    ["From", details.buyerName],
    ...(details.discreet ? [] : ([["Gift", details.productName]] as Row[])),
    ...(details.showPrice ? ([["Value", formatMoney(details.faceValue, details.currency)]] as Row[]) : []),
    ["Code", gift.code],
    ["Valid until", giftValidUntil(gift.expiresAt, zone)],
  ];
  return renderPdf(
    {
      title: `Gift certificate for ${details.recipientName}`,
      author: pdfPractice.legalName,
      subject: "Gift certificate",
    },
    (doc) => {
      heading(doc, pdfPractice, "Gift certificate");
      table(doc, rows);
      if (details.message) section(doc, "A message for you", [["", details.message]]);
      section(doc, "How to use it", [
        ["Online", `${publicUrl()}/book`],
        ["Enter", `The code above, under "Gift certificate or coupon"`],
      ]);
      closing(doc, pdfPractice, `With warm wishes from ${practice.name}.`, "this gift");
    },
  );
}

export async function giftCardAttachment(gift: IssuedGift): Promise<OutboxAttachment> {
  return {
    filename: "gift-certificate.pdf",
    contentType: "application/pdf",
    content: (await renderGiftCard(gift)).toString("base64"),
  };
}

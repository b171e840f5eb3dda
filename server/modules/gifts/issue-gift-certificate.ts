import { giftDeliveryAt } from "@domain/gift-certificates";
import { canonicalGiftCode } from "@domain/gift-codes";
import { giftExpiresAt } from "@domain/gifts";
import type { Executor } from "@server/db/client";
import { giftCertificates } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { createNotification } from "@server/modules/notifications";
import type { Fulfiler } from "@server/modules/payments";
import { eq } from "drizzle-orm";
import { giftCardAttachment } from "./gift-card";
import { giftCodeHash, giftCodeHint, newGiftCode } from "./gift-code";
import { giftBuyerCopyEmail, giftRecipientEmail, giftWhat, type IssuedGift } from "./gift-emails";
import { type GiftPurchaseDetails, giftPurchaseDetailsSchema } from "./gift-purchase-details";

export const GIFT_ISSUED_TITLE = "Gift certificate issued";
const MY_GIFTS_LINK = "/client-dashboard/gifts";

/**
 * Delivers a paid gift: the certificate is issued with a new code (only its hash is kept), valid
 * from now for the product's months; the recipient's e-mail, with the code and the printable
 * card, is queued for 08:00 of the chosen day in her zone (at once when that has passed); the
 * buyer is sent her copy and told in her portal. In the transaction that marks the payment
 * fulfilled, so a certificate exists exactly when its payment is delivered.
 */
export const giftCertificateFulfiler: Fulfiler = {
  async deliver(tx, payment, { now }) {
    const details = giftPurchaseDetailsSchema.parse(payment.details);
    const code = newGiftCode();
    const canonical = canonicalGiftCode(code);
    if (!canonical) throw new Error("a new gift code did not read back");
    const zone = details.recipientTimeZone ?? practiceConfig().timeZone;
    const gift: IssuedGift = {
      code,
      details,
      expiresAt: giftExpiresAt(now, details.validMonths),
      // The chosen day may have passed while a transfer was on its way: then it goes at once.
      deliverAt: giftDeliveryAt(details.deliverOn, zone, now) ?? now,
    };
    const recordId = await insertCertificate(tx, payment, gift, giftCodeHash(canonical), now);
    const emailId = await enqueueEmail(tx, {
      ...giftRecipientEmail(gift),
      attachments: [await giftCardAttachment(gift)],
      sendAt: gift.deliverAt,
    });
    await tx.update(giftCertificates).set({ emailId }).where(eq(giftCertificates.id, recordId));
    await enqueueEmail(tx, giftBuyerCopyEmail(gift, giftCodeHint(code)));
    await createNotification(
      tx,
      {
        userId: payment.userId,
        title: GIFT_ISSUED_TITLE,
        message: `Your ${giftWhat(details)} for ${details.recipientName} has been issued.`,
        link: MY_GIFTS_LINK,
      },
      ["gifts"],
    );
    await recordAudit(tx, {
      action: "gift.issued",
      userId: payment.userId,
      tableName: "gift_certificates",
      recordId,
      details: { reference: payment.reference, deliverAt: gift.deliverAt.toISOString() },
    });
    return { recordId, ledgerType: "gift_certificate", description: `Gift certificate: ${details.productName}` };
  },

  async findDelivered(db, payment) {
    const [certificate] = await db
      .select({ id: giftCertificates.id })
      .from(giftCertificates)
      .where(eq(giftCertificates.paymentReference, payment.reference));
    return certificate?.id ?? null;
  },
};

async function insertCertificate(
  tx: Executor,
  payment: { reference: string; userId: string },
  gift: IssuedGift,
  codeHash: string,
  now: Date,
): Promise<string> {
  const d: GiftPurchaseDetails = gift.details;
  const [row] = await tx
    .insert(giftCertificates)
    .values({
      codeHash,
      codeHint: giftCodeHint(gift.code),
      productId: d.productId,
      kind: d.kind,
      serviceCategory: d.serviceCategory,
      serviceRegion: d.serviceRegion,
      faceValue: d.faceValue,
      balance: d.faceValue,
      currency: d.currency,
      buyerId: payment.userId,
      buyerName: d.buyerName,
      recipientName: d.recipientName,
      recipientEmail: d.recipientEmail,
      recipientTimeZone: d.recipientTimeZone,
      message: d.message,
      discreet: d.discreet,
      showPrice: d.showPrice,
      deliverOn: d.deliverOn,
      deliverAt: gift.deliverAt,
      paymentReference: payment.reference,
      issuedAt: now,
      expiresAt: gift.expiresAt,
    })
    .returning({ id: giftCertificates.id });
  if (!row) throw new Error("gift certificate insert returned no row");
  return row.id;
}

import type { Currency, GiftCertificateKind, Region, ServiceCategory } from "@domain/enums";
import { GIFT_ADMIN_TEXT } from "@domain/gift-admin";
import { giftRefusal } from "@domain/gift-certificates";
import { canonicalGiftCode } from "@domain/gift-codes";
import type { Database, Executor } from "@server/db/client";
import { giftCertificates, giftProducts, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail, withdrawEmail } from "@server/modules/mail";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { certificateIdField, lockCertificate } from "./admin-certificate";
import { giftCardAttachment } from "./gift-card";
import { giftCodeHash, giftCodeHint, newGiftCode } from "./gift-code";
import { giftRecipientEmail, type IssuedGift } from "./gift-emails";
import type { GiftCertificateRow } from "./spend-gift";

const schema = z.object({ certificateId: certificateIdField });

/** The certificate as it was issued, with a new code: what the recipient's e-mail and card are made from. */
async function reissued(tx: Executor, cert: GiftCertificateRow, code: string, now: Date): Promise<IssuedGift> {
  const [product] = await tx
    .select({ name: giftProducts.name, validMonths: giftProducts.validMonths })
    .from(giftProducts)
    .where(eq(giftProducts.id, cert.productId));
  const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, cert.buyerId));
  if (!product || !buyer) throw new Error("a gift certificate lost its product or buyer");
  return {
    code,
    expiresAt: cert.expiresAt,
    deliverAt: now,
    details: {
      productId: cert.productId,
      productName: product.name,
      kind: cert.kind as GiftCertificateKind,
      serviceCategory: cert.serviceCategory as ServiceCategory | null,
      serviceRegion: cert.serviceRegion as Region | null,
      faceValue: cert.faceValue,
      currency: cert.currency as Currency,
      validMonths: product.validMonths,
      buyerName: cert.buyerName,
      buyerEmail: buyer.email,
      recipientName: cert.recipientName,
      recipientEmail: cert.recipientEmail,
      recipientTimeZone: cert.recipientTimeZone,
      message: cert.message,
      discreet: cert.discreet,
      showPrice: cert.showPrice,
      deliverOn: cert.deliverOn,
    },
  };
}

/**
 * An admin sends the recipient's e-mail again (it went astray, or was deleted). Only the code's
 * hash is kept, so the e-mail cannot carry the old code: the certificate gets a new one (new hash
 * and last group), the old code stops working, the old e-mail is withdrawn if it has not gone
 * yet, and the e-mail with the new code and its card is queued now. Refused for a void, used-up
 * or expired certificate (extend an expired one first). One transaction, audited.
 */
export async function resendGiftCertificate(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<{ id: string; codeHint: string; previousEmailWithdrawn: boolean }> {
  assertAdmin(viewer, GIFT_ADMIN_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  const now = meta.now ?? new Date();
  return db.transaction(async (tx) => {
    const cert = await lockCertificate(tx, input.certificateId);
    const refusal = giftRefusal(cert, now);
    if (refusal) throw new AppError("conflict", GIFT_ADMIN_TEXT.resendRefused[refusal]);
    const code = newGiftCode();
    const canonical = canonicalGiftCode(code);
    if (!canonical) throw new Error("a new gift code did not read back");
    const gift = await reissued(tx, cert, code, now);
    const previousEmailWithdrawn = cert.emailId ? await withdrawEmail(tx, cert.emailId, cert.deliverAt, now) : false;
    const emailId = await enqueueEmail(tx, {
      ...giftRecipientEmail(gift),
      attachments: [await giftCardAttachment(gift)],
    });
    const codeHint = giftCodeHint(code);
    await tx
      .update(giftCertificates)
      .set({ codeHash: giftCodeHash(canonical), codeHint, emailId, deliverAt: now, updatedAt: now })
      .where(eq(giftCertificates.id, cert.id));
    await recordAudit(tx, {
      action: "gift.resent",
      userId: viewer.userId,
      tableName: "gift_certificates",
      recordId: cert.id,
      details: { previousCodeHint: cert.codeHint, codeHint, previousEmailWithdrawn },
    });
    return { id: cert.id, codeHint, previousEmailWithdrawn };
  });
}

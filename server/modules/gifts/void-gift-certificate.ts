import { GIFT_ADMIN_TEXT, GIFT_VOID_REASON_MAX_LENGTH } from "@domain/gift-admin";
import type { Database } from "@server/db/client";
import { giftCertificates } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { withdrawEmail } from "@server/modules/mail";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { certificateIdField, lockCertificate } from "./admin-certificate";

const schema = z.object({
  certificateId: certificateIdField,
  reason: z
    .string({ error: GIFT_ADMIN_TEXT.reasonRequired })
    .trim()
    .min(1, GIFT_ADMIN_TEXT.reasonRequired)
    .max(GIFT_VOID_REASON_MAX_LENGTH, GIFT_ADMIN_TEXT.reasonTooLong),
});

/**
 * An admin voids a certificate, giving the reason: from then on its code cannot be spent (the
 * spending rule refuses a void certificate, and recording a redemption needs it active). When its
 * e-mail has not gone yet it is withdrawn, so the recipient never receives a dead code. One
 * transaction, audited, with the certificate locked against a booking spending it meanwhile.
 */
export async function voidGiftCertificate(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<{ id: string; codeHint: string; emailWithdrawn: boolean }> {
  assertAdmin(viewer, GIFT_ADMIN_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  const now = meta.now ?? new Date();
  return db.transaction(async (tx) => {
    const cert = await lockCertificate(tx, input.certificateId);
    if (cert.status === "void") throw new AppError("conflict", GIFT_ADMIN_TEXT.alreadyVoid);
    const emailWithdrawn = cert.emailId ? await withdrawEmail(tx, cert.emailId, cert.deliverAt, now) : false;
    await tx
      .update(giftCertificates)
      .set({
        status: "void",
        voidedAt: now,
        voidReason: input.reason,
        ...(emailWithdrawn ? { emailId: null } : {}),
        updatedAt: now,
      })
      .where(eq(giftCertificates.id, cert.id));
    await recordAudit(tx, {
      action: "gift.voided",
      userId: viewer.userId,
      tableName: "gift_certificates",
      recordId: cert.id,
      details: { reason: input.reason, previousStatus: cert.status, balance: cert.balance, emailWithdrawn },
    });
    return { id: cert.id, codeHint: cert.codeHint, emailWithdrawn };
  });
}

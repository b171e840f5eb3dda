import { GIFT_ADMIN_TEXT, giftExpiryFromDay, giftExtensionProblem } from "@domain/gift-admin";
import type { Database } from "@server/db/client";
import { giftCertificates } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { certificateIdField, lockCertificate } from "./admin-certificate";

const schema = z.object({
  certificateId: certificateIdField,
  /** The new last day it can be used ("YYYY-MM-DD", the practice's calendar). */
  expiresOn: z.string({ error: GIFT_ADMIN_TEXT.dayInvalid }).trim().max(10, GIFT_ADMIN_TEXT.dayInvalid),
});

/**
 * An admin gives a certificate more time: it is good through the chosen day (Accra), which must
 * end after its current expiry and not be past; an expired certificate so extended can be spent
 * again. Never a void one. The expiry reminder may go again before the new date. One
 * transaction, audited.
 */
export async function extendGiftCertificate(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<{ id: string; codeHint: string; expiresAt: Date }> {
  assertAdmin(viewer, GIFT_ADMIN_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  const now = meta.now ?? new Date();
  return db.transaction(async (tx) => {
    const cert = await lockCertificate(tx, input.certificateId);
    if (cert.status === "void") throw new AppError("conflict", GIFT_ADMIN_TEXT.voidNotExtended);
    const problem = giftExtensionProblem(input.expiresOn, cert.expiresAt, now);
    if (problem) throw new AppError("bad_request", problem, { expiresOn: problem });
    const expiresAt = giftExpiryFromDay(input.expiresOn);
    await tx
      .update(giftCertificates)
      .set({ expiresAt, expiryRemindedAt: null, updatedAt: now })
      .where(eq(giftCertificates.id, cert.id));
    await recordAudit(tx, {
      action: "gift.expiry_extended",
      userId: viewer.userId,
      tableName: "gift_certificates",
      recordId: cert.id,
      details: { from: cert.expiresAt.toISOString(), to: expiresAt.toISOString() },
    });
    return { id: cert.id, codeHint: cert.codeHint, expiresAt };
  });
}

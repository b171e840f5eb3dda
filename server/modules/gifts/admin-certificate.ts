import { GIFT_ADMIN_TEXT } from "@domain/gift-admin";
import type { Executor } from "@server/db/client";
import { giftCertificates } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { GiftCertificateRow } from "./spend-gift";

/** The certificate an admin's action names: a damaged id is the same "does not exist". */
export const certificateIdField = z
  .string({ error: GIFT_ADMIN_TEXT.notFound })
  .trim()
  .refine(isUuid, GIFT_ADMIN_TEXT.notFound);

/**
 * The certificate, locked until the caller's transaction ends, so an admin's change and a booking
 * spending it (which locks it too) happen one after the other; not found is a 404.
 */
export async function lockCertificate(tx: Executor, id: string): Promise<GiftCertificateRow> {
  const [row] = await tx.select().from(giftCertificates).where(eq(giftCertificates.id, id)).for("update");
  if (!row) throw new AppError("not_found", GIFT_ADMIN_TEXT.notFound);
  return row;
}

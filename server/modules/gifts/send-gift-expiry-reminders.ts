import { GIFT_EXPIRY_REMINDER_DAYS, giftExpiryReminderDue } from "@domain/gift-certificates";
import type { Database } from "@server/db/client";
import { giftCertificates, giftProducts } from "@server/db/schema";
import { enqueueEmail } from "@server/modules/mail";
import { and, asc, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import { giftExpiryReminderEmail } from "./gift-expiry-reminder-email";

/** Certificates claimed and reminded per transaction. */
export const GIFT_REMINDER_BATCH = 50;

const gc = giftCertificates;

/**
 * The daily sweep (the job engine's schedule): each recipient whose certificate expires within
 * GIFT_EXPIRY_REMINDER_DAYS with something left on it (unused or partly used), and has had its
 * e-mail, is reminded once. A batch at a time, each in its own transaction: the rows are locked
 * with SKIP LOCKED and marked reminded by the update that also requires them unmarked, with the
 * e-mail queued in the same transaction, so sweeps running side by side (several workers, a
 * retry) share the work and send nothing twice. An extension clears the mark (a new date, a new
 * reminder).
 */
export async function sendGiftExpiryReminders(db: Database, now = new Date()): Promise<{ reminded: number }> {
  const horizon = new Date(now.getTime() + GIFT_EXPIRY_REMINDER_DAYS * 24 * 3_600_000);
  let reminded = 0;
  for (;;) {
    const { found, sent } = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(gc)
        .where(
          and(
            eq(gc.status, "active"),
            gt(gc.balance, 0),
            isNull(gc.expiryRemindedAt),
            gt(gc.expiresAt, now),
            lte(gc.expiresAt, horizon),
            lte(gc.deliverAt, now),
          ),
        )
        .orderBy(asc(gc.expiresAt), asc(gc.id))
        .limit(GIFT_REMINDER_BATCH)
        .for("update", { skipLocked: true });
      const ids = due.filter((cert) => giftExpiryReminderDue(cert, now)).map((cert) => cert.id);
      if (ids.length === 0) return { found: due.length, sent: 0 };
      const claimed = await tx
        .update(gc)
        .set({ expiryRemindedAt: now, updatedAt: now })
        .where(and(inArray(gc.id, ids), isNull(gc.expiryRemindedAt)))
        .returning();
      if (claimed.length === 0) return { found: due.length, sent: 0 };
      const names = new Map(
        (
          await tx
            .select({ id: giftProducts.id, name: giftProducts.name })
            .from(giftProducts)
            .where(
              inArray(
                giftProducts.id,
                claimed.map((cert) => cert.productId),
              ),
            )
        ).map((product) => [product.id, product.name]),
      );
      for (const cert of claimed)
        await enqueueEmail(tx, giftExpiryReminderEmail({ ...cert, productName: names.get(cert.productId) ?? "" }));
      return { found: due.length, sent: claimed.length };
    });
    reminded += sent;
    // A short batch was the last; a batch none of which could be claimed would only be found again.
    if (found < GIFT_REMINDER_BATCH || sent === 0) return { reminded };
  }
}

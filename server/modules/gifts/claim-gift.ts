import type { Database } from "@server/db/client";
import { giftCertificates } from "@server/db/schema";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { publishLive } from "@server/realtime/live-updates";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { asGiftAttempt, lockSpendableGift } from "./spend-gift";

const schema = z.object({ code: z.string({ error: "Enter the code." }).trim().min(1, "Enter the code.").max(40) });

/**
 * "Add a gift certificate" in the portal: the signed-in recipient types her code, and the
 * certificate is hers from then on (only she can spend it, and she sees its balance and expiry).
 * A wrong code counts against the guessing limit and gets the one generic refusal.
 */
export async function claimGift(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { ipAddress?: string; now?: Date } = {},
): Promise<{ certificateId: string }> {
  const now = meta.now ?? new Date();
  const { code } = parseInput(schema, raw);
  return asGiftAttempt(db, "code", { userId: viewer.userId, ipAddress: meta.ipAddress }, now, () =>
    db.transaction(async (tx) => {
      const row = await lockSpendableGift(tx, code, viewer.userId, now, "code");
      if (!row.claimedBy) {
        await tx
          .update(giftCertificates)
          .set({ claimedBy: viewer.userId, claimedAt: now, updatedAt: now })
          .where(eq(giftCertificates.id, row.id));
        await recordAudit(tx, {
          action: "gift.claimed",
          userId: viewer.userId,
          tableName: "gift_certificates",
          recordId: row.id,
          ipAddress: meta.ipAddress,
        });
        await publishLive(tx, [viewer.userId], "gifts");
      }
      return { certificateId: row.id };
    }),
  );
}

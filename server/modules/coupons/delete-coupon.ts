import { COUPON_TEXT } from "@domain/coupons";
import type { Database } from "@server/db/client";
import { coupons } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";

const schema = z.object({
  couponId: z.string({ error: COUPON_TEXT.notFound }).trim().refine(isUuid, COUPON_TEXT.notFound),
});

/**
 * An admin deletes a coupon (spec 001 §4: a used coupon cannot be deleted). The check is part of
 * the delete itself (`status <> 'used'`): a booking spending the coupon at the same moment holds
 * its row lock, and the delete, once it gets the row, sees it used and leaves it.
 */
export async function deleteCoupon(db: Database, viewer: Viewer, raw: unknown): Promise<{ id: string; code: string }> {
  assertAdmin(viewer, COUPON_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(coupons)
      .where(and(eq(coupons.id, input.couponId), ne(coupons.status, "used")))
      .returning({ id: coupons.id, code: coupons.code, couponType: coupons.couponType, status: coupons.status });
    if (!deleted) {
      const [kept] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, input.couponId));
      throw kept
        ? new AppError("conflict", COUPON_TEXT.usedNotDeleted)
        : new AppError("not_found", COUPON_TEXT.notFound);
    }
    await recordAudit(tx, {
      action: "coupon.deleted",
      userId: viewer.userId,
      tableName: "coupons",
      recordId: deleted.id,
      details: { code: deleted.code, couponType: deleted.couponType, status: deleted.status },
    });
    return { id: deleted.id, code: deleted.code };
  });
}

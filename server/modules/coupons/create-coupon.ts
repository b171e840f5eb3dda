import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_NOTES_MAX_LENGTH,
  COUPON_TEXT,
  couponExpiryFromDay,
  couponExpiryProblem,
  normalizeCouponCode,
} from "@domain/coupons";
import { COUPON_TYPES, type CouponType } from "@domain/enums";
import type { Database } from "@server/db/client";
import { coupons } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { z } from "zod";

const schema = z.object({
  code: z
    .string({ error: COUPON_TEXT.enterCode })
    .transform(normalizeCouponCode)
    .pipe(
      z
        .string()
        .min(1, COUPON_TEXT.enterCode)
        .max(COUPON_CODE_MAX_LENGTH, COUPON_TEXT.codeTooLong)
        .regex(COUPON_CODE_PATTERN, COUPON_TEXT.codeCharacters),
    ),
  couponType: z.enum(COUPON_TYPES, { error: COUPON_TEXT.chooseType }),
  /** A day, "YYYY-MM-DD"; empty for a coupon that never expires. */
  expiresOn: z
    .string({ error: COUPON_TEXT.expiryInvalid })
    .trim()
    .max(10, COUPON_TEXT.expiryInvalid)
    .optional()
    .transform((v) => v || null),
  notes: z
    .string()
    .trim()
    .max(COUPON_NOTES_MAX_LENGTH, COUPON_TEXT.notesTooLong)
    .optional()
    .transform((v) => v || null),
});

export interface CreatedCoupon {
  id: string;
  code: string;
  couponType: CouponType;
  expiresAt: Date | null;
}

/**
 * An admin creates a coupon (spec 001 §3, §5): the code upper-cased, at most 20 characters; a
 * type; an optional expiry day (good through that day in the practice's calendar) and notes. It
 * starts active. A code already taken is refused by the table's unique index, so two admins
 * creating the same code at once cannot both succeed.
 */
export async function createCoupon(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<CreatedCoupon> {
  assertAdmin(viewer, COUPON_TEXT.adminsOnly);
  const input = parseInput(schema, raw);
  const now = meta.now ?? new Date();
  const expiryProblem = input.expiresOn ? couponExpiryProblem(input.expiresOn, now) : null;
  if (expiryProblem) throw new AppError("bad_request", expiryProblem, { expiresOn: expiryProblem });
  const expiresAt = input.expiresOn ? couponExpiryFromDay(input.expiresOn) : null;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(coupons)
        .values({
          code: input.code,
          couponType: input.couponType,
          status: "active",
          expiresAt,
          notes: input.notes,
          createdBy: viewer.userId,
          createdAt: now,
        })
        .returning({ id: coupons.id });
      if (!created) throw new Error("coupon insert returned no row");
      await recordAudit(tx, {
        action: "coupon.created",
        userId: viewer.userId,
        tableName: "coupons",
        recordId: created.id,
        details: { code: input.code, couponType: input.couponType, expiresAt: expiresAt?.toISOString() ?? null },
      });
      return { id: created.id, code: input.code, couponType: input.couponType, expiresAt };
    });
  } catch (err) {
    if (pgErrorCode(err) === PG.uniqueViolation) {
      const message = COUPON_TEXT.duplicate(input.code);
      throw new AppError("conflict", message, { code: message });
    }
    throw err;
  }
}

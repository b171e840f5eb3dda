import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_TEXT,
  COUPONS_PAGE_SIZE,
  couponListStatus,
  normalizeCouponCode,
} from "@domain/coupons";
import type { CouponStatus, CouponType } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { coupons } from "@server/db/schema";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { count, desc, sql } from "drizzle-orm";
import { z } from "zod";

export interface CouponListItem {
  id: string;
  code: string;
  couponType: CouponType;
  /** As the admin should read it: an active coupon past its expiry is "expired". */
  status: CouponStatus;
  expiresAt: Date | null;
  notes: string | null;
  createdAt: Date;
}

export interface CouponList {
  coupons: CouponListItem[];
  /** How many match the search, over all pages. */
  total: number;
  page: number;
  pageCount: number;
  /** The search as applied (trimmed, upper-cased), so the page can show it back. */
  search: string;
}

const querySchema = z.object({
  q: z.string().transform(normalizeCouponCode).pipe(z.string().max(COUPON_CODE_MAX_LENGTH)).catch("").default(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

/**
 * The Coupons tab's list (spec 001 §3: code, type, status, expiry, notes, created), newest first,
 * a page at a time, optionally only codes containing the search. A page past the last shows the last.
 */
export async function listCoupons(
  db: Executor,
  viewer: Viewer,
  raw: { q?: unknown; page?: unknown } = {},
  meta: { now?: Date } = {},
): Promise<CouponList> {
  assertAdmin(viewer, COUPON_TEXT.adminsOnly);
  const input = parseQuery(querySchema, { ...raw });
  const now = meta.now ?? new Date();
  // strpos, not LIKE: a search is letters to find, never a pattern.
  const matching = input.q ? sql`strpos(${coupons.code}, ${input.q}) > 0` : undefined;
  const [counted] = await db.select({ total: count() }).from(coupons).where(matching);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / COUPONS_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  const rows = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      couponType: coupons.couponType,
      status: coupons.status,
      expiresAt: coupons.expiresAt,
      notes: coupons.notes,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .where(matching)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(COUPONS_PAGE_SIZE)
    .offset((page - 1) * COUPONS_PAGE_SIZE);
  return {
    total,
    page,
    pageCount,
    search: input.q,
    coupons: rows.map((row) => ({
      ...row,
      couponType: row.couponType as CouponType,
      status: couponListStatus(row.status as CouponStatus, row.expiresAt, now),
    })),
  };
}

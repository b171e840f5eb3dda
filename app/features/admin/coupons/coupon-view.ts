import type { CouponStatus, CouponType } from "@domain/enums";
import type { ListPage } from "~/lib/list-page";

/** One row of the Coupons tab, as the route's loader gives it (dates already written out). */
export interface CouponRowView {
  id: string;
  code: string;
  couponType: CouponType;
  status: CouponStatus;
  /** The last day it can be used ("31 December 2026"), or null when it never expires. */
  validUntil: string | null;
  notes: string | null;
  /** "22 November 2026", in the admin's zone. */
  created: string;
}

export interface CouponsTabView extends ListPage {
  coupons: CouponRowView[];
  /** Today in the practice's calendar ("YYYY-MM-DD"): the earliest expiry the form offers. */
  today: string;
}

/** What the tab's action answers (create and delete alike). */
export type CouponAnswer = { ok: true; code: string } | { ok: false; error: string; fields?: Record<string, string> };

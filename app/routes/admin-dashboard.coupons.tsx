import { COUPON_TEXT, couponLastDay } from "@domain/coupons";
import { formatLongDate } from "@domain/long-date";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { createCoupon, deleteCoupon, listCoupons } from "@server/modules/coupons";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import type { CouponsTabView } from "~/features/admin/coupons/coupon-view";
import { CouponsTab } from "~/features/admin/coupons/coupons-tab";
import { failure, readForm } from "~/lib/action-result";
import { listPage } from "~/lib/list-page";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.coupons";

export const meta = staffTabMeta("Coupons", "Coupons that make a session free.", "Admin Dashboard");

const ACTION = "/admin-dashboard/coupons";

/** A calendar day written out ("31 December 2026"), read as that day wherever the admin is. */
const longDay = (day: string) => formatLongDate(new Date(`${day}T12:00:00Z`), "UTC");

/** ?q= searches by code, ?page= pages. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CouponsTabView> {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  const list = await listCoupons(await getDb(), viewer, { q: params.get("q"), page: params.get("page") }, { now });
  const zone = usableZone(viewer.timezone);
  return {
    ...listPage(list),
    today: dayInZone(now, PRACTICE_TIME_ZONE),
    coupons: list.coupons.map((coupon) => ({
      id: coupon.id,
      code: coupon.code,
      couponType: coupon.couponType,
      status: coupon.status,
      validUntil: coupon.expiresAt ? longDay(couponLastDay(coupon.expiresAt)) : null,
      notes: coupon.notes,
      created: formatLongDate(coupon.createdAt, zone),
    })),
  };
}

/** intent "create" (the New Coupon dialog) or "delete" (after its confirmation). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    const db = await getDb();
    if (form.intent === "create") return { ok: true as const, code: (await createCoupon(db, viewer, form)).code };
    if (form.intent === "delete") return { ok: true as const, code: (await deleteCoupon(db, viewer, form)).code };
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return failure(err, form.intent === "delete" ? COUPON_TEXT.deleteError : COUPON_TEXT.createError);
  }
}

/**
 * A refused create or delete (a code taken meanwhile, a coupon used or deleted meanwhile) still
 * means the list on screen is out of date: read it again, which React Router does not do by
 * itself after a 4xx. Plain bad input (400) changes nothing there.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 404 || actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export default function CouponsRoute({ loaderData }: Route.ComponentProps) {
  return <CouponsTab view={loaderData} action={ACTION} />;
}

export function ErrorBoundary() {
  return (
    <TabLoadError
      announce
      title={COUPON_TEXT.loadError}
      message="The coupons could not be read just now. Please try again."
    />
  );
}

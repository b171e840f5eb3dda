import { SIGN_IN_TO_BOOK, VALIDATE_COUPON_FAILED } from "@domain/booking-messages";
import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { regionForApi } from "@server/http/region-cookie";
import { AppError } from "@server/lib/errors";
import { validateCoupon } from "@server/modules/booking";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.booking.coupon";

/** validate-coupon (spec 000 §7): whether a code makes the chosen service free, and if not, why. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", SIGN_IN_TO_BOOK.description);
    const form = await readForm(request);
    const coupon = await validateCoupon(
      await getDb(),
      viewer,
      { ...form, ...regionForApi(request) },
      { ipAddress: clientIpOf(context) },
    );
    return jsonOk(coupon);
  } catch (err) {
    return jsonFailure(err, VALIDATE_COUPON_FAILED);
  }
}

export const loader = postOnly;

import { SIGN_IN_TO_BOOK, WIDGET_BOOKING_FAILED } from "@domain/booking-messages";
import type { RegionChoice } from "@domain/region";
import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { regionFromRequest } from "@server/http/region-cookie";
import { redirectWithFlash, requireClientAccess } from "@server/http/role-guards";
import { paystackMode } from "@server/integrations/paystack-runtime";
import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { loadBookingWidget } from "@server/modules/portal";
import { BookTab } from "~/features/client-portal/book/book-tab";
import { failure, readForm } from "~/lib/action-result";
import type { Route } from "./+types/client-dashboard.book";

/**
 * The region the booking is priced in: the browser's choice (as on /book), else the one the
 * client signed up with, so a client who signed in on a new device can still book from here.
 */
function bookingRegion(request: Request, viewer: Viewer): { choice: RegionChoice; fromBrowser: boolean } {
  const chosen = regionFromRequest(request);
  return chosen
    ? { choice: chosen, fromBrowser: true }
    : { choice: { region: viewer.region, currency: viewer.currency }, fromBrowser: false };
}

/** The book tab (spec 001 §2 "Booking widget"): one service, a day, a time, Confirm Booking. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const region = bookingRegion(request, viewer);
  const widget = await loadBookingWidget(await getDb(), viewer, region.choice);
  return {
    widget,
    region: region.choice,
    regionFromBrowser: region.fromBrowser,
    // Every time in the portal is in the zone of the client's profile.
    timeZone: viewer.timezone,
    paystackMode: paystackMode(),
    now: new Date().toISOString(),
  };
}

/**
 * create-booking, as /book calls it: the client names the service, the time, a phone number
 * when the profile has none, a coupon or gift certificate, and whether a plan session pays;
 * everything else (name, e-mail, zone, region, the price) is the server's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!viewerOf(context)) throw redirectWithFlash("/auth", { ...SIGN_IN_TO_BOOK, variant: "error" });
  const viewer = requireClientAccess(context);
  try {
    const form = await readForm(request);
    const result = await createBooking(
      await paymentDeps(),
      viewer,
      {
        serviceId: form.serviceId,
        start: form.start,
        phone: form.phone,
        usePlanCredit: form.usePlanCredit,
        couponCode: form.couponCode,
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        email: viewer.email,
        timezone: viewer.timezone,
        ...bookingRegion(request, viewer).choice,
      },
      new Date(),
      { ipAddress: clientIpOf(context) },
    );
    return { ok: true as const, result };
  } catch (err) {
    return failure(err, WIDGET_BOOKING_FAILED.fallback);
  }
}

export default function BookTabRoute({ loaderData }: Route.ComponentProps) {
  return <BookTab {...loaderData} />;
}

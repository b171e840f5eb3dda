import { BOOKING_FAILED, SIGN_IN_TO_BOOK } from "@domain/booking-messages";
import { getDb } from "@server/db";
import { redirectWithFlash, requireViewer } from "@server/http/guards";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { regionFromRequest, requireRegion } from "@server/http/region";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { createBooking } from "@server/modules/booking/create-booking";
import { loadBookingForm } from "@server/modules/booking/load-booking-form";
import { BookingPage } from "~/features/booking/booking-page";
import { failure, readForm } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/book";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Book a session",
    description: "Choose a service and a time for your session.",
    path: "/book",
    noindex: true,
  });
}

/** Spec 000 §2.2/§2.10: a region first, then a signed-in person. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const region = requireRegion(request);
  const viewer = requireViewer(context);
  const form = await loadBookingForm(await getDb(), viewer, region);
  return { ...form, region, paystackMode: paystackMode() };
}

/** create-booking: the server prices the service; the browser's fields are only what the client chose. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  if (!viewer) throw redirectWithFlash("/auth", { ...SIGN_IN_TO_BOOK, variant: "error" });
  const region = regionFromRequest(request);
  if (!region) throw redirectWithFlash("/", { title: "Choose your region", variant: "info" });
  try {
    const form = await readForm(request);
    const result = await createBooking(await paymentDeps(), viewer, { ...form, ...region }, new Date(), {
      ipAddress: clientIpOf(context),
    });
    return { ok: true as const, result };
  } catch (err) {
    return failure(err, BOOKING_FAILED.fallback);
  }
}

export default function Book({ loaderData }: Route.ComponentProps) {
  return <BookingPage {...loaderData} />;
}

import { CREATE_BOOKING_FAILED, SIGN_IN_TO_BOOK } from "@domain/booking-messages";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { regionFromRequest, requireRegion } from "@server/http/region-cookie";
import { redirectWithFlash } from "@server/http/role-guards";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { createBooking, loadBookingForm, visitorSlotLookupAllowed } from "@server/modules/booking";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { BookingPage } from "~/features/booking/booking-page";
import { bookingReturnPath, CHOICE_PARAMS, signInPaths } from "~/features/booking/booking-return";
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

/**
 * Spec 000 §2.2/§2.10: a region first. Anyone may choose a service and a time; she signs in
 * (or signs up) to book it, and comes back with her choice in the address (?service=&start=).
 * A service alone (?service=, what a Choose button sends before the page's scripts have run)
 * opens the date and time step with it chosen; one the region does not offer opens the start.
 * A day with it (?service=&day=, a day's button before the scripts have run; &start= too for a
 * time) opens the same step with that day's times listed (and the time chosen if still free); a
 * visitor's day counts as one of her address's lookups of the calendar, as the slots API does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const region = requireRegion(request);
  const viewer = viewerOf(context);
  const query = new URL(request.url).searchParams;
  const now = new Date();
  const db = await getDb();
  let day = query.get(CHOICE_PARAMS.day);
  if (day && !viewer && !(await visitorSlotLookupAllowed(db, clientIpOf(context), now))) day = null;
  const form = await loadBookingForm(db, viewer, region, now, {
    service: query.get(CHOICE_PARAMS.service),
    start: query.get(CHOICE_PARAMS.start),
    day,
  });
  return {
    ...form,
    region,
    paystackMode: paystackMode(),
    signedIn: viewer !== null,
    // Times on the first paint are in her profile's zone (a visitor's: at home the practice's, abroad
    // none known, UTC); the browser's own replaces it once the scripts run.
    timeZone: viewer?.timezone ?? (region.region === "local" ? PRACTICE_TIME_ZONE : null),
    now: now.toISOString(),
  };
}

/**
 * The summary writes the chosen service and time into the address (so that Back from the
 * sign-in page, or a reload, comes back to them): that alone leaves the page's data as it is.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlyTheChoice = !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyTheChoice ? false : defaultShouldRevalidate;
}

/** create-booking: the server prices the service; the browser's fields are only what the client chose. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  if (!viewer) {
    // Signed out meanwhile: to sign in, and back to the same service and time.
    const form = await readForm(request);
    const { signIn } = signInPaths(bookingReturnPath(form.serviceId, form.start));
    throw redirectWithFlash(signIn, { ...SIGN_IN_TO_BOOK, variant: "error" });
  }
  const region = regionFromRequest(request);
  if (!region) throw redirectWithFlash("/", { title: "Choose your region", variant: "info" });
  try {
    const form = await readForm(request);
    const result = await createBooking(await paymentDeps(), viewer, { ...form, ...region }, new Date(), {
      ipAddress: clientIpOf(context),
    });
    return { ok: true as const, result };
  } catch (err) {
    return failure(err, CREATE_BOOKING_FAILED);
  }
}

/**
 * The network failing, or the server answering with an error page, is not a refusal: the page
 * says "Failed to create booking" (spec 000 §8) and keeps the client's choice, as for any failure.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false as const, error: CREATE_BOOKING_FAILED };
  }
}

export default function Book({ loaderData }: Route.ComponentProps) {
  return <BookingPage {...loaderData} />;
}

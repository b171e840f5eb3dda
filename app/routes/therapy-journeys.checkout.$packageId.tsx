import { RETURN_PARAM } from "@domain/navigation";
import { INSTRUCTIONS_FAILED, SIGN_IN_TO_PAY } from "@domain/payment-messages";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { regionFromRequest } from "@server/http/region-cookie";
import { redirectWithFlash } from "@server/http/role-guards";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { isAppError } from "@server/lib/errors";
import { getPackageForCheckout, startPackageCheckout } from "@server/modules/plans";
import { redirect } from "react-router";
import { PackageCheckoutPage } from "~/features/checkout/package-checkout-page";
import { failure } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/therapy-journeys.checkout.$packageId";

const path = (packageId: string) => `/therapy-journeys/checkout/${encodeURIComponent(packageId)}`;

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Package checkout",
    description: "Review your therapy package and pay.",
    path: path(params.packageId),
    noindex: true,
  });
}

/** The package as the visitor's chosen region prices it (the profile's currency when none is chosen). */
function checkoutInput(request: Request, packageId: string) {
  const region = regionFromRequest(request);
  return { packageId, ...(region ? { region: region.region, currency: region.currency } : {}) };
}

/**
 * Book Now on /therapy-journeys: signed in (else /auth, and back here after signing in); a
 * missing or inactive package, or one of the other region, says so and goes back to the packages.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  if (!viewer) throw redirect(`/auth?${new URLSearchParams({ [RETURN_PARAM]: path(params.packageId) })}`);
  try {
    const view = await getPackageForCheckout(await getDb(), viewer, checkoutInput(request, params.packageId));
    return { ...view, paystackMode: paystackMode() };
  } catch (err) {
    if (!isAppError(err) || (err.code !== "not_found" && err.code !== "bad_request")) throw err;
    throw redirectWithFlash("/therapy-journeys", { title: "Error", description: err.message, variant: "error" });
  }
}

/** Proceed to Payment (local, Paystack) or Get Payment Instructions (international, bank transfer). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  if (!viewer) throw redirectWithFlash("/auth", { ...SIGN_IN_TO_PAY, variant: "error" });
  try {
    const checkout = await startPackageCheckout(await paymentDeps(), viewer, checkoutInput(request, params.packageId));
    return { ok: true as const, checkout };
  } catch (err) {
    return failure(err, INSTRUCTIONS_FAILED);
  }
}

export default function PackageCheckout({ loaderData }: Route.ComponentProps) {
  return <PackageCheckoutPage {...loaderData} />;
}

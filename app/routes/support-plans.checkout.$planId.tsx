import { INSTRUCTIONS_FAILED, SIGN_IN_TO_PAY } from "@domain/payment-messages";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { regionFromRequest } from "@server/http/region-cookie";
import { redirectWithFlash, requireViewer } from "@server/http/role-guards";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { isAppError } from "@server/lib/errors";
import { getPlanForCheckout, startPlanCheckout } from "@server/modules/plans";
import { PlanCheckoutPage } from "~/features/checkout/plan-checkout-page";
import { failure } from "~/lib/action-result";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/support-plans.checkout.$planId";

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Plan checkout",
    description: "Review your support plan and pay.",
    path: `/support-plans/checkout/${params.planId}`,
    noindex: true,
  });
}

/** The plan as the visitor's chosen region prices it (the profile's currency when none is chosen). */
function checkoutInput(request: Request, planId: string) {
  const region = regionFromRequest(request);
  return { planId, ...(region ? { region: region.region, currency: region.currency } : {}) };
}

/**
 * Spec 000 §2.9: signed in (else /auth); a missing or inactive plan says 'Plan not found' and
 * goes back to /support-plans, as does a plan of the other region.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = requireViewer(context);
  try {
    const view = await getPlanForCheckout(await getDb(), viewer, checkoutInput(request, params.planId));
    return { ...view, paystackMode: paystackMode() };
  } catch (err) {
    if (!isAppError(err) || (err.code !== "not_found" && err.code !== "bad_request")) throw err;
    throw redirectWithFlash("/support-plans", { title: "Error", description: err.message, variant: "error" });
  }
}

/** Proceed to Payment (local, Paystack) or Get Payment Instructions (international, bank transfer). */
export async function action({ request, context, params }: Route.ActionArgs) {
  // A session that ended while the page was open: say so on the sign-in page (spec 000 §8).
  const viewer = viewerOf(context);
  if (!viewer) throw redirectWithFlash("/auth", { ...SIGN_IN_TO_PAY, variant: "error" });
  try {
    const checkout = await startPlanCheckout(await paymentDeps(), viewer, checkoutInput(request, params.planId));
    return { ok: true as const, checkout };
  } catch (err) {
    return failure(err, INSTRUCTIONS_FAILED);
  }
}

export default function PlanCheckout({ loaderData }: Route.ComponentProps) {
  return <PlanCheckoutPage {...loaderData} />;
}

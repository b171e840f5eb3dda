import { INITIALIZE_FAILED, SIGN_IN_TO_PAY } from "@domain/payment-messages";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { paystackRuntime } from "@server/integrations/paystack-runtime";
import { AppError } from "@server/lib/errors";
import { simulateCheckout } from "@server/modules/checkout";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.payments.simulate";

/** The simulated payment window's Pay / Fail / Cancel (demo mode only; 404 with real keys). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  if (!viewer) return jsonFailure(new AppError("unauthenticated", SIGN_IN_TO_PAY.description), INITIALIZE_FAILED);
  try {
    const [db, runtime] = await Promise.all([getDb(), paystackRuntime()]);
    return jsonOk(await simulateCheckout(db, runtime.simulator, viewer, await readForm(request)));
  } catch (err) {
    return jsonFailure(err, INITIALIZE_FAILED);
  }
}

export const loader = postOnly;

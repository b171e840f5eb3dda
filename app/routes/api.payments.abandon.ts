import { SIGN_IN_TO_PAY } from "@domain/payment-messages";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { AppError } from "@server/lib/errors";
import { abandonPaystackPayment } from "@server/modules/checkout";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.payments.abandon";

const ABANDON_FAILED = "We could not check the payment just now; the time stays held for you for a short while.";

/**
 * The customer closed the Paystack window unpaid: the server asks Paystack, then gives back what
 * the payment held (abandon-paystack-payment). Only the payment's owner may ask.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  if (!viewer) return jsonFailure(new AppError("unauthenticated", SIGN_IN_TO_PAY.description), ABANDON_FAILED);
  try {
    const outcome = await abandonPaystackPayment(await paymentDeps(), viewer.userId, await readForm(request));
    return jsonOk({ outcome });
  } catch (err) {
    return jsonFailure(err, ABANDON_FAILED);
  }
}

export const loader = postOnly;

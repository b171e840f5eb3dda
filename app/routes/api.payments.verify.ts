import { SIGN_IN_TO_PAY, VERIFY_FAILED } from "@domain/payment-messages";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { AppError } from "@server/lib/errors";
import { confirmPaystackPayment } from "@server/modules/checkout";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.payments.verify";

/**
 * After the payment window reports success, the browser asks the server to verify (spec 000
 * §7 verify-paystack-payment). Only the payment's owner may ask; the answer says what was delivered.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = viewerOf(context);
  if (!viewer) return jsonFailure(new AppError("unauthenticated", SIGN_IN_TO_PAY.description), VERIFY_FAILED);
  const form = await readForm(request);
  try {
    const result = await confirmPaystackPayment(await paymentDeps(), {
      source: "verify",
      reference: form.reference ?? "",
      actorUserId: viewer.userId,
    });
    return jsonOk(result);
  } catch (err) {
    return jsonFailure(err, VERIFY_FAILED);
  }
}

export const loader = postOnly;

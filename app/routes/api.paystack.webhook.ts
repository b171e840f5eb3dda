import { paymentDeps } from "@server/http/payments";
import { paystackRuntime } from "@server/integrations/paystack-runtime";
import { isAppError, isBadValueError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { handlePaystackWebhook } from "@server/modules/checkout";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.paystack.webhook";

/**
 * Paystack's `charge.success` and `refund.*` (DESIGN §4). 401 for a bad signature, 200 for
 * anything received (a body it cannot use included); an unexpected failure is a 500, so that
 * Paystack tries again later.
 */
export async function action({ request }: Route.ActionArgs) {
  // The signature covers the bytes as sent: read them before anything parses the body.
  const rawBody = await request.text();
  const [deps, runtime] = await Promise.all([paymentDeps(), paystackRuntime()]);
  try {
    const outcome = await handlePaystackWebhook(
      deps,
      rawBody,
      request.headers.get("x-paystack-signature"),
      runtime.secretKey,
    );
    return Response.json({ received: true, outcome: outcome.outcome });
  } catch (err) {
    if (isAppError(err) && err.code === "unauthenticated") {
      return Response.json({ error: err.message }, { status: 401 });
    }
    // A value the database refuses (class 22) would be refused again on every retry: the body
    // should have been refused at its entry (parsePaystackWebhook), so this is logged as an error.
    if (isBadValueError(err)) {
      logger.error("paystack webhook: a value the database refused got past the body's checks", errorFields(err));
      return Response.json({ received: true, outcome: "malformed" });
    }
    throw err;
  }
}

export const loader = postOnly;

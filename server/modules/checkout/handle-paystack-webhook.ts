import type { Database } from "@server/db/client";
import type { PaystackClient } from "@server/integrations/paystack";
import { parsePaystackWebhook, verifyWebhookSignature } from "@server/integrations/paystack-webhook";
import { AppError, isAppError } from "@server/lib/errors";
import { logger } from "@server/lib/logger";
import { type RefundEventOutcome, recordPaystackRefundEvent } from "@server/modules/refunds";
import { type ConfirmPaymentResult, confirmPaystackPayment } from "./confirm-payment";

export const INVALID_SIGNATURE = "Invalid signature";

export type WebhookOutcome =
  | { handled: true; outcome: ConfirmPaymentResult["status"]; result: ConfirmPaymentResult }
  /** A charge.success whose amount, currency or status did not match: the payment is marked, not fulfilled. */
  | { handled: true; outcome: "rejected"; reference: string }
  /** A `refund.*` event: what it did to the refund it is about (see recordPaystackRefundEvent). */
  | { handled: true; outcome: `refund_${RefundEventOutcome}`; reference: string }
  | { handled: false; outcome: "malformed" | "ignored_event" | "unknown_reference"; reference?: string };

const HANDLED_EVENT = "charge.success";

/**
 * Paystack's webhook (DESIGN §4): `charge.success` confirms a payment, `refund.*` reports on a
 * refund. A body without a valid HMAC-SHA512 signature is refused
 * with `unauthenticated` before anything is read or written (the route answers 401). Every
 * other outcome means "received" (the route answers 200), since Paystack retrying a body we
 * cannot use would not help; an unexpected error is thrown, so Paystack retries later.
 * `rawBody` must be the bytes as received: re-serialised JSON would not match the signature.
 */
export async function handlePaystackWebhook(
  deps: { db: Database; paystack?: PaystackClient | null },
  rawBody: string,
  signature: string | null,
  secretKey: string,
): Promise<WebhookOutcome> {
  if (!verifyWebhookSignature(rawBody, signature, secretKey)) {
    logger.warn("paystack webhook: bad or missing signature", { hasSignature: Boolean(signature) });
    throw new AppError("unauthenticated", INVALID_SIGNATURE);
  }
  const parsed = parsePaystackWebhook(rawBody);
  if (!parsed) {
    logger.warn("paystack webhook: body is not a transaction or refund event");
    return { handled: false, outcome: "malformed" };
  }
  if (parsed.kind === "refund") {
    const done = await recordPaystackRefundEvent(deps.db, parsed.event);
    logger.info("paystack webhook: refund event", { event: parsed.event.event, outcome: done.outcome });
    return { handled: true, outcome: `refund_${done.outcome}`, reference: parsed.event.transactionReference };
  }
  const event = parsed.event;
  const reference = event.data.reference;
  if (event.event !== HANDLED_EVENT) {
    logger.info("paystack webhook: event ignored", { event: event.event, reference });
    return { handled: false, outcome: "ignored_event", reference };
  }
  try {
    // The signed event is Paystack's own report, so it is used as is: no second call.
    const result = await confirmPaystackPayment(
      { db: deps.db, paystack: deps.paystack ?? null },
      { source: "webhook", reference, reported: event.data },
    );
    return { handled: true, outcome: result.status, result };
  } catch (err) {
    if (isAppError(err) && err.code === "not_found") {
      logger.warn("paystack webhook: unknown reference", { reference });
      return { handled: false, outcome: "unknown_reference", reference };
    }
    if (isAppError(err) && err.code === "bad_request") return { handled: true, outcome: "rejected", reference };
    throw err;
  }
}

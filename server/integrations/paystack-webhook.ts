import { createHmac, timingSafeEqual } from "node:crypto";
import { parseStorableJson } from "@domain/validation";
import { z } from "zod";
import { paystackTransactionSchema } from "./paystack";

/**
 * Paystack's webhooks (https://paystack.com/docs/payments/webhooks/): the signature of a body,
 * and the two kinds of event the practice reads, a transaction's (`charge.success`) and a
 * refund's (`refund.pending`, `refund.processing`, `refund.processed`, `refund.failed`,
 * `refund.needs-attention`).
 */

/** A webhook event such as `charge.success`. */
export const paystackEventSchema = z.object({ event: z.string().min(1), data: paystackTransactionSchema });

export type PaystackEvent = z.output<typeof paystackEventSchema>;

/** Paystack sends a refund's amount as a number or as a string of digits. */
const minorUnits = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** A `refund.*` event: which transaction, how much, and where the refund stands at Paystack. */
export const paystackRefundEventSchema = z
  .object({
    event: z.string().startsWith("refund."),
    data: z.object({
      status: z.string().min(1).max(40),
      transaction_reference: z.string().min(1).max(100),
      amount: minorUnits,
      currency: z.string().min(1).max(10),
      /** The refund's id at Paystack, when the event carries it (the POST /refund answer's `id`). */
      id: z.union([z.number().int(), z.string().max(40)]).nullish(),
    }),
  })
  .transform(({ event, data }) => ({
    event,
    status: data.status,
    transactionReference: data.transaction_reference,
    amount: data.amount,
    currency: data.currency.toUpperCase(),
    refundId: data.id === null || data.id === undefined ? null : String(data.id),
  }));

export type PaystackRefundEvent = z.output<typeof paystackRefundEventSchema>;

/**
 * The body's JSON, or undefined. A signed body holding text the database cannot store (a NUL, half
 * a surrogate pair) is no event at all, whatever its kind and wherever the text is: no query can
 * then meet it, and the route answers 200 so that Paystack does not send it again and again.
 */
const parseBody = (rawBody: string | Buffer): unknown =>
  parseStorableJson(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));

/**
 * The event in a webhook body: a transaction's, a refund's, or null when the body is not JSON or
 * is an event of another shape (transfers, subscriptions etc. are not used here). Check the
 * signature first with verifyWebhookSignature.
 */
export function parsePaystackWebhook(
  rawBody: string | Buffer,
): { kind: "transaction"; event: PaystackEvent } | { kind: "refund"; event: PaystackRefundEvent } | null {
  const json = parseBody(rawBody);
  const refund = paystackRefundEventSchema.safeParse(json);
  if (refund.success) return { kind: "refund", event: refund.data };
  const transaction = paystackEventSchema.safeParse(json);
  return transaction.success ? { kind: "transaction", event: transaction.data } : null;
}

/** The transaction event in a webhook body, or null (see parsePaystackWebhook). */
export function parsePaystackEvent(rawBody: string | Buffer): PaystackEvent | null {
  const parsed = parsePaystackWebhook(rawBody);
  return parsed?.kind === "transaction" ? parsed.event : null;
}

/** The `x-paystack-signature` value for a body: HMAC-SHA512 with the secret key, hex. */
export function signWebhookBody(rawBody: string | Buffer, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/** Whether `x-paystack-signature` matches the raw body (constant-time comparison). */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  signatureHeader: string | null | undefined,
  secretKey: string,
): boolean {
  if (typeof signatureHeader !== "string" || !secretKey) return false;
  const given = signatureHeader.trim();
  if (given.length !== 128 || !/^[0-9a-fA-F]+$/.test(given)) return false;
  const expected = createHmac("sha512", secretKey).update(rawBody).digest();
  const givenBytes = Buffer.from(given, "hex");
  if (givenBytes.length !== expected.length) return false;
  return timingSafeEqual(givenBytes, expected);
}

import { parseStorableJson } from "@domain/validation";
import { z } from "zod";

/**
 * A thin client over Paystack's REST API (https://paystack.com/docs/api/); its webhooks are read
 * in ./paystack-webhook.ts. The base URL is configurable so tests and the demo can point it at the
 * simulator in ./paystack-simulator.ts. Amounts are integers in minor units (pesewas, cents).
 */

/** Statuses Paystack documents for a transaction; other values are passed through as they are. */
export type PaystackTransactionStatus =
  | "success"
  | "failed"
  | "abandoned"
  | "ongoing"
  | "pending"
  | "processing"
  | "queued"
  | "reversed"
  | (string & Record<never, never>);

export type PaystackChannel = "card" | "mobile_money" | "bank" | "bank_transfer" | "ussd" | "qr" | "eft" | "apple_pay";

export type PaystackErrorKind =
  /** The request never got an answer (DNS, refused connection, reset). */
  | "network"
  /** No complete answer within the client's timeout. */
  | "timeout"
  /** Paystack answered with a non-2xx status. */
  | "http"
  /** Paystack answered 2xx with `status: false`. */
  | "rejected"
  /** The answer was not the JSON shape we expect. */
  | "malformed"
  /** The caller passed something Paystack would refuse (checked before sending). */
  | "invalid_request";

/** Every failure of the client. The message is safe to log; it never contains the secret key. */
export class PaystackError extends Error {
  readonly kind: PaystackErrorKind;
  /** Paystack's HTTP status, or null when no HTTP answer was received. */
  readonly httpStatus: number | null;
  /** Paystack's own `message` field, when it sent one. */
  readonly providerMessage: string | null;

  constructor(
    kind: PaystackErrorKind,
    message: string,
    options: { httpStatus?: number | null; providerMessage?: string | null; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "PaystackError";
    this.kind = kind;
    this.httpStatus = options.httpStatus ?? null;
    this.providerMessage = options.providerMessage ?? null;
  }
}

export const isPaystackError = (e: unknown): e is PaystackError => e instanceof PaystackError;

/** Paystack sends metadata as an object, a JSON string, an empty string or null. */
function normalizeMetadata(value: unknown): Record<string, unknown> | null {
  let v = value;
  if (typeof v === "string") {
    if (!v.trim()) return null;
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The transaction object of verify answers and `charge.*` webhook events, normalized. */
export const paystackTransactionSchema = z
  .object({
    id: z.number().int(),
    status: z.string().min(1),
    reference: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1),
    paid_at: z.string().nullish(),
    channel: z.string().nullish(),
    authorization: z.object({ bank: z.string().nullish() }).nullish(),
    customer: z.object({ email: z.string().nullish() }).nullish(),
    metadata: z.unknown().optional(),
  })
  .transform((d) => ({
    id: d.id,
    status: d.status as PaystackTransactionStatus,
    reference: d.reference,
    /** Minor units, as Paystack reports them. */
    amount: d.amount,
    currency: d.currency.toUpperCase(),
    paidAt: parseDate(d.paid_at),
    channel: d.channel ? d.channel.slice(0, 40) : null,
    /** The mobile money network (Paystack names it as the authorization's bank: "MTN", "VOD", "ATL"). */
    network: d.channel === "mobile_money" && d.authorization?.bank ? d.authorization.bank.slice(0, 40) : null,
    customerEmail: d.customer?.email ?? null,
    metadata: normalizeMetadata(d.metadata),
  }));

export type PaystackTransaction = z.output<typeof paystackTransactionSchema>;

export interface PaystackInitializeInput {
  email: string;
  /** Integer in minor units (pesewas for GHS). */
  amount: number;
  currency: string;
  /** Our unique reference; Paystack allows letters, digits, "-", "." and "=". */
  reference: string;
  metadata?: Record<string, unknown>;
  callbackUrl?: string;
  channels?: PaystackChannel[];
}

export interface PaystackInitializeResult {
  accessCode: string;
  authorizationUrl: string;
  reference: string;
}

export interface PaystackRefundInput {
  /** The refunded transaction's reference. */
  transaction: string;
  /** Minor units; Paystack refuses more than what is left of the transaction. */
  amount: number;
  currency: string;
  /** Shown to the customer. */
  customerNote?: string;
  /** Kept by the merchant. */
  merchantNote?: string;
}

/** Paystack's refund object: queued ("pending") when created, "processed" once the money is back. */
export const paystackRefundSchema = z
  .object({
    id: z.number().int(),
    status: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1),
  })
  .transform((d) => ({ id: d.id, status: d.status, amount: d.amount, currency: d.currency.toUpperCase() }));

export type PaystackRefund = z.output<typeof paystackRefundSchema>;

export interface PaystackClient {
  initialize(input: PaystackInitializeInput): Promise<PaystackInitializeResult>;
  verify(reference: string): Promise<PaystackTransaction>;
  /** POST /refund: gives back all or part of a successful transaction. */
  refund(input: PaystackRefundInput): Promise<PaystackRefund>;
}

export interface PaystackClientOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

const envelopeSchema = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown().optional() });

const initializeDataSchema = z.object({
  authorization_url: z.string().min(1),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});

const referencePattern = /^[A-Za-z0-9.=-]{1,100}$/;

export function createPaystackClient({
  secretKey,
  baseUrl,
  timeoutMs = 10_000,
}: PaystackClientOptions): PaystackClient {
  if (!secretKey) throw new Error("createPaystackClient: a secret key is required");
  const root = baseUrl.replace(/\/+$/, "");
  /** Whatever Paystack (or anything at baseUrl) says, the secret key never leaves in a message. */
  const redact = (text: string) => text.split(secretKey).join("[redacted]").slice(0, 300);

  async function call<T>(method: "GET" | "POST", path: string, body: unknown, dataSchema: z.ZodType<T>): Promise<T> {
    const what = `Paystack ${method} ${path.split("/").slice(0, 3).join("/")}`;
    const transportError = (err: unknown, httpStatus: number | null) => {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      if (timedOut) return new PaystackError("timeout", `${what}: no answer within ${timeoutMs} ms`, { httpStatus });
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
      return new PaystackError("network", `${what}: could not reach Paystack (${redact(cause)})`, { httpStatus });
    };
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw transportError(err, null);
    }
    const status = response.status;
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      throw transportError(err, status);
    }

    // An answer holding text the database cannot store reads as no answer at all ("malformed").
    const json = parseStorableJson(text);
    const envelope = envelopeSchema.safeParse(json);
    const providerMessage = envelope.success && envelope.data.message ? redact(envelope.data.message) : null;
    const suffix = providerMessage ? `: ${providerMessage}` : "";
    if (status < 200 || status > 299) {
      throw new PaystackError("http", `${what} failed with HTTP ${status}${suffix}`, {
        httpStatus: status,
        providerMessage,
      });
    }
    if (!envelope.success) {
      throw new PaystackError("malformed", `${what}: unexpected answer`, { httpStatus: status });
    }
    if (!envelope.data.status) {
      throw new PaystackError("rejected", `${what} was refused${suffix}`, { httpStatus: status, providerMessage });
    }
    const data = dataSchema.safeParse(envelope.data.data);
    if (!data.success) {
      const fields = [...new Set(data.error.issues.map((i) => i.path.join(".") || "data"))].join(", ");
      throw new PaystackError("malformed", `${what}: unexpected answer (${fields})`, { httpStatus: status });
    }
    return data.data;
  }

  return {
    async initialize(input) {
      const invalid = (message: string) => new PaystackError("invalid_request", `Paystack initialize: ${message}`);
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw invalid("amount must be a positive integer in minor units");
      }
      if (!/^[A-Za-z]{3}$/.test(input.currency)) throw invalid("currency must be a 3-letter code");
      if (!input.email.includes("@")) throw invalid("a customer e-mail is required");
      if (!referencePattern.test(input.reference)) throw invalid("invalid reference");
      const data = await call(
        "POST",
        "/transaction/initialize",
        {
          email: input.email,
          amount: input.amount,
          currency: input.currency.toUpperCase(),
          reference: input.reference,
          metadata: input.metadata ?? {},
          ...(input.callbackUrl ? { callback_url: input.callbackUrl } : {}),
          ...(input.channels?.length ? { channels: input.channels } : {}),
        },
        initializeDataSchema,
      );
      return { accessCode: data.access_code, authorizationUrl: data.authorization_url, reference: data.reference };
    },

    async verify(reference) {
      if (!reference) throw new PaystackError("invalid_request", "Paystack verify: a reference is required");
      return call("GET", `/transaction/verify/${encodeURIComponent(reference)}`, undefined, paystackTransactionSchema);
    },

    async refund(input) {
      const invalid = (message: string) => new PaystackError("invalid_request", `Paystack refund: ${message}`);
      if (!referencePattern.test(input.transaction)) throw invalid("invalid transaction reference");
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw invalid("amount must be a positive integer in minor units");
      }
      if (!/^[A-Za-z]{3}$/.test(input.currency)) throw invalid("currency must be a 3-letter code");
      return call(
        "POST",
        "/refund",
        {
          transaction: input.transaction,
          amount: input.amount,
          currency: input.currency.toUpperCase(),
          ...(input.customerNote ? { customer_note: input.customerNote.slice(0, 500) } : {}),
          ...(input.merchantNote ? { merchant_note: input.merchantNote.slice(0, 500) } : {}),
        },
        paystackRefundSchema,
      );
    },
  };
}

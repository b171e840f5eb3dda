import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The wire side of the Paystack simulator (./paystack-simulator.ts): its transaction record,
 * request parsing with Paystack's error messages, and the transaction object it reports.
 */
export type SimOutcome = "success" | "failed" | "abandoned";
export type SimChannel = "card" | "mobile_money";

export interface SimTransaction {
  id: number;
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  email: string;
  /** Minor units, as initialized. */
  amount: number;
  currency: string;
  metadata: Record<string, unknown> | null;
  callbackUrl: string | null;
  channels: string[] | null;
  status: "ongoing" | SimOutcome;
  channel: SimChannel;
  gatewayResponse: string;
  createdAt: string;
  paidAt: string | null;
  /** What verify and webhooks report instead of the real values (see tamper()). */
  tampered: { amount?: number; currency?: string } | null;
  /** Minor units given back so far by POST /refund. */
  refunded: number;
}

/** A refund the simulator accepted (Paystack queues it: "pending"). */
export interface SimRefund {
  id: number;
  transactionReference: string;
  amount: number;
  currency: string;
  customerNote: string | null;
  merchantNote: string | null;
  /** "pending" when made; what settleRefund says after. */
  status: string;
  createdAt: string;
}

/** A `refund.*` webhook body as Paystack sends it: the amount as a string of digits, the refund's id only sometimes. */
export function refundEventBody(refund: SimRefund, withId: boolean) {
  return {
    event: `refund.${refund.status}`,
    data: {
      status: refund.status,
      transaction_reference: refund.transactionReference,
      refund_reference: refund.status === "processed" ? `ARN${refund.id}` : null,
      amount: String(refund.amount),
      currency: refund.currency,
      processor: "simulator",
      integration: 1,
      domain: "test",
      ...(withId ? { id: String(refund.id) } : {}),
    },
  };
}

export interface SimWebhookDelivery {
  reference: string;
  event: string;
  url: string | null;
  body: string;
  /** The x-paystack-signature header sent, or null when none was sent. */
  signature: string | null;
  /** The receiver's HTTP status; null when nothing was sent or delivery failed. */
  status: number | null;
  error: string | null;
  at: Date;
}

export const SIM_CURRENCIES = ["GHS", "NGN", "USD", "GBP", "EUR", "ZAR", "KES"] as const;
export const CHANNELS = ["card", "bank", "ussd", "qr", "mobile_money", "bank_transfer", "eft", "apple_pay"];
export const MAX_BODY_BYTES = 1_000_000;

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, "Request body too large");
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {}
  throw new HttpProblem(400, "Invalid JSON body");
}

/** The transaction object as Paystack returns it from verify and in `charge.*` events. */
export function reportedData(tx: SimTransaction) {
  return {
    id: tx.id,
    domain: "test",
    status: tx.status,
    reference: tx.reference,
    amount: tx.tampered?.amount ?? tx.amount,
    currency: tx.tampered?.currency ?? tx.currency,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: tx.paidAt,
    paidAt: tx.paidAt,
    created_at: tx.createdAt,
    createdAt: tx.createdAt,
    channel: tx.channel,
    // The simulated mobile money wallet is on MTN, Ghana's largest network.
    authorization: tx.channel === "mobile_money" ? { channel: "mobile_money", bank: "MTN" } : { channel: tx.channel },
    metadata: tx.metadata ?? "",
    customer: { email: tx.email, customer_code: `CUS_sim${tx.id}` },
  };
}

/** The body of POST /refund: the transaction (reference or id), an optional amount in minor units. */
export function parseRefund(body: Record<string, unknown>) {
  const transaction = typeof body.transaction === "number" ? String(body.transaction) : body.transaction;
  if (typeof transaction !== "string" || !transaction.trim())
    throw new HttpProblem(400, "Transaction reference is required");
  const rawAmount = typeof body.amount === "string" && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
  if (
    rawAmount !== undefined &&
    (typeof rawAmount !== "number" || !Number.isSafeInteger(rawAmount) || rawAmount <= 0)
  ) {
    throw new HttpProblem(400, "Invalid Amount Sent");
  }
  const note = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  return {
    transaction: transaction.trim(),
    amount: rawAmount as number | undefined,
    currency: typeof body.currency === "string" ? body.currency.toUpperCase() : null,
    customerNote: note(body.customer_note),
    merchantNote: note(body.merchant_note),
  };
}

export function parseInitialize(body: Record<string, unknown>) {
  const email = typeof body.email === "string" ? body.email.trim() : "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpProblem(400, "Invalid Email Address Passed");
  const rawAmount = typeof body.amount === "string" && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
  if (typeof rawAmount !== "number" || !Number.isSafeInteger(rawAmount) || rawAmount <= 0) {
    throw new HttpProblem(400, "Invalid Amount Sent");
  }
  const currency = body.currency === undefined ? "GHS" : body.currency;
  if (typeof currency !== "string" || !(SIM_CURRENCIES as readonly string[]).includes(currency)) {
    throw new HttpProblem(400, "Currency not supported by merchant");
  }
  const reference = body.reference === undefined ? `sim_${randomBytes(8).toString("hex")}` : body.reference;
  if (typeof reference !== "string" || !/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) {
    throw new HttpProblem(400, "Invalid transaction reference");
  }
  let metadata: unknown = body.metadata ?? null;
  if (typeof metadata === "string") {
    try {
      metadata = JSON.parse(metadata);
    } catch {
      throw new HttpProblem(400, "Invalid metadata");
    }
  }
  if (metadata !== null && (typeof metadata !== "object" || Array.isArray(metadata))) {
    throw new HttpProblem(400, "Invalid metadata");
  }
  const channels = body.channels ?? null;
  if (channels !== null && (!Array.isArray(channels) || !channels.every((c) => CHANNELS.includes(c)))) {
    throw new HttpProblem(400, "Invalid channels");
  }
  const callbackUrl = typeof body.callback_url === "string" ? body.callback_url : null;
  return {
    email,
    amount: rawAmount,
    currency,
    reference,
    metadata: metadata as Record<string, unknown> | null,
    channels: channels as string[] | null,
    callbackUrl,
  };
}

export interface PaystackSimulatorOptions {
  secretKey: string;
  webhookUrl?: string | null;
  port?: number;
  host?: string;
  /** The authorization_url to hand out; defaults to `${baseUrl}/checkout/${accessCode}`. */
  checkoutUrl?: (accessCode: string, baseUrl: string) => string;
}

export interface PaystackSimulator {
  baseUrl: string;
  transactions: Map<string, SimTransaction>;
  /** Every refund accepted, in order. */
  refunds: SimRefund[];
  /** Makes the next POST /refund calls answer this HTTP status and message (null: answer normally). */
  failRefunds(failure: { status: number; message: string } | null): void;
  /**
   * Makes POST /refund take `ms` (null: none) before it makes the refund (or refuses it, see
   * failRefunds) and answers: to a client with a shorter timeout, the answer is lost.
   */
  slowRefunds(ms: number | null): void;
  /** Makes POST /transaction/initialize take `ms` (null: none) before it answers. */
  slowInitialize(ms: number | null): void;
  /** How many POST /refund calls were handled (made or refused), their answers lost or not. */
  refundsHandled(): number;
  /**
   * Paystack finishes a refund: sends `refund.<status>` as Paystack does (the amount as a string,
   * the refund's id only with `withId`); a failed refund gives its amount back to the transaction.
   */
  settleRefund(
    id: number,
    status: "processed" | "failed" | "needs-attention",
    options?: { withId?: boolean },
  ): Promise<SimWebhookDelivery>;
  /** Every webhook attempt, in order, including failed ones. */
  webhookDeliveries: SimWebhookDelivery[];
  setWebhookUrl(url: string | null): void;
  findByAccessCode(accessCode: string): SimTransaction | undefined;
  /**
   * Ends the payment as the customer would. On success sets paid_at and, if a webhook URL is
   * set, delivers `charge.success`; returns the receiver's HTTP status, or null when nothing was
   * delivered. Never throws for delivery failures. Throws for an unknown or already paid reference.
   */
  complete(reference: string, outcome: SimOutcome, options?: { channel?: SimChannel }): Promise<number | null>;
  /** Makes verify and webhooks report another amount and/or currency; null restores the truth. */
  tamper(reference: string, overrides: { amount?: number; currency?: string } | null): void;
  /** Sends a webhook now (default event `charge.success`), optionally with a chosen signature or body. */
  sendWebhook(
    reference: string,
    options?: { event?: string; signature?: string | null; body?: string },
  ): Promise<SimWebhookDelivery>;
  /** Re-sends the last correctly signed webhook for a reference, byte for byte (a replay). */
  replayWebhook(reference: string): Promise<SimWebhookDelivery>;
  close(): Promise<void>;
}

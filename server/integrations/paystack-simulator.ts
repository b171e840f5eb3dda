import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { errorFields, logger } from "@server/lib/logger";
import {
  HttpProblem,
  type PaystackSimulator,
  type PaystackSimulatorOptions,
  parseInitialize,
  parseRefund,
  readJson,
  refundEventBody,
  reportedData,
  type SimChannel,
  type SimRefund,
  type SimTransaction,
  type SimWebhookDelivery,
  sendJson,
} from "./paystack-simulator-protocol";
import { signWebhookBody } from "./paystack-webhook";

export type {
  PaystackSimulator,
  PaystackSimulatorOptions,
  SimChannel,
  SimOutcome,
  SimRefund,
  SimTransaction,
  SimWebhookDelivery,
} from "./paystack-simulator-protocol";
export { SIM_CURRENCIES } from "./paystack-simulator-protocol";

/**
 * A fake Paystack speaking the subset of its HTTP API the app uses (initialize, verify, refund
 * and the `charge.success` webhook). Tests point the real client at it; in demo mode (no Paystack keys)
 * the app runs it in-process behind its simulated checkout page, which calls complete().
 */

export async function startPaystackSimulator(options: PaystackSimulatorOptions): Promise<PaystackSimulator> {
  const { secretKey, port = 0, host = "127.0.0.1" } = options;
  if (!secretKey) throw new Error("startPaystackSimulator: a secret key is required");
  let webhookUrl = options.webhookUrl ?? null;
  let baseUrl = "";
  let nextId = 4_100_000_001;
  let nextRefundId = 9_100_001;
  let refundFailure: { status: number; message: string } | null = null;
  let refundDelayMs: number | null = null;
  let initializeDelayMs: number | null = null;
  let refundsHandled = 0;
  const transactions = new Map<string, SimTransaction>();
  const refunds: SimRefund[] = [];
  const webhookDeliveries: SimWebhookDelivery[] = [];
  const lastWebhook = new Map<string, { event: string; body: string; signature: string | null }>();

  function mustFind(reference: string): SimTransaction {
    const tx = transactions.get(reference);
    if (!tx) throw new Error(`Paystack simulator: unknown reference ${reference}`);
    return tx;
  }

  function initialize(body: Record<string, unknown>) {
    const input = parseInitialize(body);
    if (transactions.has(input.reference)) throw new HttpProblem(400, "Duplicate Transaction Reference");
    const accessCode = `sim_${randomBytes(10).toString("hex")}`;
    const authorizationUrl = options.checkoutUrl?.(accessCode, baseUrl) ?? `${baseUrl}/checkout/${accessCode}`;
    const firstChannel = input.channels?.find((c): c is SimChannel => c === "card" || c === "mobile_money");
    transactions.set(input.reference, {
      ...input,
      id: nextId++,
      accessCode,
      authorizationUrl,
      status: "ongoing",
      channel: firstChannel ?? "card",
      gatewayResponse: "Pending",
      createdAt: new Date().toISOString(),
      paidAt: null,
      tampered: null,
      refunded: 0,
    });
    return { authorization_url: authorizationUrl, access_code: accessCode, reference: input.reference };
  }

  /** Paystack's rules: only a successful transaction, never more than what is left of it. */
  function refund(body: Record<string, unknown>) {
    if (refundFailure) throw new HttpProblem(refundFailure.status, refundFailure.message);
    const input = parseRefund(body);
    const tx =
      transactions.get(input.transaction) ?? [...transactions.values()].find((t) => String(t.id) === input.transaction);
    if (!tx) throw new HttpProblem(404, "Transaction not found");
    if (tx.status !== "success") throw new HttpProblem(400, "Transaction has not been completed");
    if (input.currency && input.currency !== tx.currency) throw new HttpProblem(400, "Currency mismatch");
    const left = tx.amount - tx.refunded;
    if (left <= 0) throw new HttpProblem(400, "Transaction has been fully reversed");
    const amount = input.amount ?? left;
    if (amount > left) throw new HttpProblem(400, "Refund amount cannot be more than the transaction amount");
    tx.refunded += amount;
    const created: SimRefund = {
      id: nextRefundId++,
      transactionReference: tx.reference,
      amount,
      currency: tx.currency,
      customerNote: input.customerNote,
      merchantNote: input.merchantNote,
      status: "pending",
      createdAt: new Date().toISOString(),
    };
    refunds.push(created);
    return {
      id: created.id,
      transaction: reportedData(tx),
      amount,
      deducted_amount: 0,
      currency: tx.currency,
      channel: tx.channel,
      fully_deducted: false,
      status: created.status,
      customer_note: created.customerNote ?? "",
      merchant_note: created.merchantNote ?? "",
      createdAt: created.createdAt,
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://simulator").pathname;
    const authorized = req.headers.authorization === `Bearer ${secretKey}`;
    const verifyMatch = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    const checkoutMatch = /^\/checkout\/([^/]+)$/.exec(path);
    if (req.method === "POST" && path === "/transaction/initialize") {
      if (!authorized) return sendJson(res, 401, { status: false, message: "Invalid key" });
      const body = await readJson(req);
      if (initializeDelayMs) await new Promise((resolve) => setTimeout(resolve, initializeDelayMs ?? 0));
      const data = initialize(body);
      return sendJson(res, 200, { status: true, message: "Authorization URL created", data });
    }
    if (req.method === "POST" && path === "/refund") {
      if (!authorized) return sendJson(res, 401, { status: false, message: "Invalid key" });
      const body = await readJson(req);
      if (refundDelayMs) await new Promise((resolve) => setTimeout(resolve, refundDelayMs ?? 0));
      try {
        const data = refund(body);
        return sendJson(res, 200, { status: true, message: "Refund has been queued for processing", data });
      } finally {
        refundsHandled += 1;
      }
    }
    if (req.method === "GET" && verifyMatch) {
      if (!authorized) return sendJson(res, 401, { status: false, message: "Invalid key" });
      let reference: string;
      try {
        reference = decodeURIComponent(verifyMatch[1]!);
      } catch {
        reference = "";
      }
      const tx = transactions.get(reference);
      if (!tx) return sendJson(res, 404, { status: false, message: "Transaction reference not found" });
      return sendJson(res, 200, { status: true, message: "Verification successful", data: reportedData(tx) });
    }
    if (req.method === "GET" && checkoutMatch) {
      // No page here: the app's simulated checkout renders one. This only identifies the payment.
      const tx = [...transactions.values()].find((t) => t.accessCode === checkoutMatch[1]);
      if (!tx) return sendJson(res, 404, { status: false, message: "Unknown access code" });
      const { reference, amount, currency, email, status } = tx;
      return sendJson(res, 200, { status: true, data: { reference, amount, currency, email, status } });
    }
    return sendJson(res, 404, { status: false, message: "Not found" });
  }

  async function deliver(
    reference: string,
    event: string,
    body: string,
    signature: string | null,
  ): Promise<SimWebhookDelivery> {
    if (signature === signWebhookBody(body, secretKey)) lastWebhook.set(reference, { event, body, signature });
    const delivery: SimWebhookDelivery = {
      reference,
      event,
      url: webhookUrl,
      body,
      signature,
      status: null,
      error: null,
      at: new Date(),
    };
    webhookDeliveries.push(delivery);
    if (!webhookUrl) {
      delivery.error = "No webhook URL configured";
      return delivery;
    }
    try {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (signature !== null) headers["x-paystack-signature"] = signature;
      const response = await fetch(webhookUrl, { method: "POST", headers, body, signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer().catch(() => undefined);
      delivery.status = response.status;
      if (!response.ok)
        logger.warn("paystack simulator: webhook refused", { reference, event, status: response.status });
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
      delivery.error = `${err instanceof Error ? err.message : String(err)}${cause}`;
      logger.warn("paystack simulator: webhook delivery failed", { reference, event, error: delivery.error });
    }
    return delivery;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof HttpProblem) return sendJson(res, err.status, { status: false, message: err.message });
      logger.error("paystack simulator: request failed", errorFields(err));
      if (!res.headersSent) sendJson(res, 500, { status: false, message: "Internal simulator error" });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;

  const simulator: PaystackSimulator = {
    baseUrl,
    transactions,
    refunds,
    failRefunds(failure) {
      refundFailure = failure;
    },
    slowRefunds(ms) {
      refundDelayMs = ms;
    },
    slowInitialize(ms) {
      initializeDelayMs = ms;
    },
    refundsHandled: () => refundsHandled,
    async settleRefund(id, status, settleOptions = {}) {
      const made = refunds.find((r) => r.id === id);
      if (!made) throw new Error(`Paystack simulator: no refund ${id}`);
      made.status = status;
      if (status === "failed") mustFind(made.transactionReference).refunded -= made.amount;
      const body = JSON.stringify(refundEventBody(made, settleOptions.withId ?? false));
      return deliver(made.transactionReference, `refund.${status}`, body, signWebhookBody(body, secretKey));
    },
    webhookDeliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    findByAccessCode: (accessCode) => [...transactions.values()].find((t) => t.accessCode === accessCode),
    async complete(reference, outcome, completeOptions = {}) {
      const tx = mustFind(reference);
      if (tx.status === "success") throw new Error(`Paystack simulator: ${reference} is already paid`);
      tx.status = outcome;
      if (completeOptions.channel) tx.channel = completeOptions.channel;
      tx.gatewayResponse = {
        success: "Successful",
        failed: "Declined",
        abandoned: "The transaction was not completed",
      }[outcome];
      if (outcome !== "success") return null;
      tx.paidAt = new Date().toISOString();
      if (!webhookUrl) return null;
      return (await simulator.sendWebhook(reference)).status;
    },
    tamper(reference, overrides) {
      mustFind(reference).tampered = overrides;
    },
    async sendWebhook(reference, sendOptions = {}) {
      const tx = mustFind(reference);
      const event = sendOptions.event ?? "charge.success";
      const body = sendOptions.body ?? JSON.stringify({ event, data: reportedData(tx) });
      const signature = sendOptions.signature === undefined ? signWebhookBody(body, secretKey) : sendOptions.signature;
      return deliver(reference, event, body, signature);
    },
    async replayWebhook(reference) {
      const last = lastWebhook.get(reference);
      if (!last) throw new Error(`Paystack simulator: no webhook sent yet for ${reference}`);
      return deliver(reference, last.event, last.body, last.signature);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
  return simulator;
}

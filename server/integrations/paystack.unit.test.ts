import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaystackClient, PaystackError, type PaystackInitializeInput } from "./paystack";
import { type PaystackSimulator, startPaystackSimulator } from "./paystack-simulator";
import { parsePaystackEvent, verifyWebhookSignature } from "./paystack-webhook";

const SECRET = "sk_test_simulator_0123456789abcdef";

interface ReceivedWebhook {
  body: string;
  signature: string | undefined;
}

/** A tiny server standing in for the app's webhook route: records, answers 200. */
async function startServer(
  handler: (req: IncomingMessage, body: string) => { status: number; body: string } | null,
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const answer = handler(req, Buffer.concat(chunks).toString("utf8"));
      if (!answer) return; // never answer
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function freePort(): Promise<number> {
  const s = await startServer(() => ({ status: 200, body: "{}" }));
  const port = Number(new URL(s.url).port);
  await s.close();
  return port;
}

async function failure(promise: Promise<unknown>): Promise<PaystackError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(PaystackError);
    return err as PaystackError;
  }
  throw new Error("expected a PaystackError");
}

let sim: PaystackSimulator;
let hook: Awaited<ReturnType<typeof startServer>>;
const received: ReceivedWebhook[] = [];
let counter = 0;
const ref = () => `SCH-TEST-${Date.now()}-${++counter}`;
const input = (reference: string, extra: Partial<PaystackInitializeInput> = {}): PaystackInitializeInput => ({
  email: "ama@example.com",
  amount: 45_000,
  currency: "GHS",
  reference,
  metadata: { booking_id: "b-1", service_name: "Individual therapy" },
  channels: ["card", "mobile_money"],
  ...extra,
});

beforeAll(async () => {
  hook = await startServer((req, body) => {
    received.push({ body, signature: req.headers["x-paystack-signature"] as string | undefined });
    return { status: 200, body: "{}" };
  });
  sim = await startPaystackSimulator({ secretKey: SECRET, webhookUrl: `${hook.url}/api/paystack/webhook` });
});

afterAll(async () => {
  await sim?.close();
  await hook?.close();
});

describe("Paystack client against the simulator", () => {
  it("initializes a transaction and verifies it as ongoing", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const reference = ref();
    const init = await client.initialize(input(reference));
    expect(init.accessCode).toMatch(/\S{10,}/);
    expect(init.reference).toBe(reference);
    expect(init.authorizationUrl).toBe(`${sim.baseUrl}/checkout/${init.accessCode}`);
    expect(sim.transactions.get(reference)?.status).toBe("ongoing");
    expect(sim.findByAccessCode(init.accessCode)?.reference).toBe(reference);

    const tx = await client.verify(reference);
    expect(tx).toMatchObject({ status: "ongoing", reference, amount: 45_000, currency: "GHS", paidAt: null });
    expect(tx.metadata).toEqual({ booking_id: "b-1", service_name: "Individual therapy" });
    expect(tx.customerEmail).toBe("ama@example.com");
  });

  it("reports success with the same amount and currency after complete()", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: `${sim.baseUrl}/` });
    const reference = ref();
    await client.initialize(input(reference, { amount: 120_000, currency: "USD", channels: ["mobile_money"] }));
    const status = await sim.complete(reference, "success");
    expect(status).toBe(200);
    const tx = await client.verify(reference);
    expect(tx).toMatchObject({ status: "success", amount: 120_000, currency: "USD", channel: "mobile_money" });
    expect(tx.paidAt).toBeInstanceOf(Date);
    await expect(sim.complete(reference, "success")).rejects.toThrow(/already paid/);
  });

  it("reports failed and abandoned outcomes without sending a webhook", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const a = ref();
    const b = ref();
    await client.initialize(input(a));
    await client.initialize(input(b));
    const before = sim.webhookDeliveries.length;
    expect(await sim.complete(a, "failed")).toBeNull();
    expect(await sim.complete(b, "abandoned")).toBeNull();
    expect(sim.webhookDeliveries.length).toBe(before);
    expect((await client.verify(a)).status).toBe("failed");
    expect((await client.verify(b)).status).toBe("abandoned");
  });

  it("reports a tampered amount and currency", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const reference = ref();
    await client.initialize(input(reference));
    sim.tamper(reference, { amount: 100, currency: "NGN" });
    await sim.complete(reference, "success");
    expect(await client.verify(reference)).toMatchObject({ status: "success", amount: 100, currency: "NGN" });
    sim.tamper(reference, null);
    expect(await client.verify(reference)).toMatchObject({ amount: 45_000, currency: "GHS" });
  });

  it("fails with 401 for a wrong secret key, without leaking the key", async () => {
    const wrong = "sk_test_wrong_key_do_not_leak";
    const client = createPaystackClient({ secretKey: wrong, baseUrl: sim.baseUrl });
    const err = await failure(client.initialize(input(ref())));
    expect(err.httpStatus).toBe(401);
    expect(err.kind).toBe("http");
    expect(err.providerMessage).toBe("Invalid key");
    expect(err.message).not.toContain(wrong);
    expect((await failure(client.verify("anything"))).httpStatus).toBe(401);
  });

  it("fails with 404 for an unknown reference", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const err = await failure(client.verify("SCH-does-not-exist"));
    expect(err.httpStatus).toBe(404);
    expect(err.providerMessage).toBe("Transaction reference not found");
  });

  it("refuses a duplicate reference and bad input", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const reference = ref();
    await client.initialize(input(reference));
    const err = await failure(client.initialize(input(reference)));
    expect(err.httpStatus).toBe(400);
    expect(err.providerMessage).toBe("Duplicate Transaction Reference");
    expect((await failure(client.initialize(input(ref(), { currency: "XYZ" })))).httpStatus).toBe(400);
    expect((await failure(client.initialize(input(ref(), { amount: 12.5 })))).kind).toBe("invalid_request");
    expect((await failure(client.initialize(input("bad ref/1")))).kind).toBe("invalid_request");

    const raw = await fetch(`${sim.baseUrl}/transaction/initialize`, {
      method: "POST",
      headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", amount: 0, currency: "GHS" }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({ status: false, message: "Invalid Amount Sent" });
  });

  it("turns a server that is down into a PaystackError within the timeout", async () => {
    const port = await freePort();
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    const started = Date.now();
    const err = await failure(client.verify("SCH-1"));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(err.kind).toBe("network");
    expect(err.httpStatus).toBeNull();
    expect(err.message).not.toContain(SECRET);
  });

  it("times out on a server that never answers", async () => {
    const silent = await startServer(() => null);
    try {
      const client = createPaystackClient({ secretKey: SECRET, baseUrl: silent.url, timeoutMs: 200 });
      const started = Date.now();
      const err = await failure(client.verify("SCH-1"));
      expect(err.kind).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await silent.close();
    }
  });

  it("rejects malformed answers and redacts an echoed secret", async () => {
    let answer = { status: 200, body: "<html>not json</html>" };
    const odd = await startServer(() => answer);
    try {
      const client = createPaystackClient({ secretKey: SECRET, baseUrl: odd.url });
      expect((await failure(client.verify("SCH-1"))).kind).toBe("malformed");
      answer = { status: 200, body: JSON.stringify({ status: true, data: { id: "x" } }) };
      expect((await failure(client.verify("SCH-1"))).kind).toBe("malformed");
      answer = { status: 200, body: JSON.stringify({ status: false, message: "Nope" }) };
      const rejected = await failure(client.verify("SCH-1"));
      expect(rejected).toMatchObject({ kind: "rejected", httpStatus: 200, providerMessage: "Nope" });
      answer = { status: 500, body: JSON.stringify({ status: false, message: `bad key ${SECRET}` }) };
      const echoed = await failure(client.verify("SCH-1"));
      expect(echoed.httpStatus).toBe(500);
      expect(echoed.message).not.toContain(SECRET);
      expect(echoed.providerMessage).not.toContain(SECRET);
    } finally {
      await odd.close();
    }
  });
});

describe("simulator webhooks", () => {
  it("delivers a signed charge.success that parses, can be replayed and forged", async () => {
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const reference = ref();
    await client.initialize(input(reference, { amount: 30_000 }));
    const before = received.length;
    expect(await sim.complete(reference, "success", { channel: "mobile_money" })).toBe(200);
    expect(received.length).toBe(before + 1);

    const first = received[before]!;
    expect(verifyWebhookSignature(first.body, first.signature, SECRET)).toBe(true);
    const event = parsePaystackEvent(first.body);
    expect(event?.event).toBe("charge.success");
    expect(event?.data).toMatchObject({ reference, amount: 30_000, currency: "GHS", status: "success" });
    expect(event?.data.channel).toBe("mobile_money");
    expect(event?.data.metadata).toEqual({ booking_id: "b-1", service_name: "Individual therapy" });

    expect((await sim.replayWebhook(reference)).status).toBe(200);
    expect(received[before + 1]).toEqual(first);

    await sim.sendWebhook(reference, { signature: "bad" });
    const forged = received[before + 2]!;
    expect(forged.signature).toBe("bad");
    expect(verifyWebhookSignature(forged.body, forged.signature, SECRET)).toBe(false);

    await sim.sendWebhook(reference, { signature: null });
    expect(received[before + 3]?.signature).toBeUndefined();

    expect((await sim.replayWebhook(reference)).signature).toBe(first.signature);
    expect(received[before + 4]).toEqual(first);
  });

  it("records a failed delivery instead of throwing", async () => {
    const port = await freePort();
    const client = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl });
    const reference = ref();
    await client.initialize(input(reference));
    sim.setWebhookUrl(`http://127.0.0.1:${port}/hook`);
    try {
      expect(await sim.complete(reference, "success")).toBeNull();
      const last = sim.webhookDeliveries.at(-1);
      expect(last).toMatchObject({ reference, event: "charge.success", status: null });
      expect(last?.error).toBeTruthy();
    } finally {
      sim.setWebhookUrl(`${hook.url}/api/paystack/webhook`);
    }
  });
});

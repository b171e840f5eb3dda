import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyWebhookSignature } from "./paystack-webhook";

// env() caches process.env on first read, so each case loads the runtime (and env) afresh.
type RuntimeModule = typeof import("./paystack-runtime");

const KEYS = ["PORT", "PAYSTACK_SECRET_KEY", "PAYSTACK_PUBLIC_KEY", "PAYSTACK_BASE_URL"] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  signature: string | undefined;
  body: string;
}

/** Plays this app (the simulator's webhooks) or Paystack itself (the live client's calls). */
let received: Received[];
let answer: (path: string) => { status: number; body: unknown };
let server: ReturnType<typeof createServer>;
let serverUrl: string;
let port: number;
const loaded: RuntimeModule[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const header = req.headers["x-paystack-signature"];
      received.push({
        method: req.method ?? "",
        path,
        authorization: req.headers.authorization,
        signature: typeof header === "string" ? header : undefined,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const { status, body } = answer(path);
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  serverUrl = `http://127.0.0.1:${port}`;
});

afterEach(async () => {
  for (const runtime of loaded.splice(0)) await runtime.closePaystackRuntime();
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

async function loadRuntime(vars: Partial<Record<(typeof KEYS)[number], string>>): Promise<RuntimeModule> {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, vars);
  received = [];
  answer = () => ({ status: 200, body: {} });
  vi.resetModules();
  const runtime = await import("./paystack-runtime");
  loaded.push(runtime);
  return runtime;
}

describe("paystackRuntime without PAYSTACK_SECRET_KEY", () => {
  it("runs a simulator that the client initializes and verifies against", async () => {
    const { paystackMode, paystackRuntime } = await loadRuntime({ PORT: String(port) });
    expect(paystackMode()).toBe("simulated");
    const runtime = await paystackRuntime();
    expect(runtime).toMatchObject({ mode: "simulated", publicKey: null });
    expect(runtime.simulator).not.toBeNull();
    expect(runtime.secretKey).toMatch(/^sk_sim_[0-9a-f]{48}$/);
    expect(await paystackRuntime()).toBe(runtime);

    const started = await runtime.client.initialize({
      email: "ama@example.test",
      amount: 288_000,
      currency: "GHS",
      reference: "PLN-RUNTIMETEST1",
    });
    expect(started.reference).toBe("PLN-RUNTIMETEST1");
    expect(runtime.simulator?.transactions.get("PLN-RUNTIMETEST1")).toMatchObject({
      amount: 288_000,
      accessCode: started.accessCode,
    });
    expect(await runtime.client.verify("PLN-RUNTIMETEST1")).toMatchObject({ status: "ongoing", amount: 288_000 });
  });

  it("sends the simulator's signed webhook to this server's own port", async () => {
    const { paystackRuntime } = await loadRuntime({ PORT: String(port) });
    const runtime = await paystackRuntime();
    await runtime.client.initialize({
      email: "ama@example.test",
      amount: 5_000,
      currency: "GHS",
      reference: "PLN-HOOK1",
    });

    expect(await runtime.simulator?.complete("PLN-HOOK1", "success")).toBe(200);
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook).toMatchObject({ method: "POST", path: "/api/paystack/webhook" });
    expect(runtime.simulator?.webhookDeliveries[0]?.url).toBe(`http://127.0.0.1:${port}/api/paystack/webhook`);
    expect(JSON.parse(hook!.body)).toMatchObject({
      event: "charge.success",
      data: { reference: "PLN-HOOK1", status: "success", amount: 5_000 },
    });
    expect(verifyWebhookSignature(hook!.body, hook!.signature, runtime.secretKey)).toBe(true);
    expect(verifyWebhookSignature(hook!.body, hook!.signature, "sk_sim_someone_else")).toBe(false);
    expect(await runtime.client.verify("PLN-HOOK1")).toMatchObject({ status: "success" });
  });

  it("stops the simulator on close, and starts a new one with a new key when asked again", async () => {
    const { closePaystackRuntime, paystackRuntime } = await loadRuntime({ PORT: String(port) });
    const first = await paystackRuntime();
    const baseUrl = first.simulator!.baseUrl;
    await closePaystackRuntime();
    await expect(fetch(`${baseUrl}/transaction/verify/X`)).rejects.toThrow();

    const second = await paystackRuntime();
    expect(second).not.toBe(first);
    expect(second.secretKey).not.toBe(first.secretKey);
    expect(second.simulator?.baseUrl).not.toBe(baseUrl);
  });
});

describe("paystackRuntime with PAYSTACK_SECRET_KEY", () => {
  it("talks to PAYSTACK_BASE_URL with the secret key, and runs no simulator", async () => {
    const { paystackMode, paystackRuntime } = await loadRuntime({
      PORT: String(port),
      PAYSTACK_SECRET_KEY: "sk_test_live_runtime_key",
      PAYSTACK_PUBLIC_KEY: "pk_test_live_runtime_key",
      PAYSTACK_BASE_URL: serverUrl,
    });
    expect(paystackMode()).toBe("live");
    const runtime = await paystackRuntime();
    expect(runtime).toMatchObject({
      mode: "live",
      secretKey: "sk_test_live_runtime_key",
      publicKey: "pk_test_live_runtime_key",
      simulator: null,
    });

    answer = () => ({
      status: 200,
      body: {
        status: true,
        message: "Verification successful",
        data: { id: 77, status: "success", reference: "PLN-LIVE1", amount: 1_000, currency: "ghs" },
      },
    });
    expect(await runtime.client.verify("PLN-LIVE1")).toMatchObject({
      id: 77,
      status: "success",
      reference: "PLN-LIVE1",
      currency: "GHS",
    });
    expect(received).toEqual([
      {
        method: "GET",
        path: "/transaction/verify/PLN-LIVE1",
        authorization: "Bearer sk_test_live_runtime_key",
        signature: undefined,
        body: "",
      },
    ]);
  });

  it("has no public key when none is set", async () => {
    const { paystackRuntime } = await loadRuntime({
      PAYSTACK_SECRET_KEY: "sk_test_other",
      PAYSTACK_BASE_URL: serverUrl,
    });
    expect(await paystackRuntime()).toMatchObject({ mode: "live", publicKey: null, simulator: null });
  });
});

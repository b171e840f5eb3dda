import { randomBytes } from "node:crypto";
import { env } from "@server/lib/env";
import { logger } from "@server/lib/logger";
import { createPaystackClient, type PaystackClient } from "./paystack";
import { type PaystackSimulator, startPaystackSimulator } from "./paystack-simulator";

/**
 * The Paystack this process talks to. With PAYSTACK_SECRET_KEY set, the real one (at
 * PAYSTACK_BASE_URL). Without it (development and demo), a simulator started in this process:
 * the same client, verify and signed webhook code run against it, and the checkout page shows
 * a simulated payment window instead of Paystack's popup.
 */
export interface PaystackRuntime {
  mode: "live" | "simulated";
  client: PaystackClient;
  /** The key webhook signatures are checked with. */
  secretKey: string;
  /** For the browser's popup; null in simulated mode. */
  publicKey: string | null;
  /** Present in simulated mode only. */
  simulator: PaystackSimulator | null;
}

/** Where the simulator delivers webhooks: this server, by its own port (PUBLIC_URL may be a proxy). */
export const WEBHOOK_PATH = "/api/paystack/webhook";

let runtime: Promise<PaystackRuntime> | undefined;

export function paystackMode(): PaystackRuntime["mode"] {
  return env().PAYSTACK_SECRET_KEY ? "live" : "simulated";
}

export function paystackRuntime(): Promise<PaystackRuntime> {
  runtime ??= createRuntime().catch((err) => {
    runtime = undefined;
    throw err;
  });
  return runtime;
}

async function createRuntime(): Promise<PaystackRuntime> {
  const e = env();
  if (e.PAYSTACK_SECRET_KEY) {
    return {
      mode: "live",
      client: createPaystackClient({ secretKey: e.PAYSTACK_SECRET_KEY, baseUrl: e.PAYSTACK_BASE_URL }),
      secretKey: e.PAYSTACK_SECRET_KEY,
      publicKey: e.PAYSTACK_PUBLIC_KEY ?? null,
      simulator: null,
    };
  }
  // A fresh key per process: nobody outside can sign a webhook this server accepts.
  const secretKey = `sk_sim_${randomBytes(24).toString("hex")}`;
  const simulator = await startPaystackSimulator({
    secretKey,
    webhookUrl: `http://127.0.0.1:${e.PORT}${WEBHOOK_PATH}`,
  });
  logger.info("paystack: no keys set, using the built-in simulated checkout", { simulator: simulator.baseUrl });
  return {
    mode: "simulated",
    client: createPaystackClient({ secretKey, baseUrl: simulator.baseUrl }),
    secretKey,
    publicKey: null,
    simulator,
  };
}

/** Stops the simulator, if one runs (server shutdown, tests). */
export async function closePaystackRuntime(): Promise<void> {
  const current = runtime;
  runtime = undefined;
  const started = await current?.catch(() => undefined);
  await started?.simulator?.close();
}

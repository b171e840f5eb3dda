import { env } from "@server/lib/env";
import { logger } from "@server/lib/logger";

export interface OutgoingText {
  /** The number in international form (+233...). */
  to: string;
  message: string;
  /** Ours, the same on every attempt: a gateway that keeps references sends a retried text once. */
  reference: string;
}

export interface SmsGateway {
  send(text: OutgoingText): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/**
 * The SMS gateway of SMS_GATEWAY_URL: a JSON POST of { to, from, message, reference } with the
 * token as a bearer. Anything but a 2xx answer throws, so the job engine retries the text.
 * Null when no gateway is configured.
 */
export function createSmsGateway(config = env()): SmsGateway | null {
  const url = config.SMS_GATEWAY_URL;
  if (!url) return null;
  return {
    async send(text) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}),
        },
        body: JSON.stringify({
          to: text.to,
          from: config.SMS_SENDER,
          message: text.message,
          reference: text.reference,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      logger.info("text sent", { reference: text.reference });
    },
  };
}

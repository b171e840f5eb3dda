import type { SmsGateway } from "@server/integrations/sms";
import { logger } from "@server/lib/logger";
import { z } from "zod";

const textJob = z.object({ to: z.string().min(1), message: z.string().min(1), reference: z.string().min(1) });

/**
 * Sends one queued text. Its job was queued only while a gateway was configured; if the gateway has
 * since been removed, the text is dropped with a warning rather than retried for nothing.
 */
export function sendTextHandler(gateway: SmsGateway | null) {
  return async (_db: unknown, payload: Record<string, unknown>) => {
    const text = textJob.parse(payload);
    if (!gateway) {
      logger.warn("text not sent: no SMS gateway configured", { reference: text.reference });
      return;
    }
    await gateway.send(text);
  };
}

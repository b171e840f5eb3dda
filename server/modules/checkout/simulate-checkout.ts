import { PAYMENT_NOT_FOUND } from "@domain/payment-messages";
import type { Executor } from "@server/db/client";
import { paymentTransactions } from "@server/db/schema";
import type { PaystackSimulator } from "@server/integrations/paystack-simulator";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { eq } from "drizzle-orm";
import { z } from "zod";

export const SIMULATED_OUTCOMES = ["success", "failed", "abandoned"] as const;

const schema = z.object({
  reference: z.string().trim().min(1, "A payment reference is required"),
  outcome: z.enum(SIMULATED_OUTCOMES, { error: "Choose Pay, Fail or Cancel" }),
  channel: z.enum(["card", "mobile_money"]).default("card"),
});

/**
 * The simulated checkout's buttons (demo mode, no Paystack keys): the customer pays, is
 * declined or closes the window, as they would in Paystack's popup. The simulator then sends
 * its signed webhook to this server, and the browser verifies as it would after the popup.
 * Only the payment's owner may act on it, and only while it is pending.
 */
export async function simulateCheckout(
  db: Executor,
  simulator: PaystackSimulator | null,
  viewer: Viewer,
  raw: unknown,
): Promise<{ reference: string; outcome: (typeof SIMULATED_OUTCOMES)[number] }> {
  // With real Paystack keys there is no simulator, and this endpoint does not exist.
  if (!simulator) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  const input = parseInput(schema, raw);
  const [payment] = await db
    .select({ userId: paymentTransactions.userId, provider: paymentTransactions.provider })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, input.reference));
  const known = simulator.transactions.get(input.reference);
  if (!payment || payment.userId !== viewer.userId || payment.provider !== "paystack" || !known) {
    throw new AppError("not_found", PAYMENT_NOT_FOUND);
  }
  if (known.status !== "ongoing") throw new AppError("conflict", "This payment window has already been closed.");
  await simulator.complete(input.reference, input.outcome, { channel: input.channel });
  return { reference: input.reference, outcome: input.outcome };
}

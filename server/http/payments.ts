import { getDb } from "../db";
import { paystackRuntime } from "../integrations/paystack-runtime";
import { publicUrl } from "../lib/env";
import type { PaymentDeps } from "../modules/payments/payment-types";

/** What the payment use cases need, wired to this process's database and Paystack. */
export async function paymentDeps(): Promise<PaymentDeps> {
  const [db, runtime] = await Promise.all([getDb(), paystackRuntime()]);
  return { db, paystack: runtime.client, publicUrl: publicUrl() };
}

import { getDb } from "@server/db";
import { paystackRuntime } from "@server/integrations/paystack-runtime";
import { publicUrl } from "@server/lib/env";
import type { PaymentDeps } from "@server/modules/payments";

/** What the payment use cases need, wired to this process's database and Paystack. */
export async function paymentDeps(): Promise<PaymentDeps> {
  const [db, runtime] = await Promise.all([getDb(), paystackRuntime()]);
  return { db, paystack: runtime.client, publicUrl: publicUrl() };
}

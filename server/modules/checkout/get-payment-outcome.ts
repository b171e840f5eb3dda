import type { PaymentProvider, PaymentPurpose, PaymentStatus } from "@domain/enums";
import { paymentTransactions } from "@server/db/schema";
import { isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import type { PaymentDeps } from "@server/modules/payments";
import { eq } from "drizzle-orm";
import { confirmPaystackPayment } from "./confirm-payment";

export interface PaymentOutcome {
  reference: string;
  provider: PaymentProvider;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amount: number;
  currency: string;
  fulfilled: boolean;
  /** Received, but what it paid for was no longer held: the practice will be in touch. */
  needsSettling: boolean;
}

/**
 * What became of the viewer's payment, for the payment-success page. When Paystack sends the
 * customer back by redirect (its hosted page instead of the popup), nothing has verified the
 * payment yet: it is verified here, the same way as from the popup. Someone else's or an
 * unknown reference reads as null, so references cannot be probed.
 */
export async function getPaymentOutcome(
  deps: Pick<PaymentDeps, "db" | "paystack">,
  viewer: Viewer,
  reference: string,
): Promise<PaymentOutcome | null> {
  const clean = reference.trim();
  if (!clean || clean.length > 100) return null;
  const read = async () => {
    const [row] = await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, clean));
    return row && row.userId === viewer.userId ? row : null;
  };
  const payment = await read();
  if (!payment) return null;
  if (payment.provider === "paystack" && payment.status === "pending" && !payment.fulfilledAt) {
    try {
      await confirmPaystackPayment(deps, { source: "verify", reference: clean, actorUserId: viewer.userId });
    } catch (err) {
      // Not paid (yet) or Paystack unreachable: the page says so; the webhook may still settle it.
      if (!isAppError(err)) throw err;
    }
  }
  const now = (await read()) ?? payment;
  return {
    reference: now.reference,
    provider: now.provider as PaymentProvider,
    purpose: now.purpose as PaymentPurpose,
    status: now.status as PaymentStatus,
    amount: now.amount,
    currency: now.currency,
    fulfilled: now.fulfilledAt !== null,
    needsSettling: now.needsSettlingAt !== null,
  };
}

import { GIFT_DELIVERY_TIME } from "@domain/gift-certificates";
import { sessionWhen } from "@domain/session-time";
import { usableZone, zonedTimeToUtc } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import { giftCertificates, paymentTransactions } from "@server/db/schema";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { and, eq } from "drizzle-orm";
import { aGift } from "./gift-emails";
import { giftPurchaseDetailsSchema } from "./gift-purchase-details";

/** What the payment-success page tells a buyer of her gift. */
export interface GiftPurchaseSummary {
  /** "an Individual Session gift certificate", "a gift certificate of £50" */
  what: string;
  recipientName: string;
  /** When the recipient's e-mail goes, in her zone: "Thursday 24 December 2026 at 8:00 AM (GMT)". */
  deliveryAt: string;
  /**
   * awaiting_payment: not issued until the money is in; scheduled: issued, its e-mail waits for
   * the day; sent: issued and its e-mail is on its way.
   */
  state: "awaiting_payment" | "scheduled" | "sent";
}

const MAX_REFERENCE_LENGTH = 100;

/**
 * The viewer's own gift purchase, found by its payment's reference, for the page she comes back
 * to after paying. Someone else's, an unknown reference or a payment of anything else read as
 * null, as describeOwnPayment does, so references cannot be probed for names.
 */
export async function describeGiftPurchase(
  db: Executor,
  viewer: Viewer,
  reference: string,
  now: Date = new Date(),
): Promise<GiftPurchaseSummary | null> {
  const wanted = reference.trim();
  if (!wanted || wanted.length > MAX_REFERENCE_LENGTH) return null;
  const [payment] = await db
    .select({ details: paymentTransactions.details })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.reference, wanted),
        eq(paymentTransactions.userId, viewer.userId),
        eq(paymentTransactions.purpose, "gift_certificate"),
      ),
    );
  const parsed = giftPurchaseDetailsSchema.safeParse(payment?.details);
  if (!parsed.success) return null;
  const details = parsed.data;
  const [certificate] = await db
    .select({ deliverAt: giftCertificates.deliverAt })
    .from(giftCertificates)
    .where(eq(giftCertificates.paymentReference, wanted));

  const zone = usableZone(details.recipientTimeZone ?? practiceConfig().timeZone);
  const at = certificate?.deliverAt ?? zonedTimeToUtc(details.deliverOn, GIFT_DELIVERY_TIME, zone);
  const state = !certificate ? "awaiting_payment" : at.getTime() > now.getTime() ? "scheduled" : "sent";
  return {
    what: aGift(details),
    recipientName: details.recipientName,
    deliveryAt: sessionWhen(at, zone).text,
    state,
  };
}

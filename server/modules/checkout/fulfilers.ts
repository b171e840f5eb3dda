import type { PaymentPurpose } from "@domain/enums";
import { bookingFulfiler } from "@server/modules/booking";
import { eventRegistrationFulfiler } from "@server/modules/events";
import { giftCertificateFulfiler } from "@server/modules/gifts";
import type { Fulfiler } from "@server/modules/payments";
import { supportPlanFulfiler, therapyPackageFulfiler } from "@server/modules/plans";

/** What each kind of payment delivers. */
export const fulfilers: Record<PaymentPurpose, Fulfiler> = {
  support_plan: supportPlanFulfiler,
  therapy_package: therapyPackageFulfiler,
  booking: bookingFulfiler,
  event_registration: eventRegistrationFulfiler,
  gift_certificate: giftCertificateFulfiler,
};

/** A payment that delivers a purchased_support_plans row (a plan or a package): its id is the purchased plan's. */
export const isCreditPurchase = (purpose: string): boolean =>
  purpose === "support_plan" || purpose === "therapy_package";

export function fulfilerFor(purpose: string): Fulfiler {
  const fulfiler = (fulfilers as Record<string, Fulfiler | undefined>)[purpose];
  if (!fulfiler) throw new Error(`Unknown payment purpose ${purpose}`);
  return fulfiler;
}

import type { PaymentPurpose } from "@domain/enums";
import { bookingFulfiler } from "@server/modules/booking";
import { eventRegistrationFulfiler } from "@server/modules/events";
import { giftCertificateFulfiler } from "@server/modules/gifts";
import type { Fulfiler } from "@server/modules/payments";
import { supportPlanFulfiler } from "@server/modules/plans";

/** What each kind of payment delivers. */
export const fulfilers: Record<Exclude<PaymentPurpose, "therapy_package">, Fulfiler> = {
  support_plan: supportPlanFulfiler,
  booking: bookingFulfiler,
  event_registration: eventRegistrationFulfiler,
  gift_certificate: giftCertificateFulfiler,
};

export function fulfilerFor(purpose: string): Fulfiler {
  const fulfiler = (fulfilers as Record<string, Fulfiler | undefined>)[purpose];
  if (!fulfiler) throw new Error(`Unknown payment purpose ${purpose}`);
  return fulfiler;
}

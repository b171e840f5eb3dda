import type { PaymentPurpose } from "@domain/enums";
import { bookingFulfiler } from "@server/modules/booking";
import { eventRegistrationFulfiler } from "@server/modules/events";
import type { Fulfiler } from "@server/modules/payments";
import { supportPlanFulfiler } from "@server/modules/plans";

/**
 * A purpose whose delivery is not built yet. Throwing rolls the fulfilling transaction back,
 * so such a payment stays unfulfilled (never lost) until its fulfiler exists.
 */
const notYetSold = (purpose: PaymentPurpose): Fulfiler => ({
  deliver: async () => {
    throw new Error(`No fulfiler for ${purpose} payments yet`);
  },
  findDelivered: async () => null,
});

/** What each kind of payment delivers. Bookings, events and gifts plug in here. */
export const fulfilers: Record<PaymentPurpose, Fulfiler> = {
  support_plan: supportPlanFulfiler,
  booking: bookingFulfiler,
  event_registration: eventRegistrationFulfiler,
  gift_certificate: notYetSold("gift_certificate"),
};

export function fulfilerFor(purpose: string): Fulfiler {
  const fulfiler = (fulfilers as Record<string, Fulfiler | undefined>)[purpose];
  if (!fulfiler) throw new Error(`Unknown payment purpose ${purpose}`);
  return fulfiler;
}

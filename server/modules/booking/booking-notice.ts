import type { BookingNotice } from "@domain/booking-notice";
import { env } from "@server/lib/env";

/** The practice's notice rules for self-booking, from BOOKING_NOTICE_MINUTES and TRANSFER_NOTICE_BUSINESS_DAYS. */
export function bookingNotice(): BookingNotice {
  const config = env();
  return { paystackMinutes: config.BOOKING_NOTICE_MINUTES, transferBusinessDays: config.TRANSFER_NOTICE_BUSINESS_DAYS };
}

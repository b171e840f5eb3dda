import { createMailTransport } from "@server/integrations/mail";
import { EXPIRE_BOOKING_HOLD_JOB, expireBookingHold } from "@server/modules/booking/expire-booking-hold";
import { SEND_EMAIL_JOB } from "@server/modules/mail/enqueue-email";
import type { JobHandlers } from "./runner";
import { sendEmailHandler } from "./send-email";

/** Every kind of background job this product runs, and who runs it. */
export function jobHandlers(): JobHandlers {
  return {
    [SEND_EMAIL_JOB]: sendEmailHandler(createMailTransport()),
    [EXPIRE_BOOKING_HOLD_JOB]: (db, payload) => expireBookingHold(db, payload),
  };
}

import { createMailTransport } from "@server/integrations/mail";
import { appAuth } from "@server/modules/accounts/app-auth";
import { PASSWORD_RESET_JOB, sendPasswordReset } from "@server/modules/accounts/password-reset";
import { SIGN_IN_LINK_JOB, sendSignInLink } from "@server/modules/accounts/sign-in-link";
import { EXPIRE_BOOKING_HOLD_JOB, expireBookingHold } from "@server/modules/booking/expire-booking-hold";
import { SEND_EMAIL_JOB } from "@server/modules/mail/enqueue-email";
import type { JobHandlers } from "./engine";
import { sendEmailHandler } from "./send-email";

/** Every kind of background job this product runs, and who runs it. */
export function jobHandlers(): JobHandlers {
  return {
    [SEND_EMAIL_JOB]: sendEmailHandler(createMailTransport()),
    [EXPIRE_BOOKING_HOLD_JOB]: (db, payload) => expireBookingHold(db, payload),
    [PASSWORD_RESET_JOB]: async (_db, payload) => sendPasswordReset(await appAuth(), payload),
    [SIGN_IN_LINK_JOB]: (db, payload) => sendSignInLink(db, payload),
  };
}

import { createMailTransport } from "@server/integrations/mail";
import { createSmsGateway } from "@server/integrations/sms";
import { appAuth } from "@server/modules/accounts/app-auth";
import { PASSWORD_RESET_JOB, sendPasswordReset } from "@server/modules/accounts/password-reset";
import { SIGN_IN_LINK_JOB, sendSignInLink } from "@server/modules/accounts/sign-in-link";
import { EXPIRE_BOOKING_HOLD_JOB, expireBookingHold } from "@server/modules/booking/expire-booking-hold";
import {
  pollCalendarsJob,
  pushCalendarEventJob,
  refreshCalendarBusyJob,
} from "@server/modules/calendar-sync/calendar-jobs";
import { sendEventReminders } from "@server/modules/event-reminders/send-event-reminders";
import { EXPIRE_EVENT_HOLD_JOB, expireEventHold } from "@server/modules/events/expire-event-hold";
import { SEND_EMAIL_JOB } from "@server/modules/mail/enqueue-email";
import { sendDueReminders } from "@server/modules/reminders/send-due-reminders";
import { sendTextHandler } from "@server/modules/reminders/send-text";
import type { JobHandlers } from "./engine";
import {
  POLL_CALENDARS_JOB,
  PUSH_CALENDAR_EVENT_JOB,
  REFRESH_CALENDAR_BUSY_JOB,
  SEND_EVENT_REMINDERS_JOB,
  SEND_REMINDERS_JOB,
  SEND_SMS_JOB,
} from "./queues";
import { sendEmailHandler } from "./send-email";

/** Every kind of background job this product runs, and who runs it. */
export function jobHandlers(): JobHandlers {
  return {
    [SEND_EMAIL_JOB]: sendEmailHandler(createMailTransport()),
    [EXPIRE_BOOKING_HOLD_JOB]: (db, payload) => expireBookingHold(db, payload),
    [PASSWORD_RESET_JOB]: async (_db, payload) => sendPasswordReset(await appAuth(), payload),
    [SIGN_IN_LINK_JOB]: (db, payload) => sendSignInLink(db, payload),
    [SEND_REMINDERS_JOB]: async (db) => {
      await sendDueReminders(db);
    },
    [SEND_SMS_JOB]: sendTextHandler(createSmsGateway()),
    [PUSH_CALENDAR_EVENT_JOB]: pushCalendarEventJob,
    [REFRESH_CALENDAR_BUSY_JOB]: refreshCalendarBusyJob,
    [POLL_CALENDARS_JOB]: pollCalendarsJob,
    [EXPIRE_EVENT_HOLD_JOB]: (db, payload) => expireEventHold(db, payload),
    [SEND_EVENT_REMINDERS_JOB]: async (db) => {
      await sendEventReminders(db);
    },
  };
}

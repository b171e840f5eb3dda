import { createMailTransport } from "@server/integrations/mail";
import { createSmsGateway } from "@server/integrations/sms";
import type { JobHandlers } from "@server/jobs/engine";
import {
  POLL_CALENDARS_JOB,
  PUSH_CALENDAR_EVENT_JOB,
  REFRESH_CALENDAR_BUSY_JOB,
  SEND_EVENT_REMINDERS_JOB,
  SEND_FORM_REMINDERS_JOB,
  SEND_GIFT_EXPIRY_REMINDERS_JOB,
  SEND_NOTE_REMINDERS_JOB,
  SEND_REMINDERS_JOB,
  SEND_SMS_JOB,
} from "@server/jobs/queues";
import {
  appAuth,
  PASSWORD_RESET_JOB,
  SIGN_IN_LINK_JOB,
  sendPasswordReset,
  sendSignInLink,
} from "@server/modules/accounts";
import { EXPIRE_BOOKING_HOLD_JOB, expireBookingHold } from "@server/modules/booking";
import { pollCalendarsJob, pushCalendarEventJob, refreshCalendarBusyJob } from "@server/modules/calendar-sync";
import { sendNoteReminders } from "@server/modules/clinical-notes";
import { sendFormReminders } from "@server/modules/clinical-responses";
import { sendEventReminders } from "@server/modules/event-reminders";
import { EXPIRE_EVENT_HOLD_JOB, expireEventHold } from "@server/modules/events";
import { sendGiftExpiryReminders } from "@server/modules/gifts";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import { WRITE_ANNOUNCEMENT_BATCH_JOB, writeAnnouncementBatch } from "@server/modules/newsletter";
import { sendDueReminders, sendTextHandler } from "@server/modules/reminders";
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
    [SEND_GIFT_EXPIRY_REMINDERS_JOB]: async (db) => {
      await sendGiftExpiryReminders(db);
    },
    [WRITE_ANNOUNCEMENT_BATCH_JOB]: async (db, payload) => {
      await writeAnnouncementBatch(db, payload);
    },
    [SEND_FORM_REMINDERS_JOB]: async (db) => {
      await sendFormReminders(db);
    },
    [SEND_NOTE_REMINDERS_JOB]: async (db) => {
      await sendNoteReminders(db);
    },
  };
}

/** Session reminders by email and SMS, sent by a sweep every minute. */
export { sendDueReminders } from "./send-due-reminders";
export { sendTextHandler } from "./send-text";

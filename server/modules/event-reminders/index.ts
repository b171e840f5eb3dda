/** Reminders before events, and balances that are overdue. */
export { sendEventReminders } from "./send-event-reminders";

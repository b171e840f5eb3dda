/** Google Calendar sync for therapists: connecting, pushing sessions, reading busy times. */
export { CONNECT_FAILED, SIGN_IN_TO_CONNECT } from "./calendar-access";
export { calendarDeps } from "./calendar-deps";
export { pollCalendarsJob, pushCalendarEventJob, refreshCalendarBusyJob } from "./calendar-jobs";
export { completeCalendarConnect, startCalendarConnect } from "./connect-calendar";
export { disconnectCalendar } from "./disconnect-calendar";
export { enqueueCalendarPush } from "./enqueue-calendar-jobs";
export { getMyCalendarConnection, listCalendarConnections } from "./get-calendar-tab";
export { handleCalendarNotification } from "./handle-calendar-notification";
export { retireDerivedCalendarKeys } from "./reseal-calendar-tokens";
export { syncAllCalendarEvents } from "./sync-all-calendar-events";

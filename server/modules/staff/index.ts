/** The therapist's and admin's dashboards: sessions and their status, clients, availability, analytics, settings. */
export { addDayOff, getAvailability, removeDayOff, saveAvailability } from "./availability";
export { clientChoices, searchClients } from "./client-choices";
export { createStaffSession } from "./create-staff-session";
export { exportAnalyticsCsv } from "./export-analytics";
export { type AdminOverview, getAdminOverview } from "./get-admin-overview";
export { getAnalytics } from "./get-analytics";
export { getClientOverview } from "./get-client-overview";
export { getStaffSummary } from "./get-staff-summary";
export { listClients } from "./list-clients";
export { listStaffHomework } from "./list-staff-homework";
export {
  listAwaitingOutcome,
  listRecentStatusChanges,
  listSessionsBetween,
  listUpcomingSessions,
  type RecentStatusChange,
  STAFF_SESSIONS_PAGE,
} from "./list-staff-sessions";
export { listTherapists } from "./list-therapists";
export { revertSessionStatus } from "./revert-session-status";
export { listBusyTimes } from "./sessions-around";
export { setSessionStatus } from "./set-session-status";
export { getStaffThread, listConversations } from "./staff-conversations";
export { getPayoutDetails, type PayoutDetails, saveNotificationChoices, savePayoutDetails } from "./staff-settings";
export { undoSessionStatus } from "./undo-session-status";

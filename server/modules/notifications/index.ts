/** In-app notifications: creating them, listing and marking them read. */
export { createNotification, notifyAdmins } from "./create-notification";
export { listMyNotifications, listMyUnreadTitled, NOTIFICATIONS_PAGE_SIZE } from "./list-my-notifications";
export { markAllNotificationsRead } from "./mark-all-notifications-read";
export { markNotificationRead } from "./mark-notification-read";
export {
  enqueueWantedEmail,
  getNotificationChoices,
  type NotificationChoices,
  saveMyTextReminders,
} from "./notification-choices";

/** Workshops and retreats: listing them, taking places, deposits, waiting lists, and holds that expire. */
export { type EventPaymentDetails, eventRegistrationFulfiler } from "./event-registration-fulfiler";
export { emailEventTransfer } from "./event-transfer-email";
export { EXPIRE_EVENT_HOLD_JOB, expireEventHold } from "./expire-event-hold";
export { listEvents } from "./list-events";
export { registerForEvent } from "./register-for-event";
export {
  balanceLine,
  type EventRow,
  eventDay,
  eventName,
  PORTAL_EVENTS_LINK,
  type RegistrationRow,
  tellRegistrant,
} from "./registration-notices";
export { joinWaitingList } from "./waiting-list";

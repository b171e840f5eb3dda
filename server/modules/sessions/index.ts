/** A client's changes to her own sessions: cancelling and rescheduling, and the notices they send. */
export { type BookingCancelled, cancelBooking } from "./cancel-booking";
export { cancelMySession } from "./cancel-my-session";
export { getRescheduleSlots } from "./get-reschedule-slots";
export type { BookingRow, SessionRow } from "./own-session";
export { rescheduleMySession } from "./reschedule-my-session";
export { type BookingRestored, restoreCancelledBooking } from "./restore-booking";

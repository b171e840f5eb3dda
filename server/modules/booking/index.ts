/** Booking a session: open slots, holds, credits and coupons, the booking itself and its emails. */
export { assignTherapist } from "./assign-therapist";
export { notifyBookingConfirmed } from "./booking-emails";
export { bookingFulfiler } from "./booking-fulfiler";
export { cancelSessionRow } from "./cancel-session-row";
export { CLIENTS_BOOK_ONLY, type CreateBookingResult, createBooking } from "./create-booking";
export {
  EXPIRE_BOOKING_HOLD_JOB,
  expireBookingHold,
  neverPaid,
  releaseHeldBooking,
} from "./expire-booking-hold";
export { computeDaySlots, daySlotsQuery, getAvailableSlots } from "./get-available-slots";
export { limitVisitorSlotLookups, visitorSlotLookupAllowed } from "./limit-visitor-lookups";
export { listMySessions, type MySession, type MySessionsView } from "./list-my-sessions";
export { type BookingForm, type CreditOffer, loadBookingForm, type ResumeDayTimes } from "./load-booking-form";
export { type CodeCheck, type GiftPart, validateCoupon } from "./validate-coupon";

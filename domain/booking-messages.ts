import type { SlotUnavailableReason } from "./slots";

/**
 * The booking texts of the specifications (spec 000 §5, §8; spec 001 §8), shared by the
 * server, which answers with them, and the pages, which show them.
 */
export const MISSING_INFORMATION = {
  title: "Missing Information",
  description: "Please provide a preferred date and time",
} as const;
export const BOOKING_CONFIRMED = "Booking Confirmed!";
export const BOOKING_FAILED = { title: "Booking Failed", fallback: "Please try again" } as const;
export const CREATE_BOOKING_FAILED = "Failed to create booking";

/**
 * The toast of a booking that did not go through (spec 000 §8): the server's own refusal is
 * "Booking Failed" with its message; a failure nobody foresaw (the network, a 5xx) is
 * "Error: Failed to create booking".
 */
export function bookingFailedToast(error: string | null | undefined) {
  if (!error || error === CREATE_BOOKING_FAILED) return { title: "Error", description: CREATE_BOOKING_FAILED } as const;
  return { title: BOOKING_FAILED.title, description: error } as const;
}
export const PROCESS_PAYMENT_FAILED = "Failed to process payment. Please try again.";
export const PAYMENT_INSTRUCTIONS_READY = "Payment Instructions Ready";
export const COUPON_APPLIED = "Coupon Applied!";
export const COUPON_REMOVED = { title: "Coupon Removed", description: "Regular pricing applied" } as const;
export const INVALID_COUPON = "Invalid Coupon";
export const VALIDATE_COUPON_FAILED = "Failed to validate coupon";
/** Two people, one slot: the one who lost is told plainly, and keeps the form. */
export const SLOT_TAKEN = "This time was just taken, please choose another.";
export const SLOT_UNAVAILABLE = "This time is not available. Please choose another.";
/** Back at /book after signing in, the time chosen before is no longer free: the rest is kept. */
export const CHOSEN_TIME_GONE = {
  title: "Time no longer available",
  description: "The time you chose is no longer free. Please choose another.",
} as const;
export const DATE_IN_PAST = "Please choose a date and time in the future.";
/** A time the notice rules rule out (domain/booking-notice.ts). */
export const TIME_TOO_SOON = "This time is too soon to book online. Please choose a later time.";
export const SERVICE_NOT_OFFERED = "This service is not available in your region.";
export const NO_THERAPIST = "No therapist is available to take bookings right now. Please contact us.";
/** The client dashboard's booking widget (spec 001 §8). */
export const NO_TIME_SELECTED = { title: "No time selected", description: "Please select a time slot first." } as const;
/** Spec 000 §8: the toast of a visitor sent to sign in from booking. */
export const SIGN_IN_TO_BOOK = {
  title: "Authentication Required",
  description: "Please sign in to continue.",
} as const;
export const WIDGET_BOOKING_FAILED = {
  title: "Booking failed",
  fallback: "Unable to book session. Please try again.",
} as const;
export const sessionBookedToast = (date: string, time: string) => ({
  title: "Session booked!",
  description: `Your session on ${date} at ${time} has been scheduled.`,
});
/**
 * The widget's session details card. Spec 001 says '(60 minutes)' for a widget that always
 * booked 60; the catalogue's service is what is priced and put on the calendar, so its
 * duration is the one named.
 */
export const widgetSessionTitle = (minutes: number) => `Teletherapy Session (${minutes} minutes)`;

/** Why a slot cannot be booked, as a screen reader says it after the time. */
export const SLOT_REASON_TEXT: Readonly<Record<SlotUnavailableReason, string>> = {
  past: "this time has passed",
  too_soon: "too soon to book online",
  outside_availability: "outside the therapist's working hours",
  therapist_busy: "already booked",
  client_busy: "you have another session then",
};

/** Abroad, a free time too soon for a bank transfer (domain/booking-notice.ts). */
export const PAID_BY_CARD = "paid by card";

/** The booking form's field messages, the same in the browser and on the server. */
export const DETAIL_MESSAGES = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid e-mail address, such as name@example.com.",
  phone: "Please enter a valid phone number.",
} as const;

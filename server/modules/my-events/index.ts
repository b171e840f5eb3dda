/** A client's own places at events: her registrations, their calendar entries and paying a balance. */
export { getRegistrationCalendar } from "./get-registration-calendar";
export { listMyRegistrations, type MyRegistration } from "./list-my-registrations";
export { findMyPlaces, type MyPlace } from "./my-places";
export { startBalancePayment } from "./start-balance-payment";

/** The client portal's first page: its summary and booking widget. */
export { getPortalSummary } from "./get-portal-summary";
export { type BookingWidget, loadBookingWidget, type WidgetCredit } from "./load-booking-widget";

/** The admin's events desk: creating, publishing, changing and cancelling events, and their registrations. */

export { cancelEvent } from "./cancel-event";
export { createEvent } from "./create-event";
export type { EventRow } from "./event-row";
export { exportEventRegistrations } from "./export-event-registrations";
export { listAdminEvents } from "./list-admin-events";
export { listEventRegistrations } from "./list-event-registrations";
export { publishEvent, unpublishEvent } from "./publish-event";
export type { RefundToMake } from "./refunds-to-make";
export { updateEvent } from "./update-event";

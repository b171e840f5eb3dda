/** The admin's people desk: therapist applications (approve, reject) and users (list, suspend, restore). */
export { approveApplication } from "./approve-application";
export { listApplications } from "./list-applications";
export { listUsers } from "./list-users";
export { rejectApplication } from "./reject-application";
export { restoreUser } from "./restore-user";
export { suspendUser } from "./suspend-user";

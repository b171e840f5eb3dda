/** The practice's own settings an admin edits: its office hours and in-person days. */
export { getOfficeHours, getShownOfficeHours } from "./get-office-hours";
export { OFFICE_HOURS_ADMINS_ONLY, updateOfficeHours } from "./update-office-hours";

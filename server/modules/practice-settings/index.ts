/** The practice's own settings an admin edits: its office hours and in-person days, and when unsigned notes are reminded. */
export { getOfficeHours, getShownOfficeHours } from "./get-office-hours";
export { getNoteReminderHours, NOTE_REMINDERS_ADMINS_ONLY, updateNoteReminderHours } from "./note-reminder-hours";
export { OFFICE_HOURS_ADMINS_ONLY, updateOfficeHours } from "./update-office-hours";

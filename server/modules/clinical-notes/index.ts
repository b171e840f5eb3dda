/**
 * Session notes: a therapist's note of each session (SOAP, DAP, BIRP or free text), a draft then
 * signed and only amended by dated addenda; her private process notes; who may read them; the
 * list of notes left unsigned and their reminders; what a client's export says of them.
 */
export { ADDENDA_AUTHOR_ONLY, addNoteAddendum } from "./add-note-addendum";
export { clientNotesSummary, type NoteState, noteStatesOf } from "./client-notes-summary";
export { getSessionNote, type NoteAddendum, type SessionNoteView } from "./get-session-note";
export {
  CLIENT_NOTES_SHOWN,
  type ClientNoteRow,
  type ClientNotes,
  listClientNotes,
  listUnsignedNotes,
  UNSIGNED_SHOWN,
  UNSIGNED_THERAPISTS_ONLY,
  type UnsignedNote,
} from "./list-client-notes";
export { NOTES_AUTHOR_ONLY, type NoteRelation, type NoteSession, SESSION_NOT_FOUND } from "./note-session";
export { saveProcessNote } from "./save-process-note";
export { type SavedDraft, saveSessionNoteDraft } from "./save-session-note-draft";
export { NOTE_REMINDER_WINDOW_HOURS, noteReminderLink, sendNoteReminders } from "./send-note-reminders";
export { ALREADY_SIGNED, signSessionNote } from "./sign-session-note";

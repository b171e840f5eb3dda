import { randomUUID } from "node:crypto";
import {
  isNoteTemplate,
  keepSections,
  NOTE_MESSAGES,
  NOTE_SECTIONS,
  type NoteBody,
  noteBodyFor,
  noteWritable,
} from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS, type NoteTemplate } from "@domain/clinical/records";
import { CONTROL_CHARACTERS_MESSAGE, fieldWithControlCharacters } from "@domain/validation";
import type { Database } from "@server/db/client";
import { sessionNotes } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical } from "@server/modules/clinical-access";
import { eq, sql } from "drizzle-orm";
import { cipherFor, NOTES_AUTHOR_ONLY, noteBodyField, noteSessionFor, openNoteBody, storedNote } from "./note-session";

export interface SavedDraft {
  id: string;
  template: NoteTemplate;
  sections: NoteBody;
}

/** The body's problems as a 400 with a message under each section (field `section.<key>`). */
export function sectionErrors(errors: Readonly<Record<string, string>>): AppError {
  const fields = Object.fromEntries(Object.entries(errors).map(([key, message]) => [`section.${key}`, message]));
  return new AppError("bad_request", Object.values(errors)[0] ?? NOTE_MESSAGES.unreadable, fields);
}

/**
 * The session's therapist saves her note as a draft, creating it on the first save. `sections`
 * holds the sections she sent (key -> text): each replaces the stored one (blank clears it); a
 * section not sent stays as it was. Changing the template keeps the sections the new template
 * shares (SOAP to DAP keeps Assessment and Plan). A signed note is never changed (409), a
 * cancelled session has no note, and a session that has not started has none yet (400).
 */
export async function saveSessionNoteDraft(
  db: Database,
  viewer: Viewer,
  input: { sessionId: unknown; template: unknown; sections: unknown },
  now: Date = new Date(),
): Promise<SavedDraft> {
  const poisoned = fieldWithControlCharacters({ template: input.template });
  if (poisoned || !isNoteTemplate(input.template)) {
    throw new AppError("bad_request", poisoned ? CONTROL_CHARACTERS_MESSAGE : NOTE_MESSAGES.template, {
      template: NOTE_MESSAGES.template,
    });
  }
  const template = input.template;
  const check = noteBodyFor(template, input.sections);
  if (!check.ok) throw sectionErrors(check.errors);
  const raw = (input.sections ?? {}) as Record<string, unknown>;
  const sent = NOTE_SECTIONS[template].filter(({ key }) => typeof raw[key] === "string").map(({ key }) => key);

  return db.transaction(async (tx) => {
    const { session, relation, access } = await noteSessionFor(tx, viewer, input.sessionId, { forUpdate: true });
    if (relation !== "author") throw new AppError("forbidden", NOTES_AUTHOR_ONLY);
    const refusal = noteWritable(session, now);
    if (refusal) throw new AppError("bad_request", refusal);
    const cipher = cipherFor(tx, session.clientId);
    const stored = await storedNote(tx, session.id);
    if (stored?.status === "signed") throw new AppError("conflict", NOTE_MESSAGES.signedLocked);

    const merged: Record<string, string> = {
      ...keepSections(template, stored ? await openNoteBody(cipher, stored) : {}),
    };
    for (const key of sent) {
      const text = check.body[key];
      if (text === undefined) delete merged[key];
      else merged[key] = text;
    }
    const sections = keepSections(template, merged);
    const id = stored?.id ?? randomUUID();
    const body = await cipher.seal(noteBodyField(id), JSON.stringify(sections));
    if (stored) {
      await tx.update(sessionNotes).set({ template, body, updatedAt: sql`now()` }).where(eq(sessionNotes.id, id));
    } else {
      await tx.insert(sessionNotes).values({
        id,
        sessionId: session.id,
        clientId: session.clientId,
        therapistId: session.therapistId,
        template,
        body,
        status: "draft",
      });
    }
    await auditClinical(tx, access, {
      action: CLINICAL_AUDIT_ACTIONS.write,
      tableName: "session_notes",
      recordId: id,
      details: {
        what: "session-note",
        sessionId: session.id,
        template,
        sections: Object.keys(sections).length,
        created: !stored,
      },
    });
    return { id, template, sections };
  });
}

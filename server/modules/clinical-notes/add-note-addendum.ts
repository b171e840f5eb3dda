import { randomUUID } from "node:crypto";
import { addendumTextFor, NOTE_MESSAGES } from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import type { Database } from "@server/db/client";
import { sessionNoteAddenda } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical } from "@server/modules/clinical-access";
import { addendumField, cipherFor, noteSessionFor, storedNote } from "./note-session";

export const ADDENDA_AUTHOR_ONLY = "Only the session's therapist can add to its note.";

/**
 * The session's therapist adds a dated addendum to her signed note (a correction, a late entry).
 * Only she may: the note and its addenda are her record of the session, signed by her; a
 * supervisor reads them but writes her own comments elsewhere, so every line of the note has
 * one author. A draft gets no addenda (it can still be changed).
 */
export async function addNoteAddendum(
  db: Database,
  viewer: Viewer,
  input: { sessionId: unknown; text: unknown },
  now: Date = new Date(),
): Promise<{ id: string; createdAt: Date }> {
  const check = addendumTextFor(input.text);
  if (!check.ok) throw new AppError("bad_request", check.error, { text: check.error });
  return db.transaction(async (tx) => {
    const { session, relation, access } = await noteSessionFor(tx, viewer, input.sessionId, { forUpdate: true });
    if (relation !== "author") throw new AppError("forbidden", ADDENDA_AUTHOR_ONLY);
    const stored = await storedNote(tx, session.id);
    if (stored?.status !== "signed") throw new AppError("conflict", NOTE_MESSAGES.notSigned);
    const id = randomUUID();
    const body = await cipherFor(tx, session.clientId).seal(addendumField(id), check.text);
    await tx
      .insert(sessionNoteAddenda)
      .values({ id, noteId: stored.id, authorId: viewer.userId, body, createdAt: now });
    await auditClinical(tx, access, {
      action: CLINICAL_AUDIT_ACTIONS.amend,
      tableName: "session_note_addenda",
      recordId: id,
      details: { what: "note-addendum", sessionId: session.id, noteId: stored.id },
    });
    return { id, createdAt: now };
  });
}

import { NOTE_MESSAGES, signableNote } from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import type { Database } from "@server/db/client";
import { sessionNotes } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical } from "@server/modules/clinical-access";
import { and, eq } from "drizzle-orm";
import { cipherFor, NOTES_AUTHOR_ONLY, noteSessionFor, openNoteBody, storedNote } from "./note-session";

export const ALREADY_SIGNED = "This note is already signed.";

/**
 * The session's therapist signs her draft: from then on it is never changed, only amended by
 * addenda. A note needs a section with text to be signed (signableNote).
 */
export async function signSessionNote(
  db: Database,
  viewer: Viewer,
  input: { sessionId: unknown },
  now: Date = new Date(),
): Promise<{ id: string; signedAt: Date }> {
  return db.transaction(async (tx) => {
    const { session, relation, access } = await noteSessionFor(tx, viewer, input.sessionId, { forUpdate: true });
    if (relation !== "author") throw new AppError("forbidden", NOTES_AUTHOR_ONLY);
    const stored = await storedNote(tx, session.id);
    if (!stored) throw new AppError("bad_request", NOTE_MESSAGES.nothingToSign);
    if (stored.status === "signed") throw new AppError("conflict", ALREADY_SIGNED);
    const problem = signableNote(stored.template, await openNoteBody(cipherFor(tx, session.clientId), stored));
    if (problem) throw new AppError("bad_request", problem);
    const [signed] = await tx
      .update(sessionNotes)
      .set({ status: "signed", signedAt: now, signedBy: viewer.userId, updatedAt: now })
      .where(and(eq(sessionNotes.id, stored.id), eq(sessionNotes.status, "draft")))
      .returning({ id: sessionNotes.id });
    if (!signed) throw new AppError("conflict", ALREADY_SIGNED);
    await auditClinical(tx, access, {
      action: CLINICAL_AUDIT_ACTIONS.sign,
      tableName: "session_notes",
      recordId: stored.id,
      details: { what: "session-note", sessionId: session.id, template: stored.template },
    });
    return { id: stored.id, signedAt: now };
  });
}

import { randomUUID } from "node:crypto";
import { noteWritable, processNoteTextFor } from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { type Database, queryRows } from "@server/db/client";
import { processNotes } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical } from "@server/modules/clinical-access";
import { eq, sql } from "drizzle-orm";
import { cipherFor, noteSessionFor, processNoteField, SESSION_NOT_FOUND } from "./note-session";

/**
 * The session's therapist keeps a private process note on it: hers alone (no supervisor, no
 * administrator even in an emergency, not the client), apart from the record and never
 * exported. Anyone else is told the session does not exist. Saving it empty removes it.
 */
export async function saveProcessNote(
  db: Database,
  viewer: Viewer,
  input: { sessionId: unknown; text: unknown },
  now: Date = new Date(),
): Promise<{ saved: boolean }> {
  const check = processNoteTextFor(input.text);
  if (!check.ok) throw new AppError("bad_request", check.error, { text: check.error });
  return db.transaction(async (tx) => {
    const { session, relation, access } = await noteSessionFor(tx, viewer, input.sessionId, { forUpdate: true });
    if (relation !== "author") throw new AppError("not_found", SESSION_NOT_FOUND);
    const refusal = noteWritable(session, now);
    if (refusal) throw new AppError("bad_request", refusal);
    const [existing] = await queryRows<{ id: string }>(
      tx,
      sql`select id from process_notes where session_id = ${session.id} and therapist_id = ${viewer.userId}`,
    );
    const id = existing?.id ?? randomUUID();
    if (check.text === "") {
      if (existing) await tx.delete(processNotes).where(eq(processNotes.id, id));
    } else {
      const body = await cipherFor(tx, session.clientId).seal(processNoteField(id), check.text);
      if (existing) await tx.update(processNotes).set({ body, updatedAt: sql`now()` }).where(eq(processNotes.id, id));
      else {
        await tx
          .insert(processNotes)
          .values({ id, sessionId: session.id, clientId: session.clientId, therapistId: viewer.userId, body });
      }
    }
    if (existing || check.text !== "") {
      await auditClinical(tx, access, {
        action: CLINICAL_AUDIT_ACTIONS.write,
        tableName: "process_notes",
        recordId: id,
        details: { what: "process-note", sessionId: session.id, removed: check.text === "" },
      });
    }
    return { saved: check.text !== "" };
  });
}

import { type NoteBody, noteWritable } from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS, type NoteStatus, type NoteTemplate } from "@domain/clinical/records";
import { type Database, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical, RECORD_TEXT_ADMINS } from "@server/modules/clinical-access";
import { sql } from "drizzle-orm";
import {
  addendumField,
  cipherFor,
  NOTES_AUTHOR_ONLY,
  type NoteRelation,
  type NoteSession,
  noteSessionFor,
  openNoteBody,
  processNoteField,
  storedNote,
} from "./note-session";

export interface NoteAddendum {
  id: string;
  text: string;
  authorName: string;
  createdAt: Date;
}

export interface SessionNoteView {
  session: NoteSession;
  relation: NoteRelation;
  /** Why the viewer cannot write this session's note, or null when she can (its therapist, in time). */
  cannotWrite: string | null;
  note: {
    id: string;
    template: NoteTemplate;
    sections: NoteBody;
    status: NoteStatus;
    signedAt: Date | null;
    signedByName: string | null;
    updatedAt: Date;
    addenda: NoteAddendum[];
  } | null;
  /** The author's private process note: only ever for the session's therapist (null: none yet). */
  processNote: { text: string; updatedAt: Date } | null;
}

/**
 * One session's note for the session's therapist, a supervisor of hers, or an administrator
 * with an emergency access: the session, the note's sections and addenda (oldest first), opened
 * under the client's key, and the therapist's own private process note for her alone. Every
 * opening is one audit entry (what was read, never its text). An administrator without an
 * emergency access is refused (she sees notes' dates on the client's list, not their text).
 */
export async function getSessionNote(
  db: Database,
  viewer: Viewer,
  sessionId: unknown,
  now: Date = new Date(),
): Promise<SessionNoteView> {
  return db.transaction(async (tx) => {
    const { session, relation, access } = await noteSessionFor(tx, viewer, sessionId);
    if (relation === "admin") throw new AppError("forbidden", RECORD_TEXT_ADMINS);
    const cipher = cipherFor(tx, session.clientId);
    const stored = await storedNote(tx, session.id);
    let note: SessionNoteView["note"] = null;
    if (stored) {
      const addenda = await queryRows<{ id: string; body: string; authorName: string; createdAt: Date | string }>(
        tx,
        sql`select a.id, a.body, a.created_at as "createdAt",
            trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as "authorName"
          from session_note_addenda a left join profiles p on p.id = a.author_id
          where a.note_id = ${stored.id} order by a.created_at, a.id`,
      );
      note = {
        id: stored.id,
        template: stored.template,
        sections: await openNoteBody(cipher, stored),
        status: stored.status,
        signedAt: stored.signedAt,
        signedByName: stored.signedByName,
        updatedAt: stored.updatedAt,
        addenda: await Promise.all(
          addenda.map(async (a) => ({
            id: a.id,
            text: await cipher.open(addendumField(a.id), a.body),
            authorName: a.authorName,
            createdAt: new Date(a.createdAt),
          })),
        ),
      };
    }
    let processNote: SessionNoteView["processNote"] = null;
    if (relation === "author") {
      const [row] = await queryRows<{ id: string; body: string; updatedAt: Date | string }>(
        tx,
        sql`select id, body, updated_at as "updatedAt" from process_notes
          where session_id = ${session.id} and therapist_id = ${viewer.userId}`,
      );
      if (row) {
        processNote = {
          text: await cipher.open(processNoteField(row.id), row.body),
          updatedAt: new Date(row.updatedAt),
        };
      }
    }
    await auditClinical(tx, access, {
      action: CLINICAL_AUDIT_ACTIONS.read,
      tableName: "session_notes",
      recordId: stored?.id ?? session.id,
      details: {
        what: "session-note",
        sessionId: session.id,
        note: stored !== undefined,
        addenda: note?.addenda.length ?? 0,
        processNote: processNote !== null,
      },
    });
    const cannotWrite = relation === "author" ? noteWritable(session, now) : NOTES_AUTHOR_ONLY;
    return { session, relation, cannotWrite, note, processNote };
  });
}

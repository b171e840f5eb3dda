import { isNoteTemplate, NOTE_OWED_STATUSES, type NoteBody, notesRequestText } from "@domain/clinical/notes";
import type { NoteStatus, NoteTemplate } from "@domain/clinical/records";
import type { SessionStatus } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { practiceConfig } from "@server/lib/practice";
import type { Viewer } from "@server/modules/accounts";
import { type ClinicalMetadataAccess, clinicalAccess, clinicalMetadataAccess } from "@server/modules/clinical-access";
import { type ClinicalCipher, clinicalCipher } from "@server/modules/clinical-keys";
import { sql } from "drizzle-orm";

export const SESSION_NOT_FOUND = "Session not found";
export const NOTES_AUTHOR_ONLY = "Only the session's therapist can write its note.";
/** What a client who asks for her therapist's notes is told. */
export const notesNotForClients = () => notesRequestText(practiceConfig().email);

export interface NoteSession {
  id: string;
  clientId: string;
  therapistId: string;
  start: Date;
  end: Date;
  status: SessionStatus;
  serviceName: string | null;
  sessionType: string;
  clientName: string;
  therapistName: string;
}

/**
 * How a person stands to one session's note:
 * - `author`: the session's therapist (writes, signs, amends, keeps a process note);
 * - `supervisor`: a supervisor an admin assigned to that therapist (reads the note);
 * - `break-glass`: an administrator with an unexpired emergency access (reads the note);
 * - `admin`: any other administrator (sees that a note exists and when it was signed).
 */
export type NoteRelation = "author" | "supervisor" | "break-glass" | "admin";

/** The relation and the access the audit entries are written with. */
export interface NoteAccess {
  relation: NoteRelation;
  access: ClinicalMetadataAccess;
}

/**
 * The session, read (and locked with `forUpdate`, for a write) in the use case's transaction,
 * and how the viewer stands to it. Anyone else gets not_found, as if the session did not exist:
 * another therapist (even one who also sees the client), another client. The client herself is
 * refused with how to ask the practice for the notes.
 */
export async function noteSessionFor(
  tx: Executor,
  viewer: Viewer,
  sessionId: unknown,
  options: { forUpdate?: boolean } = {},
): Promise<{ session: NoteSession } & NoteAccess> {
  if (!isUuid(sessionId)) throw new AppError("not_found", SESSION_NOT_FOUND);
  const lock = options.forUpdate ? sql` for update of s` : sql``;
  const [row] = await queryRows<Omit<NoteSession, "start" | "end"> & { start: Date | string; end: Date | string }>(
    tx,
    sql`select s.id, s.client_id as "clientId", s.therapist_id as "therapistId", s.starts_at as start,
        s.ends_at as "end", s.status, s.session_type as "sessionType", svc.name as "serviceName",
        trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as "clientName",
        trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')) as "therapistName"
      from sessions s
      left join services svc on svc.id = s.service_id
      left join profiles c on c.id = s.client_id
      left join profiles t on t.id = s.therapist_id
      where s.id = ${sessionId.toLowerCase()}${lock}`,
  );
  if (!row) throw new AppError("not_found", SESSION_NOT_FOUND);
  const session: NoteSession = { ...row, start: new Date(row.start), end: new Date(row.end) };
  return { session, ...(await relationTo(tx, viewer, session)) };
}

async function relationTo(tx: Executor, viewer: Viewer, session: NoteSession): Promise<NoteAccess> {
  if (viewer.role === "client") {
    if (viewer.userId === session.clientId) throw new AppError("forbidden", notesNotForClients());
    throw new AppError("not_found", SESSION_NOT_FOUND);
  }
  if (viewer.role === "therapist") {
    let relation: NoteRelation = "author";
    if (viewer.userId !== session.therapistId) {
      const [row] = await queryRows<{ yes: boolean }>(
        tx,
        sql`select exists (select 1 from clinical_supervisions
          where supervisor_id = ${viewer.userId} and therapist_id = ${session.therapistId}) as yes`,
      );
      if (!row?.yes) throw new AppError("not_found", SESSION_NOT_FOUND);
      relation = "supervisor";
    }
    const access = await clinicalAccess(tx, viewer, session.clientId);
    return { relation, access: { ...access, as: relation === "author" ? "therapist" : "supervisor" } };
  }
  if (viewer.role === "admin") {
    const access = await clinicalMetadataAccess(tx, viewer, session.clientId);
    return { relation: access.as === "break-glass" ? "break-glass" : "admin", access };
  }
  throw new AppError("not_found", SESSION_NOT_FOUND);
}

export interface StoredNote {
  id: string;
  template: NoteTemplate;
  body: string;
  status: NoteStatus;
  signedAt: Date | null;
  signedBy: string | null;
  signedByName: string | null;
  updatedAt: Date;
}

/** The session's note as stored (body sealed), or undefined. */
export async function storedNote(tx: Executor, sessionId: string): Promise<StoredNote | undefined> {
  const [row] = await queryRows<
    Omit<StoredNote, "signedAt" | "updatedAt"> & { signedAt: Date | string | null; updatedAt: Date | string }
  >(
    tx,
    sql`select n.id, n.template, n.body, n.status, n.signed_at as "signedAt", n.signed_by as "signedBy",
        trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')) as "signedByName",
        n.updated_at as "updatedAt"
      from session_notes n left join profiles p on p.id = n.signed_by
      where n.session_id = ${sessionId}`,
  );
  if (!row) return undefined;
  if (!isNoteTemplate(row.template)) throw new Error("A stored note has an unknown template.");
  return {
    ...row,
    signedAt: row.signedAt === null ? null : new Date(row.signedAt),
    updatedAt: new Date(row.updatedAt),
  };
}

export const noteBodyField = (noteId: string) => ({ table: "session_notes", rowId: noteId, field: "body" });
export const addendumField = (addendumId: string) => ({
  table: "session_note_addenda",
  rowId: addendumId,
  field: "body",
});
export const processNoteField = (id: string) => ({ table: "process_notes", rowId: id, field: "body" });

/** A note's sections, opened with the client's cipher (fails closed: an error, never the stored text). */
export async function openNoteBody(cipher: ClinicalCipher, note: { id: string; body: string }): Promise<NoteBody> {
  const json = await cipher.open(noteBodyField(note.id), note.body);
  const parsed: unknown = JSON.parse(json);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error("A note's body is not sections.");
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) if (typeof value === "string") body[key] = value;
  return body;
}

export const cipherFor = (tx: Executor, clientId: string) => clinicalCipher(tx, clientId);

/** SQL: the session `s` is of a kind owed a note (owesNote's statuses), for the queries of unsigned notes. */
export const sessionOwesNote = sql`s.status in (${sql.join(
  NOTE_OWED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

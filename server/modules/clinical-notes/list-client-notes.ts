import { type NoteBody, timeSince } from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS, type NoteStatus, type NoteTemplate } from "@domain/clinical/records";
import type { SessionStatus } from "@domain/enums";
import { type Database, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { auditClinical, clinicalMetadataAccess } from "@server/modules/clinical-access";
import { sql } from "drizzle-orm";
import { cipherFor, notesNotForClients, openNoteBody, sessionOwesNote } from "./note-session";

/** How many of her sessions the list shows, newest first. */
export const CLIENT_NOTES_SHOWN = 200;

export interface ClientNoteRow {
  sessionId: string;
  start: Date;
  serviceName: string | null;
  sessionType: string;
  sessionStatus: SessionStatus;
  therapistName: string;
  /** Whether the viewer may open this note's text (and write it: `mine`). */
  readable: boolean;
  mine: boolean;
  note: {
    status: NoteStatus;
    template: NoteTemplate;
    signedAt: Date | null;
    addenda: number;
    /** The sections, only for a viewer who may read them. */
    sections: NoteBody | null;
  } | null;
}

export interface ClientNotes {
  clientId: string;
  /** False for an administrator without an emergency access: dates and states, never text. */
  showsText: boolean;
  notes: ClientNoteRow[];
}

interface Row {
  sessionId: string;
  start: Date | string;
  serviceName: string | null;
  sessionType: string;
  sessionStatus: SessionStatus;
  therapistId: string;
  therapistName: string;
  noteId: string | null;
  noteStatus: NoteStatus | null;
  template: NoteTemplate | null;
  signedAt: Date | string | null;
  addenda: number;
  body: string | null;
}

/**
 * A client's session notes, newest session first (those that took place, and any that has a
 * note): for a therapist, her own sessions' notes and those of the therapists she supervises,
 * with their text; for an administrator, every session's, with the text only during an
 * emergency access (else that a note exists, its state and when it was signed). A client is
 * refused with how to ask the practice for them. The texts are opened with one cipher and the
 * reading is one audit entry.
 */
export async function listClientNotes(
  db: Database,
  viewer: Viewer,
  clientId: unknown,
  now: Date = new Date(),
): Promise<ClientNotes> {
  return db.transaction(async (tx) => {
    const access = await clinicalMetadataAccess(tx, viewer, clientId);
    if (access.as === "client") throw new AppError("forbidden", notesNotForClients());
    const showsText = access.as !== "admin";
    const scope =
      viewer.role === "therapist"
        ? sql`and (s.therapist_id = ${viewer.userId} or s.therapist_id in
            (select therapist_id from clinical_supervisions where supervisor_id = ${viewer.userId}))`
        : sql``;
    const body = showsText ? sql`n.body` : sql`null`;
    const rows = await queryRows<Row>(
      tx,
      sql`select s.id as "sessionId", s.starts_at as start, svc.name as "serviceName",
          s.session_type as "sessionType", s.status as "sessionStatus", s.therapist_id as "therapistId",
          trim(coalesce(t.first_name, '') || ' ' || coalesce(t.last_name, '')) as "therapistName",
          n.id as "noteId", n.status as "noteStatus", n.template, n.signed_at as "signedAt", ${body} as body,
          (select count(*) from session_note_addenda a where a.note_id = n.id)::int as addenda
        from sessions s
        left join session_notes n on n.session_id = s.id
        left join services svc on svc.id = s.service_id
        left join profiles t on t.id = s.therapist_id
        where s.client_id = ${access.clientId} ${scope}
          and ((s.status <> 'cancelled' and s.starts_at <= ${now}) or n.id is not null)
        order by s.starts_at desc, s.id
        limit ${CLIENT_NOTES_SHOWN}`,
    );
    const cipher = cipherFor(tx, access.clientId);
    let opened = 0;
    const notes: ClientNoteRow[] = [];
    for (const row of rows) {
      let sections: NoteBody | null = null;
      if (showsText && row.noteId && row.body !== null) {
        sections = await openNoteBody(cipher, { id: row.noteId, body: row.body });
        opened++;
      }
      notes.push({
        sessionId: row.sessionId,
        start: new Date(row.start),
        serviceName: row.serviceName,
        sessionType: row.sessionType,
        sessionStatus: row.sessionStatus,
        therapistName: row.therapistName,
        readable: showsText,
        mine: row.therapistId === viewer.userId,
        note:
          row.noteId && row.noteStatus && row.template
            ? {
                status: row.noteStatus,
                template: row.template,
                signedAt: row.signedAt === null ? null : new Date(row.signedAt),
                addenda: row.addenda,
                sections,
              }
            : null,
      });
    }
    await auditClinical(tx, access, {
      action: CLINICAL_AUDIT_ACTIONS.read,
      tableName: "session_notes",
      details: showsText
        ? { what: "session-notes", notes: opened }
        : { what: "note-dates", notes: notes.filter((n) => n.note).length },
    });
    return { clientId: access.clientId, showsText, notes };
  });
}

export interface UnsignedNote {
  sessionId: string;
  clientId: string;
  clientName: string;
  start: Date;
  end: Date;
  /** Whether a draft was started. */
  draft: boolean;
  /** How long since the session ended, in words. */
  since: string;
}

export const UNSIGNED_SHOWN = 50;
export const UNSIGNED_THERAPISTS_ONLY = "This list is a therapist's own notes to sign.";

/**
 * The viewer's sessions that took place (completed, or scheduled and started) without a signed
 * note, oldest first, with how long since each ended; and how many there are in all.
 */
export async function listUnsignedNotes(
  db: Database,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<{ total: number; items: UnsignedNote[] }> {
  if (viewer.role !== "therapist") throw new AppError("forbidden", UNSIGNED_THERAPISTS_ONLY);
  const rows = await queryRows<{
    sessionId: string;
    clientId: string;
    clientName: string;
    start: Date | string;
    end: Date | string;
    draft: boolean;
    total: number;
  }>(
    db,
    sql`select s.id as "sessionId", s.client_id as "clientId", s.starts_at as start, s.ends_at as "end",
        trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as "clientName",
        (n.id is not null) as draft, (count(*) over ())::int as total
      from sessions s
      left join session_notes n on n.session_id = s.id
      left join profiles c on c.id = s.client_id
      where s.therapist_id = ${viewer.userId} and ${sessionOwesNote}
        and s.starts_at <= ${now} and (n.id is null or n.status <> 'signed')
      order by s.starts_at, s.id
      limit ${UNSIGNED_SHOWN}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => {
      const end = new Date(r.end);
      return {
        sessionId: r.sessionId,
        clientId: r.clientId,
        clientName: r.clientName,
        start: new Date(r.start),
        end,
        draft: r.draft,
        since: end.getTime() > now.getTime() ? "in progress" : timeSince(end, now),
      };
    }),
  };
}

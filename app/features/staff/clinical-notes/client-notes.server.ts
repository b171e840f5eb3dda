import { NOTE_SECTIONS, NOTE_TEMPLATE_LABEL } from "@domain/clinical/notes";
import { SESSION_KIND_LABEL, sessionWhen } from "@domain/session-time";
import type { getDb } from "@server/db";
import type { Viewer } from "@server/modules/accounts";
import { listClientNotes } from "@server/modules/clinical-notes";
import type { ClientNotesView } from "./client-notes-section";

type Db = Awaited<ReturnType<typeof getDb>>;

/**
 * The Notes section of a client's page, in the viewer's zone: each session that took place with
 * its note's state, and the note's sections for a viewer who may read them.
 */
export async function loadClientNotes(
  db: Db,
  viewer: Viewer,
  clientId: unknown,
  zone: string,
): Promise<ClientNotesView> {
  const list = await listClientNotes(db, viewer, clientId);
  return {
    showsText: list.showsText,
    notes: list.notes.map((n) => ({
      sessionId: n.sessionId,
      when: sessionWhen(n.start, zone).text,
      startIso: n.start.toISOString(),
      what: n.serviceName ?? SESSION_KIND_LABEL[n.sessionType as keyof typeof SESSION_KIND_LABEL] ?? "Session",
      therapist: n.mine ? null : n.therapistName,
      sessionStatus: n.sessionStatus,
      canOpen: n.readable && viewer.role === "therapist",
      note: n.note && {
        status: n.note.status,
        template: NOTE_TEMPLATE_LABEL[n.note.template],
        signed: n.note.signedAt ? sessionWhen(n.note.signedAt, zone).text : null,
        addenda: n.note.addenda,
        sections: n.note.sections
          ? NOTE_SECTIONS[n.note.template]
              .filter((s) => (n.note?.sections?.[s.key] ?? "") !== "")
              .map((s) => ({ label: s.label, text: n.note?.sections?.[s.key] ?? "" }))
          : null,
      },
    })),
  };
}

import { NOTE_SECTIONS } from "@domain/clinical/notes";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import {
  addNoteAddendum,
  getSessionNote,
  saveProcessNote,
  saveSessionNoteDraft,
  signSessionNote,
} from "@server/modules/clinical-notes";
import { data } from "react-router";
import { SessionNotePage } from "~/features/staff/clinical-notes/session-note-page";
import { failure, readForm, rethrowAsResponse } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.sessions.$sessionId.note";

export const meta = staffTabMeta("Session note", "A session's note, its addenda and your private process note.");

/** One session's note: the editor while a draft, the signed note and its addenda after. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const zone = usableZone(viewer.timezone);
  const view = await getSessionNote(await getDb(), viewer, params.sessionId).catch(rethrowAsResponse);
  const when = (at: Date) => sessionWhen(at, zone).text;
  return {
    session: {
      id: view.session.id,
      clientId: view.session.clientId,
      clientName: view.session.clientName,
      when: when(view.session.start),
      startIso: view.session.start.toISOString(),
      serviceName: view.session.serviceName,
      status: view.session.status,
    },
    relation: view.relation,
    cannotWrite: view.cannotWrite,
    note: view.note && {
      template: view.note.template,
      sections: view.note.sections,
      status: view.note.status,
      signed: view.note.signedAt ? { when: when(view.note.signedAt), by: view.note.signedByName ?? "" } : null,
      version: view.note.updatedAt.toISOString(),
      addenda: view.note.addenda.map((a) => ({
        id: a.id,
        text: a.text,
        author: a.authorName,
        when: when(a.createdAt),
        iso: a.createdAt.toISOString(),
      })),
    },
    processNote: view.processNote && { text: view.processNote.text, when: when(view.processNote.updatedAt) },
  };
}

/** The sections a form sent: its `section.<key>` fields. */
function sectionsOf(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) if (name.startsWith("section.")) out[name.slice(8)] = value;
  return out;
}

/** intent "save-draft", "sign" (saves the draft, then signs), "add-addendum", "save-process-note". */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  const form = await readForm(request);
  const db = await getDb();
  const sessionId = params.sessionId;
  try {
    switch (form.intent) {
      case "save-draft":
      case "sign": {
        await saveSessionNoteDraft(db, viewer, { sessionId, template: form.template, sections: sectionsOf(form) });
        if (form.intent === "sign") await signSessionNote(db, viewer, { sessionId });
        return { ok: true as const, intent: form.intent };
      }
      case "add-addendum":
        await addNoteAddendum(db, viewer, { sessionId, text: form.text });
        return { ok: true as const, intent: form.intent };
      case "save-process-note":
        await saveProcessNote(db, viewer, { sessionId, text: form.text });
        return { ok: true as const, intent: form.intent };
      default:
        throw new AppError("bad_request", "Unknown action");
    }
  } catch (err) {
    // Which form failed, so its message shows beside it.
    const failed = failure(err, "The note could not be saved. Please try again.");
    return data({ ...failed.data, intent: String(form.intent ?? "") }, failed.init ?? undefined);
  }
}

export default function SessionNoteRoute({ loaderData }: Route.ComponentProps) {
  return <SessionNotePage {...loaderData} sections={NOTE_SECTIONS} />;
}

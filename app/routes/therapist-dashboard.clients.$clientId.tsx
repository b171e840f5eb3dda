import { formatLongDate } from "@domain/long-date";
import { offersJoin } from "@domain/session-place";
import { SESSION_KIND_LABEL, sessionWhen } from "@domain/session-time";
import { joinPath } from "@domain/video";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { MESSAGES_PAGE_SIZE } from "@server/modules/messages";
import { getClientOverview, getStaffThread } from "@server/modules/staff";
import { toConversationView } from "~/components/messages/message-view";
import { ClientOverview } from "~/features/staff/clients/client-overview";
import { ClientClinical } from "~/features/staff/clinical/client-clinical";
import { loadClientClinical } from "~/features/staff/clinical/client-clinical.server";
import { loadClientNotes } from "~/features/staff/clinical-notes/client-notes.server";
import { ClientNotesSection } from "~/features/staff/clinical-notes/client-notes-section";
import { readForm, rethrowAsResponse } from "~/lib/action-result";
import { messageFormAction } from "~/lib/message-form";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.clients.$clientId";

export const meta = staffTabMeta("Client", "A client's sessions, homework and messages.");

/** One client in one place: her details, sessions, homework and the conversation. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const now = new Date();
  // Her session notes are the Notes section, at the end of the page.
  const [overview, thread, clinical, notes] = await Promise.all([
    getClientOverview(db, viewer, params.clientId),
    getStaffThread(db, viewer, params.clientId),
    loadClientClinical(db, viewer, params.clientId, zone),
    loadClientNotes(db, viewer, params.clientId, zone),
  ]).catch(rethrowAsResponse);
  const conversation = toConversationView({ ...thread, recipient: thread.person }, zone, MESSAGES_PAGE_SIZE);
  return {
    notes,
    client: { ...overview.client, name: `${overview.client.firstName} ${overview.client.lastName}` },
    sessions: overview.sessions.map((s) => ({
      id: s.id,
      when: sessionWhen(s.start, zone).text,
      startIso: s.start.toISOString(),
      kind: SESSION_KIND_LABEL[s.sessionType] ?? "Session",
      durationMinutes: s.durationMinutes,
      status: s.status,
      joinHref: offersJoin(s, now) ? joinPath(s.id) : null,
    })),
    homework: overview.homework.map((h) => ({
      id: h.id,
      title: h.title,
      status: h.status,
      due: h.dueDate ? formatLongDate(new Date(`${h.dueDate}T12:00:00Z`), "UTC") : null,
    })),
    messages: conversation.messages,
    olderHref: conversation.olderHref,
    clinical,
  };
}

/** The conversation's composer and read marks on this page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  return messageFormAction(viewer, await readForm(request), { to: params.clientId, thread: true });
}

export default function ClientRoute({ loaderData }: Route.ComponentProps) {
  const { clinical, notes, ...overview } = loaderData;
  return (
    <>
      <ClientOverview {...overview} />
      <ClientClinical clientId={overview.client.id} {...clinical} />
      <div className="mt-6">
        <ClientNotesSection view={notes} />
      </div>
    </>
  );
}

import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/guards";
import { MESSAGES_PAGE_SIZE } from "@server/modules/messages/list-my-messages";
import { usableZone } from "@server/modules/sessions/own-session";
import { getStaffThread, listMessageableClients } from "@server/modules/staff/staff-conversations";
import { toConversationView } from "~/components/messages/message-view";
import { StaffThread } from "~/features/staff/messages/conversation-list";
import { readForm, rethrowAsResponse } from "~/lib/action-result";
import { messageFormAction } from "~/lib/message-form";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.messages.$personId";

export const meta = staffTabMeta("Messages", "A conversation with a client.");

/** One thread: the latest page (?show= for more), and her clients for the picker. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const db = await getDb();
  const show = new URL(request.url).searchParams.get("show");
  const [thread, clients] = await Promise.all([
    getStaffThread(db, viewer, params.personId, { show }),
    listMessageableClients(db, viewer),
  ]).catch(rethrowAsResponse);
  const view = toConversationView(
    { ...thread, recipient: thread.person },
    usableZone(viewer.timezone),
    MESSAGES_PAGE_SIZE,
  );
  return {
    person: { id: thread.person.id, name: view.recipientName ?? "" },
    messages: view.messages,
    olderHref: view.olderHref,
    clients,
  };
}

/** Sends to this person, and marks only this person's messages read. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  return messageFormAction(viewer, await readForm(request), { to: params.personId, thread: true });
}

export default function ThreadRoute({ loaderData }: Route.ComponentProps) {
  return <StaffThread {...loaderData} base="/therapist-dashboard/messages" />;
}

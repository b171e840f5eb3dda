import { formatSentAt } from "@domain/messaging";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { MESSAGES_PAGE_SIZE } from "@server/modules/messages";
import { clientChoices, getStaffThread, listConversations } from "@server/modules/staff";
import { redirect } from "react-router";
import { toConversationView } from "~/components/messages/message-view";
import { rethrowAsResponse } from "~/lib/action-result";

/**
 * A staff member's conversation list (the therapist's, or the admin's own: DESIGN §4, admins do
 * not read a client's threads with her therapist); ?person= (the client picker without
 * JavaScript) opens that thread under `base`.
 */
export async function loadConversations(viewer: Viewer, request: Request, base: string) {
  const person = new URL(request.url).searchParams.get("person");
  if (isUuid(person)) throw redirect(`${base}/${person}`);
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const now = new Date();
  const [conversations, choices] = await Promise.all([listConversations(db, viewer), clientChoices(db, viewer)]);
  return {
    clients: choices.clients,
    clientSearch: choices.searchable,
    conversations: conversations.map((c) => ({
      personId: c.personId,
      name: `${c.firstName} ${c.lastName}`,
      lastMessage: c.lastMessage,
      lastAt: formatSentAt(c.lastAt, zone, now),
      lastAtIso: c.lastAt.toISOString(),
      unread: c.unread,
    })),
  };
}

/** One thread of the viewer's own: the latest page (?show= for more), and the people for the picker. */
export async function loadThread(viewer: Viewer, request: Request, personId: string) {
  const db = await getDb();
  const show = new URL(request.url).searchParams.get("show");
  const [thread, choices] = await Promise.all([
    getStaffThread(db, viewer, personId, { show }),
    clientChoices(db, viewer, personId),
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
    clients: choices.clients,
    clientSearch: choices.searchable,
  };
}

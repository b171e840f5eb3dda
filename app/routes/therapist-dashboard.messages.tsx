import { formatSentAt } from "@domain/messaging";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/guards";
import { isUuid } from "@server/lib/ids";
import { usableZone } from "@server/modules/sessions/own-session";
import { listConversations, listMessageableClients } from "@server/modules/staff/staff-conversations";
import { redirect } from "react-router";
import { ConversationList } from "~/features/staff/messages/conversation-list";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.messages";

export const meta = staffTabMeta("Messages", "Your conversations with your clients.");

const BASE = "/therapist-dashboard/messages";

/** The conversation list; ?person= (the client picker without JavaScript) opens that thread. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const person = new URL(request.url).searchParams.get("person");
  if (isUuid(person)) throw redirect(`${BASE}/${person}`);
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const now = new Date();
  const [conversations, clients] = await Promise.all([
    listConversations(db, viewer),
    listMessageableClients(db, viewer),
  ]);
  return {
    clients,
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

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <ConversationList {...loaderData} base={BASE} />;
}

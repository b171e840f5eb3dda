import { requireAdmin } from "@server/http/role-guards";
import { ConversationList } from "~/features/staff/messages/conversation-list";
import { loadConversations } from "~/features/staff/messages/messages-page.server";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.messages";

export const meta = staffTabMeta("Messages", "Your conversations.", "Admin Dashboard");

const BASE = "/admin-dashboard/messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadConversations(requireAdmin(context), request, BASE);
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <ConversationList {...loaderData} base={BASE} />;
}

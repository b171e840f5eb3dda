import { LOAD_MESSAGES_FAILED } from "@domain/messaging";
import { getDb } from "@server/db";
import { requireClientAccess } from "@server/http/guards";
import { errorFields, logger } from "@server/lib/logger";
import { listMyMessages, MESSAGES_PAGE_SIZE } from "@server/modules/messages/list-my-messages";
import { Conversation, MessagesLoadError } from "~/features/client-portal/messages/conversation";
import { toConversationView } from "~/features/client-portal/messages/message-view";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.messages";

export const meta = portalTabMeta("Messages", "Your conversation with your therapist.");

/**
 * The messages tab: the latest page of the viewer's conversation (`?show=` for more) and who a
 * new message goes to. Sending and marking read go through POST /api/messages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    const show = new URL(request.url).searchParams.get("show");
    const list = await listMyMessages(await getDb(), viewer, { show });
    return toConversationView(list, viewer.timezone, MESSAGES_PAGE_SIZE);
  } catch (err) {
    logger.error("loading messages failed", { ...errorFields(err), requestId: context.requestId });
    throw new Response(LOAD_MESSAGES_FAILED, { status: 503, statusText: "Service Unavailable" });
  }
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <Conversation view={loaderData} />;
}

export function ErrorBoundary() {
  return <MessagesLoadError />;
}

import { LOAD_MESSAGES_FAILED } from "@domain/messaging";
import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { requireClientAccess } from "@server/http/role-guards";
import { errorFields, logger } from "@server/lib/logger";
import { listMyMessages, MESSAGES_PAGE_SIZE } from "@server/modules/messages";
import { toConversationView } from "~/components/messages/message-view";
import { Conversation, MessagesLoadError } from "~/features/client-portal/messages/conversation";
import { readForm } from "~/lib/action-result";
import { messageFormAction } from "~/lib/message-form";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.messages";

export const meta = portalTabMeta("Messages", "Your conversation with your therapist.");

/**
 * The messages tab: the latest page of the viewer's conversation (`?show=` for more) and who a
 * new message goes to. Its action sends and marks read (app/lib/message-form.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    const show = new URL(request.url).searchParams.get("show");
    const list = await listMyMessages(await getDb(), viewer, { show });
    return toConversationView(list, viewer.timezone, MESSAGES_PAGE_SIZE);
  } catch (err) {
    logger.error("loading messages failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(LOAD_MESSAGES_FAILED, { status: 503, statusText: "Service Unavailable" });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  return messageFormAction(viewer, await readForm(request));
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return <Conversation view={loaderData} />;
}

export function ErrorBoundary() {
  return <MessagesLoadError />;
}

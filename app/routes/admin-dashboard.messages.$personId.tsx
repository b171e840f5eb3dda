import { requireAdmin } from "@server/http/role-guards";
import { StaffThread } from "~/features/staff/messages/conversation-list";
import { loadThread } from "~/features/staff/messages/messages-page.server";
import { readForm } from "~/lib/action-result";
import { messageFormAction } from "~/lib/message-form";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.messages.$personId";

export const meta = staffTabMeta("Messages", "A conversation.", "Admin Dashboard");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadThread(requireAdmin(context), request, params.personId);
}

/** Sends to this person, and marks only this person's messages read. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  return messageFormAction(viewer, await readForm(request), { to: params.personId, thread: true });
}

export default function ThreadRoute({ loaderData }: Route.ComponentProps) {
  return <StaffThread {...loaderData} base="/admin-dashboard/messages" />;
}

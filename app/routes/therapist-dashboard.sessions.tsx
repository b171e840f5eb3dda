import { requireTherapist } from "@server/http/role-guards";
import { loadSessionsPage, sessionsAction } from "~/features/staff/sessions/sessions-page.server";
import { SessionsTab } from "~/features/staff/sessions/sessions-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.sessions";

export const meta = staffTabMeta("Sessions", "Your upcoming sessions and calendar.");

const LINKS = {
  client: (id: string) => `/therapist-dashboard/clients/${id}`,
  statusAction: "/therapist-dashboard/sessions",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSessionsPage(requireTherapist(context), new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  return sessionsAction(requireTherapist(context), request);
}

export default function SessionsRoute({ loaderData }: Route.ComponentProps) {
  return <SessionsTab view={loaderData} links={LINKS} />;
}

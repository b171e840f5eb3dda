import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { listClients } from "@server/modules/staff";
import { ClientsTab } from "~/features/staff/clients/client-cards";
import { listPage } from "~/lib/list-page";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard._index";

export const meta = staffTabMeta("Clients", "Your clients.");

/** The Clients tab (the default): ?q= searches by full name, ?page= pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const params = new URL(request.url).searchParams;
  const list = await listClients(await getDb(), viewer, { q: params.get("q"), page: params.get("page") });
  const zone = usableZone(viewer.timezone);
  return {
    ...listPage(list),
    clients: list.clients.map((c) => ({
      id: c.id,
      name: `${c.firstName} ${c.lastName}`,
      phone: c.phone,
      bio: c.bio,
      completedSessions: c.completedSessions,
      totalSessions: c.totalSessions,
      next: c.nextSession ? sessionWhen(c.nextSession, zone).text : null,
    })),
  };
}

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  return <ClientsTab view={loaderData} />;
}

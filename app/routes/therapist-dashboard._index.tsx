import { CLINICAL_ALERT_TITLES } from "@domain/clinical/records";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { listUnsignedNotes } from "@server/modules/clinical-notes";
import { listMyUnreadTitled, markNotificationRead } from "@server/modules/notifications";
import { listClients } from "@server/modules/staff";
import { ClientsTab } from "~/features/staff/clients/client-cards";
import { ClinicalAlerts } from "~/features/staff/clinical/clinical-alerts";
import { UnsignedNotes } from "~/features/staff/clinical-notes/unsigned-notes";
import { failure, readForm } from "~/lib/action-result";
import { listPage } from "~/lib/list-page";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard._index";

export const meta = staffTabMeta("Clients", "Your clients.");

/** The Clients tab (the default): ?q= searches by full name, ?page= pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const list = await listClients(db, viewer, { q: params.get("q"), page: params.get("page") });
  const zone = usableZone(viewer.timezone);
  // The sessions that took place without a signed note, oldest first.
  const unsigned = await listUnsignedNotes(db, viewer);
  const alerts = await listMyUnreadTitled(db, viewer, Object.values(CLINICAL_ALERT_TITLES));
  return {
    alerts: alerts.map((alert) => ({
      id: alert.id,
      title: alert.title,
      message: alert.message,
      link: alert.link,
      when: sessionWhen(alert.createdAt, zone).text,
      whenIso: alert.createdAt.toISOString(),
    })),
    unsignedNotes: {
      total: unsigned.total,
      items: unsigned.items.map((u) => ({
        sessionId: u.sessionId,
        clientName: u.clientName,
        when: sessionWhen(u.start, zone).text,
        startIso: u.start.toISOString(),
        since: u.since,
        draft: u.draft,
      })),
    },
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

/** intent "alert-done": an alert of hers marked read. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireTherapist(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "alert-done") throw new AppError("bad_request", "Unknown action");
    await markNotificationRead(await getDb(), viewer, { id: form.id });
    return { ok: true as const };
  } catch (err) {
    return failure(err, "Could not mark it done. Please try again.");
  }
}

export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ClinicalAlerts alerts={loaderData.alerts} />
      <UnsignedNotes view={loaderData.unsignedNotes} />
      <ClientsTab view={loaderData} />
    </>
  );
}

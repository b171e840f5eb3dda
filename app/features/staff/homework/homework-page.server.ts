import { HOMEWORK_STATUSES } from "@domain/enums";
import { formatLongDate } from "@domain/long-date";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import type { Viewer } from "@server/modules/accounts";
import { HOMEWORK_PAGE_SIZE } from "@server/modules/homework";
import { clientChoices, listStaffHomework } from "@server/modules/staff";

/**
 * The Homework tab's data: a therapist's assignments (?client= narrows to one client), or for an
 * admin everyone's (?therapist=, ?client= and ?status= narrow them); ?show= shows more.
 */
export async function loadHomeworkPage(viewer: Viewer, params: URLSearchParams) {
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const filters: Record<string, string> = {};
  for (const name of viewer.role === "admin" ? ["therapist", "client", "status"] : ["client"]) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  const [list, choices] = await Promise.all([
    listStaffHomework(db, viewer, { ...filters, show: params.get("show") }),
    clientChoices(db, viewer, filters.client),
  ]);
  const more = new URLSearchParams({ ...filters, show: String(list.shown + HOMEWORK_PAGE_SIZE) });
  return {
    client: filters.client ?? "",
    applied: filters,
    statuses: HOMEWORK_STATUSES,
    clients: choices.clients,
    clientSearch: choices.searchable,
    moreHref: list.hasMore ? `?${more}` : null,
    items: list.items.map((h) => ({
      id: h.id,
      clientName: h.clientName,
      therapistName: h.therapistName,
      title: h.title,
      description: h.description,
      due: h.dueDate ? formatLongDate(new Date(`${h.dueDate}T12:00:00Z`), "UTC") : null,
      status: h.status,
      response: h.response,
      submitted: h.submittedAt ? formatLongDate(h.submittedAt, zone) : null,
    })),
  };
}

import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { exportEventRegistrations } from "@server/modules/event-admin";
import { rethrowAsResponse } from "~/lib/action-result";
import { csvResponse } from "~/lib/csv-response";
import type { Route } from "./+types/api.admin.events.$eventId.registrations-csv";

/** GET: one event's registrations as a CSV attachment. Admins only; the export is audited. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const { csv, fileName } = await exportEventRegistrations(await getDb(), viewer, params.eventId).catch(
    rethrowAsResponse,
  );
  return csvResponse(csv, fileName);
}

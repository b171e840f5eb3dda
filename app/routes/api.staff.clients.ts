import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { searchClients } from "@server/modules/staff";
import { jsonFailure, jsonOk } from "~/lib/action-result";
import type { Route } from "./+types/api.staff.clients";

/**
 * GET ?q=: the clients whose name or e-mail holds q, for a staff member's searching client
 * picker (an admin's: the practice has thousands). Therapists (their own) and admins only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in.");
    const q = new URL(request.url).searchParams.get("q");
    return jsonOk({ clients: await searchClients(await getDb(), viewer, { q }) });
  } catch (err) {
    return jsonFailure(err, "Clients could not be searched just now.");
  }
}

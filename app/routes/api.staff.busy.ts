import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { listBusyTimes } from "@server/modules/staff";
import { jsonFailure, jsonOk } from "~/lib/action-result";
import type { Route } from "./+types/api.staff.busy";

/**
 * GET ?day=YYYY-MM-DD&client=<id>[&therapist=<id>]: the therapist's and the client's sessions that
 * day, for the New Session dialog's live check. Therapists and admins only (the use case checks);
 * an admin names the therapist.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in.");
    const params = new URL(request.url).searchParams;
    return jsonOk(
      await listBusyTimes(await getDb(), viewer, {
        day: params.get("day"),
        client: params.get("client"),
        therapist: params.get("therapist"),
      }),
    );
  } catch (err) {
    return jsonFailure(err, "The calendar could not be read just now.");
  }
}

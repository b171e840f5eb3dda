import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { getSettleSlots } from "@server/modules/refunds";
import { daySlotsAnswer, jsonFailure } from "~/lib/action-result";
import type { Route } from "./+types/api.admin.settling.$reference.slots";

/**
 * The times a payment needing settling could pay for on a day (GET ?day=YYYY-MM-DD): the same
 * therapist, length and booking rules as the session it was for. Admins only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in again.");
    const day = new URL(request.url).searchParams.get("day") ?? "";
    const found = await getSettleSlots(await getDb(), viewer, { reference: params.reference, day });
    return daySlotsAnswer(found);
  } catch (err) {
    return jsonFailure(err, "Could not load the times. Please try again.");
  }
}

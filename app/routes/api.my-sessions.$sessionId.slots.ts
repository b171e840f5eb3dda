import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { getRescheduleSlots } from "@server/modules/sessions";
import { daySlotsAnswer, jsonFailure } from "~/lib/action-result";
import type { Route } from "./+types/api.my-sessions.$sessionId.slots";

/**
 * The times one of the viewer's own sessions can move to on a day (GET ?day=YYYY-MM-DD), for the
 * portal's reschedule dialog. Someone else's session is the same 404 as one that does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in again to change your session.");
    const day = new URL(request.url).searchParams.get("day") ?? "";
    const found = await getRescheduleSlots(await getDb(), viewer, { sessionId: params.sessionId, day });
    return daySlotsAnswer(found);
  } catch (err) {
    return jsonFailure(err, "Could not load the times. Please try again.");
  }
}

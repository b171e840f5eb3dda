import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { regionForApi } from "@server/http/region-cookie";
import { getAvailableSlots, limitVisitorSlotLookups } from "@server/modules/booking";
import { daySlotsAnswer, jsonFailure } from "~/lib/action-result";
import type { Route } from "./+types/api.booking.slots";

/**
 * A day's slots for a service (GET ?serviceId=&day=YYYY-MM-DD), for the booking calendar. A
 * visitor who has not signed in may look too (she chooses a time before she signs in): she is
 * told only the free times, and her address's lookups are counted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const db = await getDb();
    const viewer = viewerOf(context);
    if (!viewer) await limitVisitorSlotLookups(db, clientIpOf(context));
    const url = new URL(request.url);
    const day = await getAvailableSlots(db, viewer ?? null, {
      serviceId: url.searchParams.get("serviceId") ?? "",
      day: url.searchParams.get("day") ?? "",
      ...regionForApi(request),
    });
    return daySlotsAnswer(day);
  } catch (err) {
    return jsonFailure(err, "Could not load the times. Please try again.");
  }
}

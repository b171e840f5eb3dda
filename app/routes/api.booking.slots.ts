import { SIGN_IN_TO_BOOK } from "@domain/booking-messages";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { regionForApi } from "@server/http/region";
import { AppError } from "@server/lib/errors";
import { getAvailableSlots } from "@server/modules/booking/get-available-slots";
import { daySlotsAnswer, jsonFailure } from "~/lib/action-result";
import type { Route } from "./+types/api.booking.slots";

/** A day's slots for a service (GET ?serviceId=&day=YYYY-MM-DD), for the booking calendar. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", SIGN_IN_TO_BOOK.description);
    const url = new URL(request.url);
    const day = await getAvailableSlots(await getDb(), viewer, {
      serviceId: url.searchParams.get("serviceId") ?? "",
      day: url.searchParams.get("day") ?? "",
      ...regionForApi(request),
    });
    return daySlotsAnswer(day);
  } catch (err) {
    return jsonFailure(err, "Could not load the times. Please try again.");
  }
}

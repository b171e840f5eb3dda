import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { isAppError } from "@server/lib/errors";
import { getRegistrationCalendar } from "@server/modules/my-events";
import type { Route } from "./+types/api.my-events.$registrationId.calendar";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * "Add to calendar" in the portal's Events: one of the signed-in client's confirmed places as a
 * calendar file (RFC 5545). Anyone else's registration, an unknown or malformed id and a
 * signed-out visitor all get the same 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const file = await getRegistrationCalendar(await getDb(), viewerOf(context), {
      registrationId: params.registrationId,
    });
    return new Response(file.ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (err) {
    if (isAppError(err)) return new Response(err.message, { status: err.status, headers: TEXT });
    throw err;
  }
}

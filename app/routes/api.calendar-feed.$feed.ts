import { tokenOfFeedFile } from "@domain/calendar-feed";
import { getDb } from "@server/db";
import { clientIpOf } from "@server/http/load-context";
import { isAppError } from "@server/lib/errors";
import { getCalendarFeed } from "@server/modules/calendar-feeds";
import type { Route } from "./+types/api.calendar-feed.$feed";

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/**
 * A person's private calendar feed (RFC 5545), for calendar apps that subscribe to it: no
 * sign-in, the token in the address is the credential. Any other address (unknown, revoked,
 * renewed away or malformed) gets the same bare 404. Calendar apps may keep the answer a few
 * minutes; nothing shared may keep it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const ics = await getCalendarFeed(await getDb(), {
      token: tokenOfFeedFile(params.feed) ?? "",
      ipAddress: clientIpOf(context),
    });
    if (ics === null) return new Response("Not found", { status: 404, headers: TEXT });
    return new Response(ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="sessions.ics"',
        "Cache-Control": "private, max-age=300",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (err) {
    if (isAppError(err)) return new Response(err.message, { status: err.status, headers: TEXT });
    throw err;
  }
}

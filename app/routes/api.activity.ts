import { viewerOf } from "@server/http/load-context";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.activity";

/**
 * The browser reports activity here at most once a minute (typing, scrolling...). The HTTP
 * layer has already recorded it while resolving the session; this only says whether the
 * session is still alive.
 */
export function action({ context }: Route.ActionArgs) {
  return new Response(null, { status: viewerOf(context) ? 204 : 401, headers: { "Cache-Control": "no-store" } });
}

export const loader = postOnly;

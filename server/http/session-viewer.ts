import type { Database } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { authFor, resolveViewer, SESSION_COOKIE_PREFIX } from "@server/modules/accounts";
import { readCookie } from "./cookies";

const SESSION_COOKIES = [`${SESSION_COOKIE_PREFIX}.session_token`, `__Secure-${SESSION_COOKIE_PREFIX}.session_token`];

/** Requests that do not show the person is still there: the live-update stream. */
const PASSIVE_PATHS = new Set(["/api/events"]);

/** Whether the request carries a session: what it is answered may then be about that person. */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIES.some((name) => readCookie(request, name));
}

/** The signed-in person behind a request, resolved once before any loader runs. */
export async function viewerForRequest(db: Database, request: Request): Promise<Viewer | null> {
  if (!hasSessionCookie(request)) return null;
  const auth = await authFor(request);
  const { pathname } = new URL(request.url);
  const { viewer } = await resolveViewer(db, auth, request.headers, { recordActivity: !PASSIVE_PATHS.has(pathname) });
  return viewer;
}

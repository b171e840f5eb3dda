import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { viewerForRequest } from "@server/http/session-viewer";
import { liveEventStream, liveStreamUnavailable } from "@server/realtime/event-stream";
import { liveHub } from "@server/realtime/live-updates";
import type { Route } from "./+types/api.events";

/** The signed-in person's live updates (Server-Sent Events), for the portals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  if (!viewer) return new Response("Sign in to receive live updates", { status: 401 });
  const db = await getDb();
  return liveEventStream(liveHub(), viewer.userId, request.signal, {
    // This path does not count as activity, so an open page alone never keeps a session alive.
    stillSignedIn: async () => (await viewerForRequest(db, request))?.userId === viewer.userId,
  }).catch(liveStreamUnavailable);
}

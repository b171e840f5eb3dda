import { liveEventStream, liveStreamUnavailable } from "../../server/realtime/event-stream";
import { liveHub } from "../../server/realtime/live-updates";
import type { Route } from "./+types/api.events";

/** The signed-in person's live updates (Server-Sent Events), for the portals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.viewer) return new Response("Sign in to receive live updates", { status: 401 });
  return liveEventStream(liveHub(), context.viewer.userId, request.signal).catch(liveStreamUnavailable);
}

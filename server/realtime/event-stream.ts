import { LIVE_EVENT } from "@domain/live-updates";
import { errorFields, logger } from "@server/lib/logger";
import type { LiveHub } from "./live-updates";

/**
 * Proxies close idle connections after a minute or so; a comment line keeps the stream open.
 * Each keep-alive also asks whether the session still stands.
 */
const KEEP_ALIVE_MS = 25_000;
/** How long the browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;

const encoder = new TextEncoder();

export interface LiveStreamOptions {
  /**
   * Whether the person is still signed in (not signed out elsewhere, not ended for inactivity),
   * asked at each keep-alive without counting as activity: the stream ends when they are not.
   */
  stillSignedIn: () => Promise<boolean>;
  keepAliveMs?: number;
}

/**
 * A Server-Sent Events response that carries one person's live updates until the browser goes
 * away (`signal`) or the session ends. Each event only names what changed; the page then reloads
 * that data through its loaders, where every permission is checked as usual.
 */
export async function liveEventStream(
  hub: LiveHub,
  userId: string,
  signal: AbortSignal,
  options: LiveStreamOptions,
): Promise<Response> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const send = (text: string) => {
    if (!open || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      stop(); // the stream was closed under us
    }
  };
  // Subscribed before answering, so a failure is an error status rather than a silent stream.
  const unsubscribe = await hub.subscribe(userId, (topic) =>
    send(`event: ${LIVE_EVENT}\ndata: ${JSON.stringify({ topic })}\n\n`),
  );
  const keepAlive = setInterval(async () => {
    const signedIn = await options.stillSignedIn().catch((err: unknown) => {
      logger.warn("live updates: could not check the session", errorFields(err));
      return false; // the browser reconnects in RETRY_MS and is checked afresh
    });
    if (signedIn) send(": keep-alive\n\n");
    else stop();
  }, options.keepAliveMs ?? KEEP_ALIVE_MS);
  function stop() {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    unsubscribe();
    try {
      controller?.close();
    } catch {
      // already closed by the reader
    }
  }
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel: stop,
  });
  send(`retry: ${RETRY_MS}\n: connected\n\n`);
  if (signal.aborted) stop();
  else signal.addEventListener("abort", stop, { once: true });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** Logs a stream that could not start (the database listener was unreachable). */
export function liveStreamUnavailable(err: unknown): Response {
  logger.warn("live updates unavailable", errorFields(err));
  return new Response("Live updates are unavailable", { status: 503, headers: { "Retry-After": "5" } });
}

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
/** The retry hint of the streams a shutting-down server ends: reconnect soon, to another server. */
export const SHUTDOWN_RETRY_MS = 1_000;

const encoder = new TextEncoder();

export interface LiveStreamOptions {
  /**
   * Whether the person is still signed in (not signed out elsewhere, not ended for inactivity),
   * asked at each keep-alive without counting as activity: the stream ends when they are not.
   */
  stillSignedIn: () => Promise<boolean>;
  keepAliveMs?: number;
  /** Where the stream is registered while open (the process's own set unless given). */
  streams?: LiveStreams;
}

type EndStream = (retryMs: number) => void;

/**
 * The event streams open in this process. A server that shuts down ends them all with a short
 * `retry:` hint, so browsers reconnect at once (through the proxy, to a server that stays up)
 * instead of holding a connection the server waits for.
 */
export class LiveStreams {
  #open = new Set<EndStream>();
  #endedWith: number | undefined;

  get size(): number {
    return this.#open.size;
  }

  /** The retry hint of `endAll`, once called: streams opened since then end at once. */
  get endedWith(): number | undefined {
    return this.#endedWith;
  }

  /** Registers an open stream; returns what unregisters it. */
  add(end: EndStream): () => void {
    this.#open.add(end);
    return () => this.#open.delete(end);
  }

  /**
   * Ends every open stream, and every stream opened from now on, telling the browser to
   * reconnect after `retryMs`. Returns how many were open.
   */
  endAll(retryMs: number): number {
    this.#endedWith = retryMs;
    const ending = [...this.#open];
    this.#open.clear();
    for (const end of ending) end(retryMs);
    return ending.length;
  }
}

/** This process's open streams. */
export const liveStreams = new LiveStreams();

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

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
  const streams = options.streams ?? liveStreams;
  if (streams.endedWith !== undefined) return endedStream(streams.endedWith);
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
  if (streams.endedWith !== undefined) {
    unsubscribe(); // the server began shutting down meanwhile
    return endedStream(streams.endedWith);
  }
  const keepAlive = setInterval(async () => {
    const signedIn = await options.stillSignedIn().catch((err: unknown) => {
      logger.warn("live updates: could not check the session", errorFields(err));
      return false; // the browser reconnects in RETRY_MS and is checked afresh
    });
    if (signedIn) send(": keep-alive\n\n");
    else stop();
  }, options.keepAliveMs ?? KEEP_ALIVE_MS);
  const unregister = streams.add((retryMs) => {
    send(`retry: ${retryMs}\n\n`);
    stop();
  });
  function stop() {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    unregister();
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
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}

/** The stream of a server shutting down: only the hint to reconnect after `retryMs`, then its end. */
function endedStream(retryMs: number): Response {
  return new Response(`retry: ${retryMs}\n\n`, { headers: EVENT_STREAM_HEADERS });
}

/** Logs a stream that could not start (the database listener was unreachable). */
export function liveStreamUnavailable(err: unknown): Response {
  logger.warn("live updates unavailable", errorFields(err));
  return new Response("Live updates are unavailable", { status: 503, headers: { "Retry-After": "5" } });
}

import type { Server, ServerResponse } from "node:http";

/**
 * The graceful end of an HTTP server's connections. Once draining it accepts no connection,
 * closes the keep-alive connections that wait idle, and lets the requests in flight finish
 * (their answers say `Connection: close`, so their connection ends with them) until a time
 * limit, after which whatever is left is cut off.
 */
export interface ConnectionDrain {
  /** Whether `drain` has begun. */
  readonly draining: boolean;
  /** Follows one request's answer (call it as each request arrives). */
  track(res: ServerResponse): void;
  /**
   * Stops accepting connections and waits for the open ones to end, at most `graceMs` before
   * destroying them. Resolves to true when every connection ended by itself in time.
   */
  drain(graceMs: number): Promise<boolean>;
}

export function connectionDrain(server: Server): ConnectionDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let drained: Promise<boolean> | undefined;

  return {
    get draining() {
      return draining;
    },
    track(res) {
      inFlight.add(res);
      if (draining) res.setHeader("Connection", "close");
      res.once("finish", () => {
        inFlight.delete(res);
        // An answer whose headers went out before draining (a stream) leaves its connection
        // open for the next request: close it now that it is idle.
        if (draining) setImmediate(() => server.closeIdleConnections());
      });
      res.once("close", () => inFlight.delete(res));
    },
    drain(graceMs) {
      drained ??= (async () => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        let timer: NodeJS.Timeout | undefined;
        const inTime = await Promise.race([
          closed.then(() => true),
          new Promise<false>((resolve) => {
            timer = setTimeout(() => resolve(false), graceMs);
          }),
        ]);
        clearTimeout(timer);
        if (!inTime) {
          server.closeAllConnections();
          await closed;
        }
        return inTime;
      })();
      return drained;
    },
  };
}

// A steady load at a fixed rate (an open model: requests go out on schedule whether or not the
// earlier ones have been answered, as visitors arrive), over fetch, with a tally per kind of
// request. For `npm run bench:cluster` and the cluster tests (a rolling restart under load).
import { percentile } from "./bench-support";

export interface LoadRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadKind {
  name: string;
  /** Its share of the requests, relative to the other kinds' (default 1). */
  weight?: number;
  /** The next request of this kind. */
  next(): LoadRequest;
  /**
   * What an answer's status means: ok, a refusal that is part of the game (a slot someone else
   * took), or an error. Default: 2xx and 3xx are ok, anything else an error.
   */
  classify?(status: number): "ok" | "refused" | "error";
}

export interface KindFigures {
  requests: number;
  ok: number;
  refused: number;
  /** 5xx, unexpected statuses and network errors. */
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Failure {
  kind: string;
  method: string;
  path: string;
  /** The status, or the network error. */
  outcome: string;
  /** When it was sent, ms after the start. */
  at: number;
}

export interface LoadFigures {
  seconds: number;
  kinds: Record<string, KindFigures>;
  failures: Failure[];
  /** Requests not sent because too many were waiting for an answer (the target could not keep up). */
  skipped: number;
}

export interface RunningLoad {
  /** Stops sending, waits for the answers still due and gives the figures. */
  stop(): Promise<LoadFigures>;
}

const defaultClassify = (status: number) => (status >= 200 && status < 400 ? "ok" : "error");

/** Sends `rate` requests a second to `base`, the kinds in proportion to their weights, until stopped. */
export function startLoad(options: {
  base: string;
  rate: number;
  kinds: LoadKind[];
  /** An answer slower than this counts as an error (default 15 s). */
  timeoutMs?: number;
  /** At most this many requests wait for an answer at once (default 1,000). */
  maxInFlight?: number;
}): RunningLoad {
  const { base, rate, kinds, timeoutMs = 15_000, maxInFlight = 1_000 } = options;
  // A weighted round-robin: kind i is sent weight_i times in every cycle, interleaved.
  const cycle: LoadKind[] = [];
  const maxWeight = Math.max(...kinds.map((k) => k.weight ?? 1));
  for (let round = 0; round < maxWeight; round++) {
    for (const kind of kinds) if (round < (kind.weight ?? 1)) cycle.push(kind);
  }
  const tallies = new Map(
    kinds.map((k) => [k.name, { requests: 0, ok: 0, refused: 0, errors: 0, latencies: [] as number[] }]),
  );
  const failures: Failure[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  let skipped = 0;
  let stopped = false;

  const fire = (kind: LoadKind) => {
    const request = kind.next();
    const tally = tallies.get(kind.name)!;
    tally.requests++;
    const at = performance.now();
    const fail = (outcome: string) => {
      tally.errors++;
      failures.push({
        kind: kind.name,
        method: request.method ?? "GET",
        path: request.path,
        outcome,
        at: at - started,
      });
    };
    const done = (async () => {
      try {
        const response = await fetch(`${base}${request.path}`, {
          method: request.method ?? "GET",
          headers: request.headers,
          body: request.body,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        const verdict = (kind.classify ?? defaultClassify)(response.status);
        if (verdict === "ok") {
          tally.ok++;
          tally.latencies.push(performance.now() - at);
        } else if (verdict === "refused") tally.refused++;
        else fail(String(response.status));
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        fail(cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err)));
      }
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  // Every few ms, send what the schedule says is due by now.
  const timer = setInterval(() => {
    if (stopped) return;
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) {
      const kind = cycle[sent % cycle.length]!;
      sent++;
      if (inFlight.size >= maxInFlight) skipped++;
      else fire(kind);
    }
  }, 2);

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      await Promise.all([...inFlight]);
      const figures: Record<string, KindFigures> = {};
      for (const [name, t] of tallies) {
        const sorted = t.latencies.sort((a, b) => a - b);
        figures[name] = {
          requests: t.requests,
          ok: t.ok,
          refused: t.refused,
          errors: t.errors,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
        };
      }
      return { seconds, kinds: figures, failures, skipped };
    },
  };
}

// The load generator of `npm run bench:booking`: one autocannon 9 run over a stream of requests,
// with its own tally of every answer (autocannon keeps no p95, and only counts statuses by class).
import { createRequire } from "node:module";
import { percentile } from "./bench-support";

/** The part of autocannon 9's API used here (it ships no types). */
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest) => LoadRequest;
}
interface LoadInstance {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  stop(): void;
}
type Autocannon = (
  options: { url: string; connections: number; duration: number; timeout: number; requests: LoadRequest[] },
  done: (err: Error | null, result: { errors: number; timeouts: number; duration: number }) => void,
) => LoadInstance;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface EndpointFigures {
  requests: number;
  ok: number;
  errors: number;
  conflicts: number;
  socketErrors: number;
  timeouts: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  seconds: number;
  reqPerSec: number;
  /** The prepared free slots ran out before the time was up. */
  exhausted: boolean;
}

/**
 * One autocannon run; latencies and statuses come from every answer. When `make` runs out (no free
 * slot left) the run stops, and answers from then on are not counted.
 */
export async function load(
  base: string,
  make: () => LoadRequest | null,
  options: { connections: number; seconds: number },
): Promise<EndpointFigures> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let exhausted = false;
  const result = await new Promise<{ errors: number; timeouts: number; duration: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => {
              const next = exhausted ? null : make();
              if (next) return { ...request, ...next };
              if (!exhausted) setImmediate(() => instance.stop());
              exhausted = true;
              return { ...request, method: "GET", path: "/healthz", headers: {} };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      if (exhausted) return;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) latencies.push(ms);
    });
  });
  latencies.sort((a, b) => a - b);
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = statuses[200] ?? 0;
  return {
    requests: answered + result.errors,
    ok,
    errors: answered - ok + result.errors,
    conflicts: statuses[409] ?? 0,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statuses,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    seconds: result.duration,
    reqPerSec: ok / result.duration,
    exhausted,
  };
}

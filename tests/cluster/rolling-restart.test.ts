import { describe, expect, it } from "vitest";
import { type LoadFigures, startLoad } from "../../scripts/paced-load";
import { clusterLogs, withCluster } from "../support/cluster";
import { DEMO_ACCOUNTS, Visitor } from "../support/http-client";

// Restarting the app servers one at a time under steady traffic through nginx loses nothing: a
// server that is told to stop refuses new connections (nginx sends them to the others) and
// finishes what it has, and nginx retries a request a server could not take.
const site = withCluster();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 100 requests a second through nginx: /healthz, the home page and a signed-in client's portal.
 * Mostly /healthz: a page costs its server tens of ms of CPU, and the machine running the tests has
 * few cores for the three servers, nginx, PostgreSQL and this load; `npm run bench:cluster` is
 * the heavier mix.
 */
async function steadyLoad() {
  const { url } = site.cluster;
  const ama = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.ama);
  const page = { accept: "text/html", "accept-encoding": "gzip, br" };
  return startLoad({
    base: url,
    rate: 100,
    kinds: [
      { name: "GET /healthz", weight: 8, next: () => ({ path: "/healthz" }) },
      { name: "GET /", next: () => ({ path: "/", headers: page }) },
      {
        name: "GET /client-dashboard",
        next: () => ({ path: "/client-dashboard", headers: { ...page, cookie: ama.cookie } }),
        // The portal itself, not a redirect to the sign-in page.
        classify: (status) => (status === 200 ? "ok" : "error"),
      },
    ],
  });
}

function describeFigures(figures: LoadFigures): string {
  const kinds = Object.entries(figures.kinds).map(
    ([name, k]) => `${name}: ${k.requests} requests, ${k.ok} ok, ${k.errors} errors, p95 ${k.p95.toFixed(0)} ms`,
  );
  const failures = figures.failures
    .slice(0, 20)
    .map((f) => `${f.at.toFixed(0)} ms ${f.method} ${f.path}: ${f.outcome}`);
  return [...kinds, `skipped: ${figures.skipped}`, ...failures].join("\n");
}

function expectNoLoss(figures: LoadFigures, seconds: number) {
  const report = `${describeFigures(figures)}\n${figures.failures.length > 0 ? clusterLogs(site.cluster) : ""}`;
  expect(figures.failures, report).toEqual([]);
  expect(figures.skipped, report).toBe(0);
  const total = Object.values(figures.kinds).reduce((sum, k) => sum + k.requests, 0);
  // The schedule was kept: about 100 a second (a busy machine may fall a little behind).
  expect(total, report).toBeGreaterThan(seconds * 100 * 0.9);
}

describe("a rolling restart", () => {
  it("of the three servers under 100 requests a second through nginx loses no request", async () => {
    const load = await steadyLoad();
    const started = performance.now();
    await sleep(2_000);
    for (const server of site.cluster.servers) {
      const before = server.pid;
      const end = await server.stop("SIGTERM"); // waits until the process is gone
      expect(end, `${server.name} ends its graceful shutdown with 0`).toEqual({ code: 0, signal: null });
      await server.restart(); // waits for its /healthz
      expect(server.pid).not.toBe(before);
      await sleep(1_000);
    }
    await sleep(2_000);
    const figures = await load.stop();
    expectNoLoss(figures, (performance.now() - started) / 1000);
  });

  it("a server killed outright (SIGKILL) costs no read request: nginx retries them elsewhere", async () => {
    const load = await steadyLoad();
    const started = performance.now();
    await sleep(1_500);
    const [victim] = site.cluster.servers;
    if (!victim) throw new Error("no server");
    const end = await victim.stop("SIGKILL");
    expect(end?.signal).toBe("SIGKILL");
    await sleep(2_000);
    await victim.restart();
    await sleep(1_500);
    const figures = await load.stop();
    expectNoLoss(figures, (performance.now() - started) / 1000);
  });
});

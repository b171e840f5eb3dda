// What the browser benchmarks (bench:web, bench:taps) share: the work to undo when they end, and
// the production server they start on a throw-away database with the demo data.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** A first build takes a minute or two on two cores. */
const STARTUP_TIMEOUT_MS = 300_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What to undo when the benchmark ends, last first: the server, the browser, temporary folders. */
export const cleanups = [];

export async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (err) {
      console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

/** The server started here: its last lines of output (shown when something fails), and how it ended. */
export const server = { log: [], exit: null };

/**
 * Starts scripts/start.mjs (which builds first when the build is stale) on `port`, on a database
 * in a temporary folder named after `name`, and waits for /healthz. Returns its address.
 */
export async function startServer(name, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://localhost:${port}`;
  const keep = (chunk) => {
    server.log.push(...chunk.toString().split("\n"));
    server.log.splice(0, Math.max(0, server.log.length - 60));
  };
  console.log(`Starting the server on ${base} (it builds first if the sources changed)...`);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    // Its own process group, so a build it spawned is stopped with it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: path.join(dataDir, "pglite"),
      PUBLIC_URL: base,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
  });
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      server.exit = { code, signal };
      resolve();
    }),
  );
  cleanups.push(async () => {
    if (server.exit) return;
    process.kill(-child.pid, "SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) process.kill(-child.pid, "SIGKILL");
  });

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exit) {
      throw new Error(
        `the server exited (${server.exit.code ?? server.exit.signal}) before it was ready:\n${server.log.join("\n")}`,
      );
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the server was not ready after ${STARTUP_TIMEOUT_MS / 1000} s:\n${server.log.join("\n")}`);
}

// What the benchmark scripts share: the production build, a server started from it on a
// throw-away database (with its CPU time, and a V8 profile on request), one child run per
// database engine (PostgreSQL through scripts/with-postgres.mjs, PGlite in a temporary folder),
// clean-up on Ctrl-C, and the figures' formatting.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildAge } from "./build-age.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const TSX = path.join(ROOT, "node_modules/.bin/tsx");
export type Engine = "postgres" | "pglite";
export const ENGINE_NAMES: Record<Engine, string> = { postgres: "PostgreSQL", pglite: "PGlite" };
/** What Chromium sends, so answers are compressed as a browser gets them. */
export const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A positive whole number from the environment, or the default. */
export function wholeSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** The engines named by BENCH_ENGINES (default: both, PostgreSQL first). */
export function benchEngines(): Engine[] {
  const names = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",").map((e) => e.trim());
  const unknown = names.filter((e) => !(e in ENGINE_NAMES));
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown ${unknown.join(", ")} (postgres, pglite)`);
  return names as Engine[];
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "-");

/** Rows under a header, in padded columns: the first `textColumns` left-aligned, the figures after them right-aligned. */
export function formatTable(header: readonly string[], rows: readonly string[][], textColumns = 1): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [header, ...rows].map(line).join("\n");
}

const cleanups: (() => unknown)[] = [];

/** Something to undo when the run ends or is interrupted (a temporary folder, a server); the last added goes first. */
export function onCleanUp(task: () => unknown) {
  cleanups.push(task);
}

export async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (err) {
      console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
    }
  }
}

/**
 * Ctrl-C reaches the bench and its children but not a server from `startBuiltServer`, which has a
 * process group of its own: the clean-ups stop it and remove the temporary folders before exiting.
 */
export function cleanUpOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void cleanUp().then(() => process.exit(130)));
  }
}

/** Runs a command from the project folder to its end, its output shown; rejects on a non-zero exit. */
export function runCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`exit ${code ?? signal}`))));
  });
}

/** Builds into `buildDir` when it is missing or older than the sources (scripts/build-age.mjs, the rule of npm start). */
export function ensureBuild(buildDir: string) {
  const { builtAt, stale } = buildAge(buildDir);
  if (process.env.BENCH_SKIP_BUILD === "true" && builtAt) return;
  if (!stale) return;
  console.log(`Building the production build into ${buildDir}...`);
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

/**
 * Runs `script <engine> <out.json>` once per engine, PostgreSQL inside scripts/with-postgres.mjs
 * (which gives it TEST_DATABASE_URL), and returns what each wrote. A failed engine is reported
 * and left out.
 */
export async function runPerEngine<T>(
  script: string,
  engines: readonly Engine[],
  outFile: (engine: Engine) => string,
): Promise<{ results: Partial<Record<Engine, T>>; failed: Engine[] }> {
  const results: Partial<Record<Engine, T>> = {};
  const failed: Engine[] = [];
  for (const engine of engines) {
    const out = outFile(engine);
    const self = [TSX, script, engine, out];
    const [command, ...args] = engine === "postgres" ? [process.execPath, "scripts/with-postgres.mjs", ...self] : self;
    try {
      await runCommand(command!, args);
      results[engine] = JSON.parse(readFileSync(out, "utf8")) as T;
    } catch (err) {
      console.error(`${script}: the ${engine} run failed (${err instanceof Error ? err.message : err})`);
      failed.push(engine);
    }
  }
  return { results, failed };
}

/**
 * What one engine's run needs: its server's port (PostgreSQL's is `firstPort`, PGlite's the next),
 * a throw-away folder (the PGlite data lives there) and the environment of its server and database
 * work: the engine's database, the server's address, production mode, a quiet log, and the demo
 * data on the first start.
 */
export function engineRun(engine: Engine, firstPort: number, folderPrefix: string) {
  const url = engine === "postgres" ? process.env.TEST_DATABASE_URL : "";
  if (engine === "postgres" && !url) throw new Error("no TEST_DATABASE_URL: run through scripts/with-postgres.mjs");
  const port = engine === "postgres" ? firstPort : firstPort + 1;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `${folderPrefix}-${engine}-`));
  const env = {
    DATABASE_URL: url,
    PGLITE_DIR: path.join(dataDir, "pglite"),
    PUBLIC_URL: base,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
  };
  return { port, base, dataDir, env };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

export interface BenchServer {
  base: string;
  stop(): Promise<void>;
  /** How it ended, if it has. */
  exit(): { code: number | null; signal: string | null } | null;
  /** Its last lines of output, for a failure report. */
  log: string[];
  /**
   * The CPU time (user + system) it has used so far, in ms; null where Linux's /proc is missing.
   * Per request it is what latency under load is made of, and unlike latency it hardly moves when
   * other work shares the machine.
   */
  cpuMs(): number | null;
}

/** Fields 14 and 15 of /proc/<pid>/stat: user and system time in clock ticks, 100 a second. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Starts the built server as scripts/start.mjs does, minus its rebuild (so every engine runs one
 * build), and waits for /healthz. With `cpuProfileDir` the server writes a V8 CPU profile there
 * when it stops (a node flag: NODE_OPTIONS refuses --cpu-prof).
 */
export async function startBuiltServer(options: {
  buildDir: string;
  env: NodeJS.ProcessEnv;
  port: number;
  startupTimeoutMs?: number;
  cpuProfileDir?: string;
}): Promise<BenchServer> {
  const { buildDir, env, port, startupTimeoutMs = 180_000, cpuProfileDir } = options;
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: choose another with BENCH_PORT`);
  const entry = pathToFileURL(path.join(ROOT, buildDir, "server/index.js")).href;
  const clientDir = path.join(ROOT, buildDir, "client");
  const code = `const { start } = await import(${JSON.stringify(entry)}); await start({ clientDir: ${JSON.stringify(clientDir)} });`;
  const profile = cpuProfileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] : [];
  const child = spawn(process.execPath, [...profile, "--input-type=module", "-e", code], {
    cwd: ROOT,
    detached: true, // its own process group, so nothing it started outlives it
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, PORT: String(port) },
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString().split("\n"));
    log.splice(0, Math.max(0, log.length - 60));
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let ended: { code: number | null; signal: string | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.on("exit", (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const stop = async () => {
    if (ended || !child.pid) return;
    process.kill(-child.pid, "SIGTERM");
    if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
      process.kill(-child.pid, "SIGKILL");
      await exited;
    }
  };
  // From the start, so an interrupted start-up leaves no server behind (see cleanUpOnSignals).
  onCleanUp(stop);
  const server: BenchServer = {
    base: `http://127.0.0.1:${port}`,
    stop,
    exit: () => ended,
    log,
    cpuMs: () => processCpuMs(child.pid),
  };
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before it was ready\n${log.join("\n")}`);
    const res = await fetch(`${server.base}/healthz`).catch(() => null);
    if (res?.ok) return server;
    await sleep(500);
  }
  await stop();
  throw new Error(`the server was not ready after ${startupTimeoutMs / 1000} s`);
}

export interface DocumentTimes {
  status: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  bytes: number;
}

/**
 * Requests a page `requests` times, one at a time after `warmUp` unmeasured ones, as a browser's
 * first visit does (a document request with the cookie and Chromium's Accept-Encoding), and gives
 * the percentiles of the time to the last byte. A first answer that is not a 200 page holding
 * `expect` is reported by its status, unmeasured.
 */
export async function timeDocument(
  base: string,
  pagePath: string,
  cookie: string,
  options: { expect: string; requests: number; warmUp: number },
): Promise<DocumentTimes> {
  const headers = { Cookie: cookie, Accept: "text/html", "Accept-Encoding": ACCEPT_ENCODING };
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${base}${pagePath}`, { headers, redirect: "manual" });
    const body = await res.text();
    return { ms: performance.now() - started, status: res.status, body };
  };
  const first = await once();
  if (first.status !== 200 || !first.body.includes(options.expect)) {
    return { status: first.status, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN, bytes: 0 };
  }
  for (let i = 0; i < options.warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < options.requests; i++) {
    const run = await once();
    if (run.status !== 200) throw new Error(`${pagePath} answered ${run.status} during the run`);
    times.push(run.ms);
  }
  times.sort((a, b) => a - b);
  return {
    status: 200,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
    bytes: Buffer.byteLength(first.body),
  };
}

/**
 * A bench booking as the /book page's form submits it (region and currency come from the
 * cookie): free, through the slot's own single-use coupon.
 */
export function benchBookingForm(
  serviceId: string,
  slot: { start: string; coupon: string },
  client: { lastName: string; email: string },
): string {
  return new URLSearchParams({
    serviceId,
    start: slot.start,
    firstName: "Bench",
    lastName: client.lastName,
    email: client.email,
    phone: "+233 24 123 4567",
    concerns: "Sleep and stress",
    timezone: "Africa/Accra",
    couponCode: slot.coupon,
  }).toString();
}

// What the benchmark scripts share: the production build, a server started from it on a
// throw-away database, and one child run per database engine (PostgreSQL through
// scripts/with-postgres.mjs, PGlite in a temporary folder).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

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

/** Builds into `buildDir` when it is missing or older than the sources (the rule of scripts/start.mjs). */
export function ensureBuild(buildDir: string) {
  const entry = path.join(ROOT, buildDir, "server/index.js");
  const sources = ["app", "domain", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
  const newest = (target: string): number => {
    if (!existsSync(target)) return 0;
    const info = statSync(target);
    if (!info.isDirectory()) return info.mtimeMs;
    let max = 0;
    for (const e of readdirSync(target)) if (!e.startsWith(".")) max = Math.max(max, newest(path.join(target, e)));
    return max;
  };
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (process.env.BENCH_SKIP_BUILD === "true" && builtAt) return;
  if (builtAt >= Math.max(...sources.map((s) => newest(path.join(ROOT, s))))) return;
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
      await new Promise<void>((resolve, reject) => {
        const child = spawn(command!, args, { cwd: ROOT, stdio: "inherit", env: process.env });
        child.on("error", reject);
        child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`exit ${code ?? signal}`))));
      });
      results[engine] = JSON.parse(readFileSync(out, "utf8")) as T;
    } catch (err) {
      console.error(`${script}: the ${engine} run failed (${err instanceof Error ? err.message : err})`);
      failed.push(engine);
    }
  }
  return { results, failed };
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
}

/** Starts the built server as scripts/start.mjs does, minus its rebuild, and waits for /healthz. */
export async function startBuiltServer(options: {
  buildDir: string;
  env: NodeJS.ProcessEnv;
  port: number;
  startupTimeoutMs?: number;
}): Promise<BenchServer> {
  const { buildDir, env, port, startupTimeoutMs = 180_000 } = options;
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: choose another with BENCH_PORT`);
  const entry = pathToFileURL(path.join(ROOT, buildDir, "server/index.js")).href;
  const clientDir = path.join(ROOT, buildDir, "client");
  const code = `const { start } = await import(${JSON.stringify(entry)}); await start({ clientDir: ${JSON.stringify(clientDir)} });`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
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
  const server: BenchServer = { base: `http://127.0.0.1:${port}`, stop, exit: () => ended, log };
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

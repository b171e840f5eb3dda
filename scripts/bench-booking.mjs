// Booking load benchmark: latency (p50/p95/p99) and throughput of the slots query and of
// create-booking, with autocannon over real HTTP against the production build, on a throw-away
// PostgreSQL (scripts/with-postgres.mjs) and on a throw-away PGlite folder. Prints a table per
// engine and a verdict per target (targets are for PostgreSQL; PGlite is for information).
// Exits non-zero only when something breaks, not when a target is missed: it reports figures.
//
//   npm run bench:booking                  builds build-bench if stale, then both engines
//   Optional: BENCH_ENGINES=postgres,pglite BENCH_DURATION=20 BENCH_CONNECTIONS=10 BENCH_CLIENTS=200
//   BENCH_PAST_SESSIONS=5000 BENCH_BOOKING_DAYS=730 BENCH_PORT=3417 (PostgreSQL; PGlite takes the next)
//   BENCH_JSON=out.json (the figures) BENCH_EXPLAIN=true (the query plan) BENCH_SKIP_BUILD=true
//   BENCH_CPU_PROF=folder (a V8 CPU profile of the server, written when it stops)
//
// How, per engine (scripts/bench-booking-engine.ts runs one engine; scripts/bench-booking-db.ts does
// the database part, before the server owns the database):
// - A fresh database gets the demo data (what SEED_DEMO=true does on a first start), BENCH_CLIENTS
//   client accounts made by the sign-up use case, and 5,000 past sessions on the director's calendar
//   (every working hour back from yesterday, the clients in turn, 1 in 20 cancelled and 1 in 20 a
//   no-show; clear of the demo sessions, so the exclusion constraint and CHECKs hold).
// - Each client gets a session from the authentication library directly (the sign-in use case's
//   per-address limit is a guard against guessing, not something to lift for a benchmark).
// - The server is the production build started with NODE_ENV=production, LOG_LEVEL=warn and its job
//   runner on (the booking e-mails are sent from the outbox while the load runs, as in production).
// - Every request carries a client's session cookie, the region cookie (local.GHS) and Chromium's
//   Accept-Encoding, so answers are compressed as a browser gets them.
// - Slots: GET /api/booking/slots?serviceId=individual-teletherapy&day=... (local individual
//   teletherapy), the clients in turn, over the director's working days of the next 365 days.
// - create-booking: exactly what a React Router 7.18 fetcher sends for the /book action: POST
//   /book.data (no query: /book is not an index route) with the form urlencoded and the page's Origin;
//   the answer is turbo-stream, 200 for a booking, 4xx for a refusal, 202 for a redirect (checked in
//   Chromium; the fetcher then revalidates with GET /book.data, which is not measured). Every request
//   names a different free slot (hourly 9..16 on the director's working days, Monday to Friday in the
//   demo data, over the next 730 days: one year holds ~2,090, fewer than a fast run needs; shuffled)
//   with its own single-use coupon (BENCH00001...), so the booking is free: the measured path is the
//   booking engine and the database, not Paystack. Afterwards the database must hold exactly one
//   confirmed booking per 200 answer (plus at most one per connection still in flight at the end).
// - Latency percentiles are over successful answers (200); every other answer or socket error is an
//   error, and conflicts (409) are counted apart. req/s = successful answers / measured seconds.
// - Server CPU ms/req: the CPU time (user + system) the server process used during the run, divided
//   by the answers; with 10 connections the p95 is mostly queueing behind this, and unlike latency it
//   hardly moves when other work shares the machine (Linux only; "-" elsewhere).
// - The temporary PostgreSQL runs with fsync=off and synchronous_commit=off: commits are cheaper there
//   than on a durable server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const settings = {
  BUILD_DIR: process.env.BUILD_DIR ?? "build-bench",
  BENCH_PORT: process.env.BENCH_PORT ?? "3417",
  BENCH_DURATION: process.env.BENCH_DURATION ?? "20",
  BENCH_CONNECTIONS: process.env.BENCH_CONNECTIONS ?? "10",
};
const ENGINES = (process.env.BENCH_ENGINES ?? "postgres,pglite").split(",").map((e) => e.trim());
const TSX = path.join(root, "node_modules/.bin/tsx");
const TARGETS = [
  { endpoint: "slots", label: "slots p95", limit: 30 },
  { endpoint: "createBooking", label: "create-booking p95", limit: 80 },
];
const ENDPOINT_NAMES = { slots: "GET /api/booking/slots", createBooking: "POST /book.data (create-booking)" };
const ENGINE_NAMES = { postgres: "PostgreSQL", pglite: "PGlite" };

let workDir;
const removeWorkDir = () => workDir && rmSync(workDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  // The engine run has the same signal from the terminal and stops its own server.
  process.on(signal, () => {
    removeWorkDir();
    process.exit(130);
  });
}

/** Runs a command to the end, its output shown; rejects on a non-zero exit. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`exit ${code ?? signal}`))));
  });
}

/** Builds into BUILD_DIR when it is missing or older than the sources (the rule of scripts/start.mjs). */
function ensureBuild() {
  const entry = path.join(root, settings.BUILD_DIR, "server/index.js");
  const sources = ["app", "domain", "server", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
  const newest = (target) => {
    if (!existsSync(target)) return 0;
    const info = statSync(target);
    if (!info.isDirectory()) return info.mtimeMs;
    let max = 0;
    for (const e of readdirSync(target)) if (!e.startsWith(".")) max = Math.max(max, newest(path.join(target, e)));
    return max;
  };
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (process.env.BENCH_SKIP_BUILD === "true" && builtAt) return;
  if (builtAt >= Math.max(...sources.map((s) => newest(path.join(root, s))))) return;
  console.log(`Building the production build into ${settings.BUILD_DIR}...`);
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: settings.BUILD_DIR },
  });
  if (result.status !== 0) throw new Error("the build failed");
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : "-");

function printEngine(f) {
  console.log(
    `\n${ENGINE_NAMES[f.engine]}: ${f.pastSessions} past sessions on the director's calendar, ${f.clients} signed-in clients, ${settings.BENCH_CONNECTIONS} connections, ${settings.BENCH_DURATION} s per endpoint; create-booking makes free bookings with single-use coupons (no Paystack)`,
  );
  const header = ["endpoint", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "req/s", "server CPU ms/req"];
  const rows = Object.entries(f.endpoints).map(([key, e]) => [
    ENDPOINT_NAMES[key],
    String(e.requests),
    String(e.errors),
    ms(e.p50),
    ms(e.p95),
    ms(e.p99),
    e.reqPerSec.toFixed(1),
    e.cpuMsPerRequest === null ? "-" : e.cpuMsPerRequest.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`${line(header)}\n${rows.map(line).join("\n")}`);
  for (const [key, e] of Object.entries(f.endpoints)) {
    if (e.errors === 0) continue;
    const other = Object.entries(e.statuses).filter(([s]) => s !== "200");
    const statuses = other.map(([s, n]) => `${n} x ${s}`).join(", ") || "none";
    console.log(
      `  ${ENDPOINT_NAMES[key]}: ${e.errors} errors: ${e.conflicts} conflicts (409); answers other than 200: ${statuses}; ${e.socketErrors} socket errors (${e.timeouts} timeouts)`,
    );
  }
  const v = f.verify;
  console.log(
    `  database afterwards: ${v.confirmedBookings} confirmed bench bookings for ${v.expected} successful answers (${v.inFlight} committed as the clock stopped), ${v.directorSessions} sessions on the director's calendar`,
  );
  const dropped = [...v.explain.matchAll(/Rows Removed by (?:Filter|Join Filter|Index Recheck): (\d+)/g)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );
  const execution = /Execution Time: ([\d.]+ ms)/.exec(v.explain)?.[1] ?? "?";
  const plan =
    process.env.BENCH_EXPLAIN === "true"
      ? `\n${v.explain.replace(/^/gm, "    ")}`
      : " (BENCH_EXPLAIN=true prints the plan)";
  console.log(
    `  the slots query (working hours and busy sessions, director and one client) for ${v.explainDay}, EXPLAIN ANALYZE afterwards: ${execution}, ${dropped} rows read and dropped by filters${plan}`,
  );
  if (f.endpoints.createBooking.exhausted) {
    console.log(`  the ${f.slotsPrepared} prepared free slots ran out: create-booking stopped early`);
  }
  for (const problem of f.problems) console.log(`  PROBLEM: ${problem}`);
}

async function main() {
  for (const name of ["BENCH_PORT", "BENCH_DURATION", "BENCH_CONNECTIONS"]) {
    const value = Number(settings[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  }
  const unknown = ENGINES.filter((e) => !ENGINE_NAMES[e]);
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES: unknown ${unknown.join(", ")} (postgres, pglite)`);
  ensureBuild();
  workDir = mkdtempSync(path.join(tmpdir(), "bench-booking-"));
  const results = {};
  let broken = false;
  for (const engine of ENGINES) {
    const out = path.join(workDir, `${engine}.json`);
    const self = [TSX, "scripts/bench-booking-engine.ts", engine, out];
    const [command, ...args] = engine === "postgres" ? [process.execPath, "scripts/with-postgres.mjs", ...self] : self;
    try {
      await run(command, args, { ...process.env, ...settings });
      results[engine] = JSON.parse(readFileSync(out, "utf8"));
    } catch (err) {
      console.error(`bench:booking: the ${engine} run failed (${err instanceof Error ? err.message : err})`);
      broken = true;
    }
  }

  console.log("\nThe machine is shared (2 cores, other work running): figures move between runs.");
  for (const figures of Object.values(results)) {
    printEngine(figures);
    if (figures.problems.length > 0) broken = true;
  }
  console.log("\nTargets on PostgreSQL (PGlite figures are for information):");
  for (const target of TARGETS) {
    const e = results.postgres?.endpoints[target.endpoint];
    if (!e) {
      console.log(`  ${target.label} <= ${target.limit} ms: NOT MEASURED`);
      continue;
    }
    const verdict = e.p95 <= target.limit ? "PASS" : "MISS";
    const note = e.errors > 0 ? ` (the run had ${e.errors} errors: not a clean run)` : "";
    console.log(`  ${target.label} <= ${target.limit} ms: ${ms(e.p95)} ms ${verdict}${note}`);
  }
  if (process.env.BENCH_JSON) {
    const summary = {
      connections: Number(settings.BENCH_CONNECTIONS),
      seconds: Number(settings.BENCH_DURATION),
      results,
    };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(summary, null, 2)}\n`);
  }
  return broken ? 1 : 0;
}

try {
  const status = await main();
  removeWorkDir();
  process.exit(status);
} catch (err) {
  console.error(`bench:booking failed: ${err instanceof Error ? err.message : err}`);
  removeWorkDir();
  process.exit(1);
}

// Booking load benchmark: latency (p50/p95/p99) and throughput of the slots query and of
// create-booking, with autocannon over real HTTP against the production build, on a throw-away
// PostgreSQL (scripts/with-postgres.mjs) and on a throw-away PGlite folder. Prints a table per
// engine and a verdict per target (targets are for PostgreSQL; PGlite is for information).
// Exits non-zero only when something breaks, not when a target is missed: it reports figures.
//
//   npm run bench:booking                  builds build-bench if stale, then both engines
//   Optional: BENCH_ENGINES=postgres,pglite BENCH_DURATION=20 BENCH_CONNECTIONS=10 BENCH_CLIENTS=200
//   BENCH_PAST_SESSIONS=5000 BENCH_BOOKING_DAYS=730 BENCH_PORT=3417 (PostgreSQL; PGlite takes the next)
//   BUILD_DIR=build-bench BENCH_JSON=out.json (the figures) BENCH_EXPLAIN=true (the query plan)
//   BENCH_SKIP_BUILD=true (use the build as it is) BENCH_CPU_PROF=folder (a V8 CPU profile of the
//   server, written when it stops)
//
// How, per engine (this script runs itself once per engine, as `tsx scripts/bench-booking.ts
// <postgres|pglite> <out.json>`; scripts/bench-booking-engine.ts is that run, and
// scripts/bench-booking-db.ts does the database part, before the server owns the database):
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
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BookingSettings, type EngineFigures, runEngine } from "./bench-booking-engine";
import {
  benchEngines,
  cleanUp,
  cleanUpOnSignals,
  ENGINE_NAMES,
  type Engine,
  ensureBuild,
  formatTable,
  ms,
  onCleanUp,
  runPerEngine,
  wholeSetting,
} from "./bench-support";

type Endpoint = keyof EngineFigures["endpoints"];
const TARGETS: { endpoint: Endpoint; label: string; limit: number }[] = [
  { endpoint: "slots", label: "slots p95", limit: 30 },
  { endpoint: "createBooking", label: "create-booking p95", limit: 80 },
];
const ENDPOINT_NAMES: Record<Endpoint, string> = {
  slots: "GET /api/booking/slots",
  createBooking: "POST /book.data (create-booking)",
};

function bookingSettings(): BookingSettings {
  return {
    buildDir: process.env.BUILD_DIR ?? "build-bench",
    port: wholeSetting("BENCH_PORT", 3417),
    seconds: wholeSetting("BENCH_DURATION", 20),
    connections: wholeSetting("BENCH_CONNECTIONS", 10),
  };
}

function printEngine(f: EngineFigures, settings: BookingSettings) {
  console.log(
    `\n${ENGINE_NAMES[f.engine]}: ${f.pastSessions} past sessions on the director's calendar, ${f.clients} signed-in clients, ${settings.connections} connections, ${settings.seconds} s per endpoint; create-booking makes free bookings with single-use coupons (no Paystack)`,
  );
  const endpoints = Object.entries(f.endpoints) as [Endpoint, EngineFigures["endpoints"][Endpoint]][];
  const header = ["endpoint", "requests", "errors", "p50 ms", "p95 ms", "p99 ms", "req/s", "server CPU ms/req"];
  const rows = endpoints.map(([key, e]) => [
    ENDPOINT_NAMES[key],
    String(e.requests),
    String(e.errors),
    ms(e.p50),
    ms(e.p95),
    ms(e.p99),
    e.reqPerSec.toFixed(1),
    e.cpuMsPerRequest === null ? "-" : e.cpuMsPerRequest.toFixed(2),
  ]);
  console.log(formatTable(header, rows));
  for (const [key, e] of endpoints) {
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

function printTargets(postgres: EngineFigures | undefined) {
  console.log("\nTargets on PostgreSQL (PGlite figures are for information):");
  for (const target of TARGETS) {
    const e = postgres?.endpoints[target.endpoint];
    if (!e) {
      console.log(`  ${target.label} <= ${target.limit} ms: NOT MEASURED`);
      continue;
    }
    const verdict = e.p95 <= target.limit ? "PASS" : "MISS";
    const note = e.errors > 0 ? ` (the run had ${e.errors} errors: not a clean run)` : "";
    console.log(`  ${target.label} <= ${target.limit} ms: ${ms(e.p95)} ms ${verdict}${note}`);
  }
}

async function main(engine: string | undefined, outFile: string | undefined): Promise<number> {
  cleanUpOnSignals();
  const settings = bookingSettings();
  if (engine || outFile) {
    if (!(engine && engine in ENGINE_NAMES && outFile)) {
      throw new Error("usage: tsx scripts/bench-booking.ts [<postgres|pglite> <out.json>]");
    }
    await runEngine(engine as Engine, outFile, settings);
    return 0;
  }
  const engines = benchEngines();
  ensureBuild(settings.buildDir);
  const work = mkdtempSync(path.join(tmpdir(), "bench-booking-"));
  onCleanUp(() => rmSync(work, { recursive: true, force: true }));
  const { results, failed } = await runPerEngine<EngineFigures>("scripts/bench-booking.ts", engines, (e) =>
    path.join(work, `${e}.json`),
  );

  console.log("\nThe machine is shared (2 cores, other work running): figures move between runs.");
  const measured = Object.values(results);
  for (const figures of measured) printEngine(figures, settings);
  printTargets(results.postgres);
  if (process.env.BENCH_JSON) {
    const summary = { connections: settings.connections, seconds: settings.seconds, results };
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(summary, null, 2)}\n`);
  }
  return failed.length > 0 || measured.some((f) => f.problems.length > 0) ? 1 : 0;
}

const [engine, outFile] = process.argv.slice(2);
main(engine, outFile).then(
  async (status) => {
    await cleanUp();
    process.exit(status);
  },
  async (err: unknown) => {
    console.error(`bench:booking${engine ? ` (${engine})` : ""} failed: ${err instanceof Error ? err.message : err}`);
    await cleanUp();
    process.exit(1);
  },
);

// One engine's run of `npm run bench:booking` (scripts/bench-booking.mjs starts it, through
// scripts/with-postgres.mjs for PostgreSQL, and reads the figures it writes):
//
//   tsx scripts/bench-booking-engine.ts <postgres|pglite> <out.json>
//
// Prepares a fresh database (scripts/bench-booking-db.ts, in its own process, since the server
// must be the only one to open a PGlite folder), starts the production build on it, checks one
// request of each kind, warms up, measures both endpoints with autocannon, stops the server and
// checks what the bookings left in the database.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { BenchPlan, BenchVerification } from "./bench-booking-db";
import { type EndpointFigures, type LoadRequest, load } from "./bench-booking-load";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
const PORT = Number(process.env.BENCH_PORT ?? 3417);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REGION_COOKIE = "region=local.GHS";
/** What Chromium sends, so answers are compressed as a browser gets them. */
const ACCEPT_ENCODING = "gzip, deflate, br, zstd";
const STARTUP_TIMEOUT_MS = 180_000;
const TSX = path.join(root, "node_modules/.bin/tsx");

export type MeasuredEndpoint = EndpointFigures & { cpuMsPerRequest: number | null };

/** What one engine's run writes for scripts/bench-booking.mjs to print. */
export interface EngineFigures {
  engine: string;
  clients: number;
  pastSessions: number;
  slotsPrepared: number;
  endpoints: { slots: MeasuredEndpoint; createBooking: MeasuredEndpoint };
  verify: BenchVerification & { expected: number; inFlight: number };
  problems: string[];
}

const cleanups: (() => unknown)[] = [];
const serverLog: string[] = [];
let serverExit: { code: number | null; signal: string | null } | null = null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (err) {
      console.error(`cleanup: ${err instanceof Error ? err.message : err}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanup().then(() => process.exit(130)));
}

function runDbScript(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ["scripts/bench-booking-db.ts", ...args], { cwd: root, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`bench-booking-db ${args[0]} failed (${code ?? signal})`)),
    );
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

/** Starts the built server as scripts/start.mjs does, minus its rebuild, so both engines run one build. */
async function startServer(env: NodeJS.ProcessEnv, port: number) {
  if (!(await portIsFree(port))) throw new Error(`port ${port} is in use: choose another with BENCH_PORT`);
  const entry = pathToFileURL(path.join(root, BUILD_DIR, "server/index.js")).href;
  const clientDir = path.join(root, BUILD_DIR, "client");
  const code = `const { start } = await import(${JSON.stringify(entry)}); await start({ clientDir: ${JSON.stringify(clientDir)} });`;
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (NODE_OPTIONS refuses --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];
  const server = spawn(process.execPath, [...profile, "--input-type=module", "-e", code], {
    cwd: root,
    // Its own process group, so nothing it started outlives it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, PORT: String(port) },
  });
  const keep = (chunk: Buffer) => {
    serverLog.push(...chunk.toString().split("\n"));
    serverLog.splice(0, Math.max(0, serverLog.length - 60));
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) =>
    server.on("exit", (code, signal) => {
      serverExit = { code, signal };
      resolve();
    }),
  );
  const stop = async () => {
    if (serverExit || !server.pid) return;
    process.kill(-server.pid, "SIGTERM");
    if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
      process.kill(-server.pid, "SIGKILL");
      await exited;
    }
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (serverExit) throw new Error(`the server exited (${serverExit.code ?? serverExit.signal}) before it was ready`);
    const res = await fetch(`${base}/healthz`).catch(() => null);
    if (res?.ok) return { base, stop, pid: server.pid };
    await sleep(500);
  }
  throw new Error(`the server was not ready after ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * CPU time the server process has used so far, in ms (Linux's /proc; null elsewhere). Per request it
 * is what the latency under load is made of, and unlike latency it hardly moves when the machine is
 * shared: field 14 and 15 of /proc/<pid>/stat, user and system time in clock ticks (100 a second).
 */
function serverCpuMs(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** One measured run, with the server's CPU time per answered request. */
async function measure(base: string, pid: number | undefined, make: () => LoadRequest | null) {
  const before = serverCpuMs(pid);
  const figures = await load(base, make, { connections: CONNECTIONS, seconds: DURATION });
  const after = serverCpuMs(pid);
  const answered = figures.requests - figures.socketErrors;
  const cpuMsPerRequest = before !== null && after !== null && answered > 0 ? (after - before) / answered : null;
  return { ...figures, cpuMsPerRequest };
}

/** The two kinds of request, each call the next one; `booking` gives null when the free slots run out. */
function requestMakers(plan: BenchPlan, base: string) {
  let slotCursor = 0;
  let bookingCursor = 0;
  const slots = (): LoadRequest => {
    const i = slotCursor++;
    const client = plan.clients[i % plan.clients.length]!;
    const day = plan.slotDays[i % plan.slotDays.length]!;
    return {
      method: "GET",
      path: `/api/booking/slots?${new URLSearchParams({ serviceId: plan.serviceId, day })}`,
      headers: {
        Cookie: `${client.cookie}; ${REGION_COOKIE}`,
        Accept: "application/json",
        "Accept-Encoding": ACCEPT_ENCODING,
      },
    };
  };
  const booking = (): LoadRequest | null => {
    const slot = plan.bookings[bookingCursor++];
    if (!slot) return null;
    const client = plan.clients[slot.client]!;
    // The fields the booking page's form submits; region and currency come from the cookie.
    const form = new URLSearchParams({
      serviceId: plan.serviceId,
      start: slot.start,
      firstName: "Bench",
      lastName: client.lastName,
      email: client.email,
      phone: "+233 24 123 4567",
      concerns: "Sleep and stress",
      timezone: "Africa/Accra",
      couponCode: slot.coupon,
    });
    return {
      method: "POST",
      path: "/book.data",
      headers: {
        Cookie: `${client.cookie}; ${REGION_COOKIE}`,
        Origin: base,
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        Accept: "*/*",
        "Accept-Encoding": ACCEPT_ENCODING,
      },
      body: form.toString(),
    };
  };
  return { slots, booking };
}

async function send(base: string, request: LoadRequest | null) {
  if (!request) throw new Error("no free slot left for the warm-up");
  const res = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: res.status, text: await res.text() };
}

/** One request of each kind, checked, so a broken setup fails loudly instead of measuring errors. */
async function smoke(base: string, makers: ReturnType<typeof requestMakers>) {
  const slots = await send(base, makers.slots());
  const body =
    slots.status === 200 ? (JSON.parse(slots.text) as { ok?: boolean; slots?: { available: boolean }[] }) : null;
  if (!body?.ok || body.slots?.length !== 8 || !body.slots.some((s) => s.available)) {
    throw new Error(`the slots query answered ${slots.status}: ${slots.text.slice(0, 300)}`);
  }
  const booking = await send(base, makers.booking());
  if (booking.status !== 200 || !booking.text.includes('"confirmed"') || !booking.text.includes('"coupon"')) {
    throw new Error(`create-booking answered ${booking.status}: ${booking.text.slice(0, 300)}`);
  }
}

async function runEngine(engine: string, outFile: string) {
  if (engine !== "postgres" && engine !== "pglite") throw new Error(`unknown engine ${engine}`);
  const url = engine === "postgres" ? process.env.TEST_DATABASE_URL : "";
  if (engine === "postgres" && !url) throw new Error("no TEST_DATABASE_URL: run through scripts/with-postgres.mjs");
  const port = engine === "postgres" ? PORT : PORT + 1;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-booking-${engine}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    ...process.env,
    DATABASE_URL: url,
    PGLITE_DIR: path.join(dataDir, "pglite"),
    PUBLIC_URL: base,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
  };
  const planFile = path.join(dataDir, "plan.json");
  console.log(`\n[${engine}] preparing a fresh database (demo data, clients, past sessions, coupons)...`);
  await runDbScript(["prepare", planFile], env);
  const plan = JSON.parse(readFileSync(planFile, "utf8")) as BenchPlan;

  console.log(`[${engine}] starting the server on ${base}...`);
  const server = await startServer(env, port);
  const makers = requestMakers(plan, base);
  await smoke(base, makers);
  // Warm the code paths and the database's caches before the clock starts (not measured).
  for (let i = 0; i < 50; i++) await send(base, makers.slots());
  let before = 1; // the smoke test's booking
  for (let i = 0; i < 10; i++) if ((await send(base, makers.booking())).status === 200) before++;

  console.log(`[${engine}] slots query: ${CONNECTIONS} connections, ${DURATION} s...`);
  const slots = await measure(base, server.pid, makers.slots);
  console.log(`[${engine}] create-booking: ${CONNECTIONS} connections, ${DURATION} s...`);
  const createBooking = await measure(base, server.pid, makers.booking);
  const exit = serverExit as { code: number | null; signal: string | null } | null;
  if (exit) throw new Error(`the server stopped during the benchmark (${exit.code ?? exit.signal})`);
  await server.stop();

  const verifyFile = path.join(dataDir, "verify.json");
  await runDbScript(["verify", planFile, verifyFile], env);
  const verify = JSON.parse(readFileSync(verifyFile, "utf8")) as BenchVerification;
  const expected = before + createBooking.ok;
  // A connection's last booking can commit after the clock stopped and its answer was dropped.
  const inFlight = verify.confirmedBookings - expected;
  const problems: string[] = [];
  if (inFlight < 0 || inFlight > CONNECTIONS) {
    problems.push(`the database holds ${verify.confirmedBookings} bench bookings for ${expected} successful answers`);
  }
  if (verify.usedCoupons !== verify.confirmedBookings) {
    problems.push(`${verify.usedCoupons} bench coupons used for ${verify.confirmedBookings} bench bookings`);
  }
  const figures: EngineFigures = {
    engine,
    clients: plan.clients.length,
    pastSessions: plan.pastSessions,
    slotsPrepared: plan.bookings.length,
    endpoints: { slots, createBooking },
    verify: { ...verify, expected, inFlight },
    problems,
  };
  writeFileSync(outFile, JSON.stringify(figures, null, 2));
}

const [engine, outFile] = process.argv.slice(2);
try {
  if (!engine || !outFile) throw new Error("usage: tsx scripts/bench-booking-engine.ts <postgres|pglite> <out.json>");
  await runEngine(engine, outFile);
  await cleanup();
  process.exit(0);
} catch (err) {
  console.error(`bench:booking (${engine}) failed: ${err instanceof Error ? err.message : err}`);
  if (serverLog.some((line) => line.trim() !== "")) console.error(`\nLast server output:\n${serverLog.join("\n")}`);
  await cleanup();
  process.exit(1);
}

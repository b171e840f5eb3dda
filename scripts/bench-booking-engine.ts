// One engine's run of `npm run bench:booking`: scripts/bench-booking.ts runs itself once per
// engine (through scripts/with-postgres.mjs for PostgreSQL) and that run calls `runEngine`.
//
// Prepares a fresh database (scripts/bench-booking-db.ts, in its own process, since the server
// must be the only one to open a PGlite folder), starts the production build on it, checks one
// request of each kind, warms up, measures both endpoints with autocannon, stops the server and
// checks what the bookings left in the database.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BenchPlan, BenchVerification } from "./bench-booking-db";
import { type EndpointFigures, type LoadRequest, load } from "./bench-booking-load";
import {
  ACCEPT_ENCODING,
  type BenchServer,
  benchBookingForm,
  type Engine,
  engineRun,
  onCleanUp,
  runCommand,
  startBuiltServer,
  TSX,
} from "./bench-support";

const REGION_COOKIE = "region=local.GHS";

export interface BookingSettings {
  buildDir: string;
  /** PostgreSQL's server listens there, PGlite's on the next port. */
  port: number;
  seconds: number;
  connections: number;
}

export type MeasuredEndpoint = EndpointFigures & { cpuMsPerRequest: number | null };

/** What one engine's run writes for scripts/bench-booking.ts to print. */
export interface EngineFigures {
  engine: Engine;
  clients: number;
  pastSessions: number;
  slotsPrepared: number;
  endpoints: { slots: MeasuredEndpoint; createBooking: MeasuredEndpoint };
  verify: BenchVerification & { expected: number; inFlight: number };
  problems: string[];
}

async function runDbScript(args: string[], env: NodeJS.ProcessEnv) {
  await runCommand(TSX, ["scripts/bench-booking-db.ts", ...args], env).catch((err: Error) => {
    throw new Error(`bench-booking-db ${args[0]} failed (${err.message})`);
  });
}

/** One measured run, with the server's CPU time per answered request. */
async function measure(
  server: BenchServer,
  make: () => LoadRequest | null,
  settings: BookingSettings,
): Promise<MeasuredEndpoint> {
  const before = server.cpuMs();
  const figures = await load(server.base, make, settings);
  const after = server.cpuMs();
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
      body: benchBookingForm(plan.serviceId, slot, client),
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

/** Measures one engine and writes its figures to `outFile`; the server log is printed if it fails. */
export async function runEngine(engine: Engine, outFile: string, settings: BookingSettings) {
  const run = engineRun(engine, settings.port, "bench-booking");
  const { port, base, dataDir } = run;
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, ...run.env };
  const planFile = path.join(dataDir, "plan.json");
  console.log(`\n[${engine}] preparing a fresh database (demo data, clients, past sessions, coupons)...`);
  await runDbScript(["prepare", planFile], env);
  const plan = JSON.parse(readFileSync(planFile, "utf8")) as BenchPlan;

  console.log(`[${engine}] starting the server on ${base}...`);
  const server = await startBuiltServer({
    buildDir: settings.buildDir,
    env,
    port,
    cpuProfileDir: process.env.BENCH_CPU_PROF,
  });
  let createBooking: MeasuredEndpoint;
  let slots: MeasuredEndpoint;
  let before = 1; // the smoke test's booking
  try {
    const makers = requestMakers(plan, base);
    await smoke(base, makers);
    // Warm the code paths and the database's caches before the clock starts (not measured).
    for (let i = 0; i < 50; i++) await send(base, makers.slots());
    for (let i = 0; i < 10; i++) if ((await send(base, makers.booking())).status === 200) before++;

    const shape = `${settings.connections} connections, ${settings.seconds} s`;
    console.log(`[${engine}] slots query: ${shape}...`);
    slots = await measure(server, makers.slots, settings);
    console.log(`[${engine}] create-booking: ${shape}...`);
    createBooking = await measure(server, makers.booking, settings);
    const exit = server.exit();
    if (exit) throw new Error(`the server stopped during the benchmark (${exit.code ?? exit.signal})`);
  } catch (err) {
    if (server.log.some((line) => line.trim() !== "")) console.error(`\nLast server output:\n${server.log.join("\n")}`);
    throw err;
  } finally {
    await server.stop();
  }

  const verifyFile = path.join(dataDir, "verify.json");
  await runDbScript(["verify", planFile, verifyFile], env);
  const verify = JSON.parse(readFileSync(verifyFile, "utf8")) as BenchVerification;
  const expected = before + createBooking.ok;
  // A connection's last booking can commit after the clock stopped and its answer was dropped.
  const inFlight = verify.confirmedBookings - expected;
  const problems: string[] = [];
  if (inFlight < 0 || inFlight > settings.connections) {
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

// Cluster benchmark: three app servers of the production build behind nginx (scripts/cluster.mjs)
// on a throw-away PostgreSQL, under a steady mix of what visitors and clients do, then the same
// load through a rolling restart of the servers, which must lose no request.
//
//   npm run bench:cluster -- [--seconds 60] [--rate 200] [--servers 3] [--clients 50]
//   BUILD_DIR (default build-bench; built when missing or older than the sources)
//
// - The first server seeds the demo data; then this script makes `--clients` client accounts (the
//   sign-up use case), signs them in through the authentication library (as bench:booking does:
//   the sign-in form's per-address limit guards against guessing) and makes one single-use coupon
//   per free slot of the director's over the next two years (the slots endpoint says which), so
//   each booking is free: the measured path is the booking engine and the database, not Paystack.
// - The load is an open model (requests leave on schedule, answered or not: scripts/paced-load.ts)
//   at `--rate` requests a second, through nginx, in this mix out of every 10: the home page and
//   /services (2 each, anonymous), the booking slots endpoint (3), a signed-in client's portal
//   page /client-dashboard (2), and a booking (1): POST /book.data as the /book page's form sends
//   it, each a different free slot with its own coupon, the clients in turn. A booking refused
//   with a 4xx (a slot taken, a limit) counts as refused, not as an error; errors are 5xx answers,
//   other unexpected answers and network failures. Latency percentiles are over the ok answers.
// - Then the rolling restart: the same load while each server in turn gets SIGTERM, is waited for
//   until gone, started again and waited for until healthy; every failed request is listed.
import { eq } from "drizzle-orm";
import { benchSignIn, registerBenchClient } from "./bench-data";
import {
  ACCEPT_ENCODING,
  benchBookingForm,
  cleanUp,
  cleanUpOnSignals,
  ensureBuild,
  formatTable,
  ms,
  onCleanUp,
} from "./bench-support";
import { type Cluster, startCluster } from "./cluster.mjs";
import { type LoadFigures, type LoadKind, startLoad } from "./paced-load";

const SERVICE_ID = "individual-teletherapy";
const REGION_COOKIE = "region=local.GHS";
const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Settings {
  seconds: number;
  rate: number;
  servers: number;
  clients: number;
  buildDir: string;
}

function settings(argv: string[]): Settings {
  const s: Settings = {
    seconds: 60,
    rate: 200,
    servers: 3,
    clients: 50,
    buildDir: process.env.BUILD_DIR ?? "build-bench",
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = Number(argv[i + 1]);
    const key = { "--seconds": "seconds", "--rate": "rate", "--servers": "servers", "--clients": "clients" }[
      flag ?? ""
    ];
    if (!key || !Number.isInteger(value) || value < 1) {
      throw new Error(`usage: npm run bench:cluster -- [--seconds 60] [--rate 200] [--servers 3] [--clients 50]`);
    }
    s[key as "seconds" | "rate" | "servers" | "clients"] = value;
    i++;
  }
  return s;
}

interface Client {
  email: string;
  lastName: string;
  cookie: string;
}

/** Client accounts, signed in, and one coupon per free slot (in an order that spreads them over the calendar). */
async function prepare(cluster: Cluster, count: number) {
  // The app's modules read their settings (the database, the public URL of the cookies) once.
  process.env.DATABASE_URL = cluster.databaseUrl;
  process.env.PUBLIC_URL = cluster.url;
  const { openDatabase } = await import("../server/db/client");
  const { coupons, services } = await import("../server/db/schema");
  const handle = await openDatabase({ url: cluster.databaseUrl, pgliteDir: "" });
  try {
    const { db } = handle;
    const [service] = await db.select().from(services).where(eq(services.id, SERVICE_ID));
    if (!service?.couponType) throw new Error(`the demo catalogue has no service ${SERVICE_ID} with a coupon type`);
    const clients: Client[] = [];
    const signIn = await benchSignIn(db);
    for (let i = 1; i <= count; i++) {
      const { email, lastName } = await registerBenchClient(db, "bench-cluster", i);
      clients.push({ email, lastName, cookie: `${await signIn(email)}; ${REGION_COOKIE}` });
    }

    // The free slots, by the app's own rule: the slots endpoint, for each day of the next two years.
    const starts: string[] = [];
    const days: string[] = [];
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    for (let d = 1; d <= 730; d++) days.push(new Date(today + d * DAY_MS).toISOString().slice(0, 10));
    const workingDays: string[] = [];
    for (const day of days) {
      const answer = await fetch(`${cluster.url}/api/booking/slots?serviceId=${SERVICE_ID}&day=${day}`, {
        headers: { cookie: clients[0]!.cookie, accept: "application/json" },
      });
      const body = (await answer.json()) as { ok?: boolean; slots?: { start: string; available: boolean }[] };
      if (!body.ok) throw new Error(`the slots endpoint answered ${answer.status}: ${JSON.stringify(body)}`);
      const free = (body.slots ?? []).filter((slot) => slot.available).map((slot) => slot.start);
      if (free.length > 0) workingDays.push(day);
      starts.push(...free);
    }
    // Spread over the calendar (a fixed order), so concurrent bookings rarely share a day.
    const order = starts.map((start, i) => ({ start, key: (i * 7919) % starts.length })).sort((a, b) => a.key - b.key);
    const bookings = order.map((slot, i) => ({
      start: slot.start,
      coupon: `CLUSTER${String(i + 1).padStart(5, "0")}`,
    }));
    for (let i = 0; i < bookings.length; i += 500) {
      await db
        .insert(coupons)
        .values(
          bookings
            .slice(i, i + 500)
            .map((b) => ({ code: b.coupon, couponType: service.couponType!, status: "active" })),
        );
    }
    return { clients, bookings, workingDays, db: handle };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** The mix, every request through nginx. */
function loadKinds(base: string, clients: Client[], bookings: { start: string; coupon: string }[], days: string[]) {
  let next = 0;
  let nextBooking = 0;
  const client = () => clients[next++ % clients.length]!;
  const page = { accept: "text/html", "accept-encoding": ACCEPT_ENCODING };
  const kinds: LoadKind[] = [
    { name: "GET /", weight: 2, next: () => ({ path: "/", headers: page }) },
    { name: "GET /services", weight: 2, next: () => ({ path: "/services", headers: page }) },
    {
      name: "GET /api/booking/slots",
      weight: 3,
      next: () => ({
        path: `/api/booking/slots?serviceId=${SERVICE_ID}&day=${days[next % days.length]}`,
        headers: { cookie: client().cookie, accept: "application/json", "accept-encoding": ACCEPT_ENCODING },
      }),
      classify: (status) => (status === 200 ? "ok" : "error"),
    },
    {
      name: "GET /client-dashboard",
      weight: 2,
      next: () => ({ path: "/client-dashboard", headers: { ...page, cookie: client().cookie } }),
      classify: (status) => (status === 200 ? "ok" : "error"),
    },
    {
      name: "POST /book.data",
      weight: 1,
      next: () => {
        const slot = bookings[nextBooking++];
        if (!slot) throw new Error("the free slots ran out: shorten the run");
        const who = clients[nextBooking % clients.length]!;
        return {
          method: "POST",
          path: "/book.data",
          headers: {
            cookie: who.cookie,
            origin: base,
            "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
            accept: "*/*",
            "accept-encoding": ACCEPT_ENCODING,
          },
          body: benchBookingForm(SERVICE_ID, slot, who),
        };
      },
      classify: (status) => (status < 300 ? "ok" : status < 500 ? "refused" : "error"),
    },
  ];
  return kinds;
}

function printFigures(title: string, figures: LoadFigures) {
  console.log(`\n${title}: ${figures.seconds.toFixed(1)} s`);
  const rows = Object.entries(figures.kinds).map(([name, k]) => [
    name,
    String(k.requests),
    String(k.ok),
    String(k.refused),
    String(k.errors),
    ms(k.p50),
    ms(k.p95),
    ms(k.p99),
  ]);
  const total = Object.values(figures.kinds).reduce((sum, k) => sum + k.requests, 0);
  console.log(formatTable(["kind", "count", "ok", "refused 4xx", "errors", "p50 ms", "p95 ms", "p99 ms"], rows));
  console.log(`${total} requests, ${(total / figures.seconds).toFixed(1)} a second`);
  if (figures.skipped > 0) console.log(`${figures.skipped} requests not sent: too many were waiting for an answer`);
}

async function main() {
  cleanUpOnSignals();
  const s = settings(process.argv.slice(2));
  ensureBuild(s.buildDir);
  console.log(`Starting ${s.servers} servers of ${s.buildDir} behind nginx on a throw-away PostgreSQL...`);
  const cluster = await startCluster({
    postgres: true,
    servers: s.servers,
    buildDir: s.buildDir,
    env: { LOG_LEVEL: "warn" },
  });
  onCleanUp(() => cluster.stop());
  console.log(`nginx ${cluster.url}; servers ${cluster.servers.map((server) => server.url).join(", ")}`);

  console.log(`Preparing ${s.clients} signed-in clients and a coupon per free slot...`);
  const prepared = await prepare(cluster, s.clients);
  onCleanUp(() => prepared.db.close());
  const needed = Math.ceil((s.rate * (s.seconds + 120)) / 10);
  console.log(`${prepared.bookings.length} free slots (${needed} may be needed)`);
  const kinds = loadKinds(cluster.url, prepared.clients, prepared.bookings, prepared.workingDays);

  // Warm each server's code paths (not measured).
  for (let i = 0; i < 3 * s.servers; i++) {
    for (const kind of kinds.slice(0, 4)) {
      const request = kind.next();
      await (await fetch(`${cluster.url}${request.path}`, { headers: request.headers })).arrayBuffer();
    }
  }

  console.log(`\nSteady load: ${s.rate} requests a second for ${s.seconds} s...`);
  const steady = startLoad({ base: cluster.url, rate: s.rate, kinds });
  await sleep(s.seconds * 1000);
  const steadyFigures = await steady.stop();
  printFigures("Steady load", steadyFigures);

  console.log(`\nRolling restart of the ${s.servers} servers under the same load...`);
  const rolling = startLoad({ base: cluster.url, rate: s.rate, kinds });
  await sleep(2_000);
  for (const server of cluster.servers) {
    const started = performance.now();
    const end = await server.stop("SIGTERM");
    const stopped = performance.now();
    await server.restart();
    console.log(
      `  ${server.name}: stopped in ${((stopped - started) / 1000).toFixed(1)} s (exit ${end?.code ?? end?.signal}), healthy again ${((performance.now() - stopped) / 1000).toFixed(1)} s later`,
    );
    await sleep(1_000);
  }
  await sleep(2_000);
  const rollingFigures = await rolling.stop();
  printFigures("During the rolling restart", rollingFigures);
  const failed = rollingFigures.failures;
  console.log(`\nFailed requests during the rolling restart: ${failed.length}`);
  for (const f of failed.slice(0, 50)) {
    console.log(`  ${(f.at / 1000).toFixed(2)} s  ${f.method} ${f.path.slice(0, 60)}  ${f.outcome}`);
  }
  if (failed.length > 50) console.log(`  ... and ${failed.length - 50} more`);
  if (failed.length > 0) {
    // What nginx said about them: one line per kind of trouble.
    const seen = new Map<string, string>();
    for (const line of cluster.nginx.log()) {
      const what = /\] \d+#\d+: \*\d+ (.*?)(?:, client:|$)/.exec(line)?.[1];
      if (what && !seen.has(what)) seen.set(what, line);
    }
    console.log("nginx's last complaints:");
    for (const what of [...seen.keys()].slice(-10)) console.log(`  ${what}`);
  }
  console.log("\nThe machine is shared (2 cores, other work running): figures move between runs.");
  return failed.length === 0 && steadyFigures.failures.length === 0 ? 0 : 1;
}

main().then(
  async (status) => {
    await cleanUp();
    process.exit(status);
  },
  async (err: unknown) => {
    console.error(`bench:cluster failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
    await cleanUp();
    process.exit(1);
  },
);

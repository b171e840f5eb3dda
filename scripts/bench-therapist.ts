// `npm run bench:therapist`: the server time of the therapist dashboard's first load of each tab
// for a therapist with a long practice (300 clients, 10,000 sessions, 20,000 messages, 2,000
// homework assignments, 1,000 paid bookings), on a throw-away PostgreSQL (the target: p95 <= 60 ms
// per tab) and a throw-away PGlite (for information), against the production build. It also
// weighs the JavaScript the dashboard's first page loads (the target: <= 200 KB compressed).
//
//   npm run bench:therapist       builds build-bench if stale, then both engines
//   Optional: BENCH_ENGINES=postgres,pglite BENCH_REQUESTS=100 BENCH_PORT=3437 BENCH_JSON=out.json
//   BENCH_SKIP_BUILD=true BUILD_DIR=build-bench
//
// How, per engine: a fresh database gets the demo data, then a bench therapist and her 300
// clients (sign-up use case, role set directly), and the history inserted directly: 8 sessions a
// day, 9:00 to 17:00, back from yesterday (completed, some cancelled or missed) and 200 ahead;
// messages both ways with every client, a few unread; homework in every status; paid bookings
// with their ledger lines over the last year. The therapist gets a session from the
// authentication library. Then the production server starts on that database and each page is
// requested BENCH_REQUESTS times, one at a time after a warm-up, as a browser's first visit does
// (a document request with the session cookie and Chromium's Accept-Encoding).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { type Database, openDatabase } from "../server/db/client";
import {
  bookings,
  homeworkAssignments,
  messages,
  services,
  sessions,
  transactionLedger,
  userRoles,
} from "../server/db/schema";
import { env } from "../server/lib/env";
import { registerClient } from "../server/modules/accounts/register-client";
import { BENCH_PASSWORD, benchSignIn, inBatches, seedFreshDatabase } from "./bench-data";
import {
  benchEngines,
  type DocumentTimes,
  ENGINE_NAMES,
  type Engine,
  engineRun,
  ensureBuild,
  formatTable,
  ms,
  runPerEngine,
  startBuiltServer,
  timeDocument,
  wholeSetting,
} from "./bench-support";

const BUILD_DIR = process.env.BUILD_DIR ?? "build-bench";
const PORT = wholeSetting("BENCH_PORT", 3437);
const REQUESTS = wholeSetting("BENCH_REQUESTS", 100);
const WARM_UP = 10;
const PRACTICE = { clients: 300, sessions: 10_000, upcoming: 200, messages: 20_000, homework: 2_000, bookings: 1_000 };
const TARGET_P95_MS = 60;
const TARGET_JS_KB = 200;
const DAY_MS = 86_400_000;

interface PageFigures extends DocumentTimes {
  label: string;
  path: string;
}

interface EngineFigures {
  engine: Engine;
  pages: PageFigures[];
  /** The compressed JavaScript the dashboard's first page loads, and whether the chart code is among it. */
  js: { kb: number; files: number; analyticsLoaded: boolean };
}

const pages = (clientId: string) => [
  { label: "clients (first load)", path: "/therapist-dashboard" },
  { label: "clients, search, page 2", path: "/therapist-dashboard?q=Bench&page=2" },
  { label: "a client", path: `/therapist-dashboard/clients/${clientId}` },
  { label: "sessions, list", path: "/therapist-dashboard/sessions" },
  { label: "sessions, month", path: "/therapist-dashboard/sessions?view=calendar&span=month" },
  { label: "homework", path: "/therapist-dashboard/homework" },
  { label: "messages", path: "/therapist-dashboard/messages" },
  { label: "a thread", path: `/therapist-dashboard/messages/${clientId}` },
  { label: "analytics", path: "/therapist-dashboard/analytics" },
  { label: "settings", path: "/therapist-dashboard/settings" },
];

/** 8 one-hour sessions a day; past days back from yesterday, then future days from tomorrow. */
function sessionTimes(now: Date) {
  const day = (offset: number, hour: number) => {
    const d = new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    return new Date(`${d}T${String(hour).padStart(2, "0")}:00:00Z`);
  };
  const times: { start: Date; past: boolean }[] = [];
  for (let d = 1; times.length < PRACTICE.upcoming; d++)
    for (let h = 9; h < 17; h++) times.push({ start: day(d, h), past: false });
  for (let d = 1; times.length < PRACTICE.sessions; d++)
    for (let h = 9; h < 17; h++) times.push({ start: day(-d, h), past: true });
  return times.slice(0, PRACTICE.sessions);
}

async function insertPractice(db: Database, therapistId: string, clientIds: string[], now: Date) {
  const rows = sessionTimes(now).map(({ start, past }, i) => {
    const status = !past ? "scheduled" : i % 15 === 4 ? "cancelled" : i % 20 === 9 ? "no_show" : "completed";
    return {
      clientId: clientIds[i % clientIds.length]!,
      therapistId,
      sessionDate: start,
      endsAt: new Date(start.getTime() + 60 * 60_000),
      durationMinutes: 60,
      sessionType: "individual_therapy",
      status,
      cancelledAt: status === "cancelled" ? new Date(start.getTime() - DAY_MS) : null,
      createdAt: new Date(start.getTime() - 7 * DAY_MS),
    };
  });
  const inserted: { id: string; clientId: string; sessionDate: Date }[] = [];
  await inBatches(rows, async (batch) =>
    inserted.push(
      ...(await db
        .insert(sessions)
        .values(batch)
        .returning({ id: sessions.id, clientId: sessions.clientId, sessionDate: sessions.sessionDate })),
    ),
  );

  // Paid bookings over the last year, each with its completed ledger line (the analytics' revenue).
  const [service] = await db.select().from(services).where(eq(services.id, "individual-teletherapy"));
  if (!service) throw new Error("the demo catalogue has no individual-teletherapy");
  const paid = inserted.filter((s) => s.sessionDate.getTime() < now.getTime() - DAY_MS).slice(0, PRACTICE.bookings);
  await inBatches(paid, (batch) =>
    db.insert(bookings).values(
      batch.map((s) => ({
        userId: s.clientId,
        serviceId: service.id,
        serviceName: service.name,
        sessionType: "virtual",
        sessionDate: s.sessionDate,
        durationMinutes: 50,
        firstName: "Bench",
        lastName: "Client",
        email: "bench@bench.example",
        phone: "+233241234567",
        region: "local",
        paymentAmount: 40_000,
        paymentCurrency: "GHS",
        paymentStatus: "paid",
        paymentId: `BENCH-${s.id}`,
        status: "completed",
        sessionId: s.id,
      })),
    ),
  );
  await inBatches(paid, (batch) =>
    db.insert(transactionLedger).values(
      batch.map((s, i) => ({
        userId: s.clientId,
        reference: `BENCH-${s.id}`,
        amount: 40_000,
        currency: i % 10 === 0 ? "USD" : "GHS",
        status: "completed",
        transactionType: "booking",
        paymentProvider: "paystack",
        createdAt: new Date(s.sessionDate.getTime() - DAY_MS),
      })),
    ),
  );

  const messageRows = Array.from({ length: PRACTICE.messages }, (_, i) => {
    const client = clientIds[i % clientIds.length]!;
    const fromClient = i % 2 === 0;
    return {
      senderId: fromClient ? client : therapistId,
      recipientId: fromClient ? therapistId : client,
      content: `Bench message ${i + 1}: how the week went, and what to try before the next session.`,
      read: !(fromClient && i >= PRACTICE.messages - 40),
      createdAt: new Date(now.getTime() - (PRACTICE.messages - i) * 30 * 60_000),
    };
  });
  await inBatches(messageRows, (batch) => db.insert(messages).values(batch));

  const statuses = ["assigned", "in_progress", "completed", "reviewed"] as const;
  const homeworkRows = Array.from({ length: PRACTICE.homework }, (_, i) => {
    const status = statuses[i % 4]!;
    return {
      clientId: clientIds[i % clientIds.length]!,
      therapistId,
      title: `Bench homework ${i + 1}`,
      description: "Write down three moments of calm each day.",
      status,
      clientResponse: status === "completed" || status === "reviewed" ? "I managed most days." : null,
      createdAt: new Date(now.getTime() - (PRACTICE.homework - i) * 4 * 3_600_000),
    };
  });
  await inBatches(homeworkRows, (batch) => db.insert(homeworkAssignments).values(batch));
}

/** A fresh database with the demo data and the bench practice; the therapist's cookie and a client's id. */
async function prepare(): Promise<{ cookie: string; clientId: string }> {
  const e = env();
  const handle = await openDatabase({ url: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
  try {
    await handle.migrate();
    const { db } = handle;
    await seedFreshDatabase(db);
    const person = (kind: string, i = 0) => ({
      firstName: kind === "therapist" ? "Bench" : `Bench${String(i).padStart(3, "0")}`,
      lastName: kind === "therapist" ? "Therapist" : "Client",
      email: `bench-${kind}-${i}@bench.example`,
      password: BENCH_PASSWORD,
      region: "local",
      currency: "GHS",
    });
    const therapist = await registerClient(db, person("therapist"));
    await db.update(userRoles).set({ role: "therapist" }).where(eq(userRoles.userId, therapist.userId));
    const clientIds: string[] = [];
    for (let i = 0; i < PRACTICE.clients; i++) clientIds.push((await registerClient(db, person("client", i))).userId);
    await insertPractice(db, therapist.userId, clientIds, new Date());
    const signIn = await benchSignIn(db);
    return { cookie: `${await signIn(therapist.email)}; region=local.GHS`, clientId: clientIds[0]! };
  } finally {
    await handle.close();
  }
}

async function timePage(base: string, page: { label: string; path: string }, cookie: string): Promise<PageFigures> {
  const times = await timeDocument(base, page.path, cookie, {
    expect: "Therapist Dashboard",
    requests: REQUESTS,
    warmUp: WARM_UP,
  });
  return { ...page, ...times };
}

/** The scripts the dashboard's first page loads (module preloads and the entry), compressed as served. */
async function dashboardJs(base: string, cookie: string): Promise<EngineFigures["js"]> {
  const html = await (await fetch(`${base}/therapist-dashboard`, { headers: { Cookie: cookie } })).text();
  const files = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g), ...html.matchAll(/import\("([^"]+\.js)"\)/g)].map(
      (m) => m[1] as string,
    ),
  );
  let bytes = 0;
  for (const file of files) {
    const res = await fetch(`${base}${file}`, { headers: { "Accept-Encoding": "br, gzip" } });
    // fetch hands back the body decompressed: the size on the wire is the header's.
    const onWire = Number(res.headers.get("content-length"));
    const body = await res.arrayBuffer();
    bytes += Number.isFinite(onWire) && onWire > 0 ? onWire : body.byteLength;
  }
  return { kb: bytes / 1024, files: files.size, analyticsLoaded: [...files].some((f) => f.includes("analytics")) };
}

async function runEngine(engine: Engine, outFile: string) {
  const { port, base, dataDir, env: engineEnv } = engineRun(engine, PORT, "bench-therapist");
  Object.assign(process.env, engineEnv);
  try {
    console.log(`\n[${engine}] preparing a fresh database (demo data and a long practice)...`);
    const { cookie, clientId } = await prepare();
    console.log(`[${engine}] starting the server on ${base}...`);
    const server = await startBuiltServer({ buildDir: BUILD_DIR, env: process.env, port });
    try {
      const figures: PageFigures[] = [];
      for (const page of pages(clientId)) {
        console.log(`[${engine}] ${page.path}: ${REQUESTS} requests...`);
        figures.push(await timePage(base, page, cookie));
      }
      const result: EngineFigures = { engine, pages: figures, js: await dashboardJs(base, cookie) };
      writeFileSync(outFile, JSON.stringify(result));
    } catch (err) {
      if (server.log.some((line) => line.trim())) console.error(`Last server output:\n${server.log.join("\n")}`);
      throw err;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(figures: EngineFigures) {
  const p = PRACTICE;
  console.log(
    `\n${ENGINE_NAMES[figures.engine]}: ${p.clients} clients, ${p.sessions} sessions, ${p.messages} messages, ${p.homework} homework, ${p.bookings} paid bookings; ${REQUESTS} requests per page, one at a time`,
  );
  const rows = figures.pages.map((f) =>
    f.status === 200
      ? [f.label, f.path, ms(f.p50), ms(f.p95), ms(f.p99), ms(f.max), (f.bytes / 1024).toFixed(0)]
      : [f.label, f.path, `answered ${f.status}: not measured`, "", "", "", ""],
  );
  console.log(formatTable(["tab", "path", "p50 ms", "p95 ms", "p99 ms", "max ms", "KB"], rows, 2));
  console.log(
    `JavaScript of the dashboard's first page: ${figures.js.kb.toFixed(1)} KB compressed in ${figures.js.files} files; the analytics chart ${figures.js.analyticsLoaded ? "IS" : "is not"} among them`,
  );
}

async function main(): Promise<number> {
  const [engine, outFile] = process.argv.slice(2);
  if (engine && outFile) {
    await runEngine(engine as Engine, outFile);
    return 0;
  }
  ensureBuild(BUILD_DIR);
  const work = mkdtempSync(path.join(tmpdir(), "bench-therapist-"));
  try {
    const { results, failed } = await runPerEngine<EngineFigures>("scripts/bench-therapist.ts", benchEngines(), (e) =>
      path.join(work, `${e}.json`),
    );
    console.log("\nThe machine is shared (2 cores, other work running): figures move between runs.");
    for (const figures of Object.values(results)) print(figures);
    const pg = results.postgres;
    if (pg) {
      const worst = Math.max(...pg.pages.map((f) => (f.status === 200 ? f.p95 : Number.POSITIVE_INFINITY)));
      console.log(
        `\nTargets on PostgreSQL: every tab's first load p95 <= ${TARGET_P95_MS} ms: worst ${ms(worst)} ms ${worst <= TARGET_P95_MS ? "PASS" : "MISS"}; JavaScript <= ${TARGET_JS_KB} KB: ${pg.js.kb.toFixed(1)} KB ${pg.js.kb <= TARGET_JS_KB && !pg.js.analyticsLoaded ? "PASS" : "MISS"}`,
      );
    }
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (status) => process.exit(status),
  (err: unknown) => {
    // A failed bulk insert repeats every value it was given: its first lines say enough.
    const text = err instanceof Error ? `${err.message}\n${err.cause ?? ""}` : String(err);
    console.error(
      `bench:therapist failed: ${text.length > 2000 ? `${text.slice(0, 1000)} ... ${text.slice(-1000)}` : text}`,
    );
    process.exit(1);
  },
);

// `npm run bench:portal`: the server time of the client portal's first load for a client with a
// long history (2,000 sessions, 5,000 messages, 500 notifications), on a throw-away PostgreSQL
// (the target: p95 <= 150 ms) and a throw-away PGlite (for information), against the production
// build. A client with no history is measured beside it: with paginated lists the two cost about
// the same, which is what "does not grow with history" means in figures.
//
//   npm run bench:portal          builds build-bench if stale, then both engines
//   Optional: BENCH_ENGINES=postgres,pglite BENCH_REQUESTS=200 BENCH_PORT=3427 BENCH_JSON=out.json
//   BENCH_SKIP_BUILD=true BUILD_DIR=build-bench
//
// How, per engine: a fresh database gets the demo data, then the two bench clients (sign-up use
// case) and the heavy client's history, inserted directly (sessions with the practice director,
// clear of the director's other sessions; messages both ways, the latest few unread;
// notifications, some unread; homework in every status). Each client gets a session from the
// authentication library. Then the production server starts on that database (NODE_ENV=production,
// LOG_LEVEL=warn) and each page is requested BENCH_REQUESTS times, one at a time after a warm-up,
// as a browser's first visit does (a document request with the session and region cookies and
// Chromium's Accept-Encoding). Time is measured from sending the request to the last byte of the
// answer over loopback, one request in flight: the server's time plus a loopback round trip.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, ne } from "drizzle-orm";
import type { DatabaseHandle } from "../server/db/client";
import { homeworkAssignments, messages, notifications, sessions } from "../server/db/schema";
import { registerClient } from "../server/modules/accounts";
import { BENCH_PASSWORD, benchSignIn, directorId, inBatches, seedFreshDatabase, withBenchDatabase } from "./bench-data";
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
const PORT = wholeSetting("BENCH_PORT", 3427);
const REQUESTS = wholeSetting("BENCH_REQUESTS", 200);
const WARM_UP = 20;
const HISTORY = { sessions: 2000, upcoming: 12, messages: 5000, unreadMessages: 9, notifications: 500, homework: 60 };
const TARGET_P95_MS = 150;
const DAY_MS = 86_400_000;

interface PageFigures extends DocumentTimes {
  label: string;
  path: string;
  client: "heavy" | "light";
}

interface EngineFigures {
  engine: Engine;
  history: typeof HISTORY;
  pages: PageFigures[];
}

const PAGES: { label: string; path: string; client: "heavy" | "light"; expect: string }[] = [
  { label: "portal, sessions tab (first load)", path: "/client-dashboard", client: "heavy", expect: "Your Portal" },
  { label: "portal, messages tab", path: "/client-dashboard/messages", client: "heavy", expect: "Your Portal" },
  {
    label: "portal, notifications tab",
    path: "/client-dashboard/notifications",
    client: "heavy",
    expect: "Your Portal",
  },
  { label: "portal, homework tab", path: "/client-dashboard/homework", client: "heavy", expect: "Your Portal" },
  { label: "portal, first load, no history", path: "/client-dashboard", client: "light", expect: "Your Portal" },
];

/** The heavy client's history, with the practice director as their therapist. */
async function insertHistory(handle: DatabaseHandle, clientId: string, now: Date) {
  const { db } = handle;
  const director = await directorId(db);
  const busy = await db
    .select({ start: sessions.startsAt, end: sessions.endsAt })
    .from(sessions)
    .where(and(eq(sessions.therapistId, director), ne(sessions.status, "cancelled")));
  const clear = (start: Date, end: Date) => busy.every((b) => end <= b.start || start >= b.end);
  // One evening session a day (18:30 UTC), going back from yesterday and forward from tomorrow.
  const evening = (days: number) => {
    const day = new Date(now.getTime() + days * DAY_MS);
    return new Date(`${day.toISOString().slice(0, 10)}T18:30:00Z`);
  };
  const starts: { start: Date; past: boolean }[] = [];
  for (let d = 1; starts.length < HISTORY.upcoming; d++) starts.push({ start: evening(d), past: false });
  for (let d = 1; starts.length < HISTORY.sessions; d++) starts.push({ start: evening(-d), past: true });
  const rows = starts
    .map(({ start, past }, i) => ({ start, end: new Date(start.getTime() + 50 * 60_000), past, i }))
    .filter(({ start, end }) => clear(start, end))
    .map(({ start, end, past, i }) => {
      const status = !past ? "scheduled" : i % 15 === 4 ? "cancelled" : i % 20 === 9 ? "no_show" : "completed";
      return {
        clientId,
        therapistId: director,
        startsAt: start,
        endsAt: end,
        durationMinutes: 50,
        sessionType: "teletherapy",
        status,
        meetingLink: "https://meet.example/bench",
        cancelledAt: status === "cancelled" ? new Date(start.getTime() - DAY_MS) : null,
        createdAt: new Date(start.getTime() - 7 * DAY_MS),
      };
    });
  await inBatches(rows, (batch) => db.insert(sessions).values(batch));

  // Messages both ways, about four a day, oldest first; the last few from the therapist unread.
  const messageRows = Array.from({ length: HISTORY.messages }, (_, i) => {
    const fromClient = i % 2 === 0;
    const unread = !fromClient && i >= HISTORY.messages - 2 * HISTORY.unreadMessages;
    return {
      senderId: fromClient ? clientId : director,
      recipientId: fromClient ? director : clientId,
      content: `Bench message ${i + 1}: how the week went, and what to try before the next session.`,
      read: !unread,
      createdAt: new Date(now.getTime() - (HISTORY.messages - i) * 6 * 3_600_000),
    };
  });
  await inBatches(messageRows, (batch) => db.insert(messages).values(batch));

  const notificationRows = Array.from({ length: HISTORY.notifications }, (_, i) => ({
    userId: clientId,
    title: i % 3 === 0 ? "Session booked" : "New message",
    message: `Bench notification ${i + 1}`,
    link: "/client-portal",
    read: i < HISTORY.notifications - 25,
    createdAt: new Date(now.getTime() - (HISTORY.notifications - i) * 3 * 3_600_000),
  }));
  await inBatches(notificationRows, (batch) => db.insert(notifications).values(batch));

  const statuses = ["assigned", "in_progress", "completed", "reviewed"] as const;
  await db.insert(homeworkAssignments).values(
    Array.from({ length: HISTORY.homework }, (_, i) => {
      const status = statuses[i % 4]!;
      return {
        clientId,
        therapistId: director,
        title: `Bench homework ${i + 1}`,
        description: "Write down three moments of calm each day.",
        status,
        clientResponse: status === "completed" || status === "reviewed" ? "I managed most days." : null,
        createdAt: new Date(now.getTime() - (HISTORY.homework - i) * 7 * DAY_MS),
      };
    }),
  );
}

/** A fresh database with the demo data and the two bench clients; returns their cookies. */
async function prepare(): Promise<Record<"heavy" | "light", string>> {
  return withBenchDatabase(async (handle) => {
    const { db } = handle;
    await seedFreshDatabase(db);
    const account = (kind: string) => ({
      firstName: "Bench",
      lastName: kind,
      email: `bench-${kind}@bench.example`,
      password: BENCH_PASSWORD,
      region: "local",
      currency: "GHS",
    });
    const heavy = await registerClient(db, account("heavy"));
    const light = await registerClient(db, account("light"));
    await insertHistory(handle, heavy.userId, new Date());
    const signIn = await benchSignIn(db);
    const cookieFor = async (email: string) => `${await signIn(email)}; region=local.GHS`;
    return { heavy: await cookieFor(heavy.email), light: await cookieFor(light.email) };
  });
}

async function timePage(base: string, page: (typeof PAGES)[number], cookie: string): Promise<PageFigures> {
  const times = await timeDocument(base, page.path, cookie, {
    expect: page.expect,
    requests: REQUESTS,
    warmUp: WARM_UP,
  });
  return { label: page.label, path: page.path, client: page.client, ...times };
}

async function runEngine(engine: Engine, outFile: string) {
  const { port, base, dataDir, env: engineEnv } = engineRun(engine, PORT, "bench-portal");
  // The database is prepared in this process, so env() must see the engine's settings.
  Object.assign(process.env, engineEnv);
  try {
    console.log(`\n[${engine}] preparing a fresh database (demo data, a client with a long history)...`);
    const cookies = await prepare();
    console.log(`[${engine}] starting the server on ${base}...`);
    const server = await startBuiltServer({ buildDir: BUILD_DIR, env: process.env, port });
    try {
      const pages: PageFigures[] = [];
      for (const page of PAGES) {
        console.log(`[${engine}] ${page.path} (${page.client} client): ${REQUESTS} requests...`);
        pages.push(await timePage(base, page, cookies[page.client]));
      }
      const figures: EngineFigures = { engine, history: HISTORY, pages };
      writeFileSync(outFile, JSON.stringify(figures));
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
  const h = figures.history;
  console.log(
    `\n${ENGINE_NAMES[figures.engine]}: the heavy client has ${h.sessions} sessions, ${h.messages} messages and ${h.notifications} notifications; ${REQUESTS} requests per page, one at a time`,
  );
  const header = ["page", "path", "p50 ms", "p95 ms", "p99 ms", "max ms", "KB"];
  const rows = figures.pages.map((p) =>
    p.status === 200
      ? [p.label, p.path, ms(p.p50), ms(p.p95), ms(p.p99), ms(p.max), (p.bytes / 1024).toFixed(0)]
      : [p.label, p.path, `answered ${p.status}: not measured`, "", "", "", ""],
  );
  console.log(formatTable(header, rows, 2));
}

async function main(): Promise<number> {
  const [engine, outFile] = process.argv.slice(2);
  if (engine && outFile) {
    await runEngine(engine as Engine, outFile);
    return 0;
  }
  ensureBuild(BUILD_DIR);
  const work = mkdtempSync(path.join(tmpdir(), "bench-portal-"));
  try {
    const { results, failed } = await runPerEngine<EngineFigures>("scripts/bench-portal.ts", benchEngines(), (e) =>
      path.join(work, `${e}.json`),
    );
    console.log("\nThe machine is shared (2 cores, other work running): figures move between runs.");
    for (const figures of Object.values(results)) print(figures);
    const first = results.postgres?.pages[0];
    const verdict = first?.status !== 200 ? "NOT MEASURED" : first.p95 <= TARGET_P95_MS ? "PASS" : "MISS";
    console.log(
      `\nTarget on PostgreSQL: the portal's first load p95 <= ${TARGET_P95_MS} ms: ${first ? ms(first.p95) : "-"} ms ${verdict}`,
    );
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (status) => process.exit(status),
  (err: unknown) => {
    console.error(`bench:portal failed: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
    process.exit(1);
  },
);

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

import { eq } from "drizzle-orm";
import type { Database } from "../server/db/client";
import {
  bookings,
  homeworkAssignments,
  messages,
  services,
  sessions,
  transactionLedger,
  userRoles,
} from "../server/db/schema";
import { registerClient } from "../server/modules/accounts";
import { BENCH_PASSWORD, benchSignIn, inBatches, seedFreshDatabase, withBenchDatabase } from "./bench-data";
import { runPageBench } from "./bench-pages";

const PRACTICE = { clients: 300, sessions: 10_000, upcoming: 200, messages: 20_000, homework: 2_000, bookings: 1_000 };
const TARGET_P95_MS = 60;
const TARGET_JS_KB = 200;
const DAY_MS = 86_400_000;

/** The compressed JavaScript the dashboard's first page loads, and whether the chart code is among it. */
interface ScriptWeight {
  kb: number;
  files: number;
  analyticsLoaded: boolean;
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
      startsAt: start,
      endsAt: new Date(start.getTime() + 60 * 60_000),
      durationMinutes: 60,
      sessionType: "individual_therapy",
      status,
      cancelledAt: status === "cancelled" ? new Date(start.getTime() - DAY_MS) : null,
      createdAt: new Date(start.getTime() - 7 * DAY_MS),
    };
  });
  const inserted: { id: string; clientId: string; startsAt: Date }[] = [];
  await inBatches(rows, async (batch) =>
    inserted.push(
      ...(await db
        .insert(sessions)
        .values(batch)
        .returning({ id: sessions.id, clientId: sessions.clientId, startsAt: sessions.startsAt })),
    ),
  );

  // Paid bookings over the last year, each with its completed ledger line (the analytics' revenue).
  const [service] = await db.select().from(services).where(eq(services.id, "individual-teletherapy"));
  if (!service) throw new Error("the demo catalogue has no individual-teletherapy");
  const paid = inserted.filter((s) => s.startsAt.getTime() < now.getTime() - DAY_MS).slice(0, PRACTICE.bookings);
  await inBatches(paid, (batch) =>
    db.insert(bookings).values(
      batch.map((s) => ({
        userId: s.clientId,
        serviceId: service.id,
        serviceName: service.name,
        sessionType: "virtual",
        startsAt: s.startsAt,
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
        createdAt: new Date(s.startsAt.getTime() - DAY_MS),
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
  return withBenchDatabase(async (handle) => {
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
  });
}

/** The scripts the dashboard's first page loads (module preloads and the entry), compressed as served. */
async function dashboardJs(base: string, cookie: string): Promise<ScriptWeight> {
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

const p = PRACTICE;
runPageBench({
  name: "bench-therapist",
  script: "scripts/bench-therapist.ts",
  defaultPort: 3437,
  expect: "Therapist Dashboard",
  describe: `${p.clients} clients, ${p.sessions} sessions, ${p.messages} messages, ${p.homework} homework, ${p.bookings} paid bookings`,
  targetP95Ms: TARGET_P95_MS,
  prepare,
  pages: ({ clientId }) => pages(clientId),
  measure: (base, { cookie }) => dashboardJs(base, cookie),
  report: (js) => ({
    lines: [
      `JavaScript of the dashboard's first page: ${js.kb.toFixed(1)} KB compressed in ${js.files} files (target <= ${TARGET_JS_KB} KB); the analytics chart ${js.analyticsLoaded ? "IS" : "is not"} among them`,
    ],
    pass: js.kb <= TARGET_JS_KB && !js.analyticsLoaded,
  }),
});

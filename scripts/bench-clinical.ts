// `npm run bench:clinical`: the server time of the use cases a therapist's client page calls, for
// a client with a long record: 200 sessions held (and 4 to come), 50 measure results (PHQ-9 and
// GAD-7, sealed), her intake and consent, and a signed session note for each session held, sealed
// under her key. The target: p95 <= 80 ms
// per use case on PostgreSQL, decryption included.
//
//   npm run bench:clinical                      PGlite in memory (or DATABASE_URL's PostgreSQL)
//   BENCH_ENGINES=pglite,postgres npm run bench:clinical
//                                               also a throw-away PostgreSQL (scripts/temporary-postgres.mjs)
//   Optional: BENCH_ITERATIONS=200 BENCH_JSON=out.json
//
// How, per engine: a fresh, migrated database; a therapist and a client (rows inserted directly),
// her sessions with the therapist (200 held, 4 to come), her responses sealed in the stored
// format (answers and score under her data key, bound to table, row and field) and a signed note
// per past session (body: the JSON of its SOAP sections, sealed). Each use case is called
// BENCH_ITERATIONS times, one at a time after a warm-up, in this process: what is timed is the
// use case's work on the database (its queries, decryption and audit entry), not HTTP; "the page"
// is the client page loader's calls together, as its loader makes them.
import { randomBytes, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = 10;
const TARGET_P95_MS = 80;
const RECORD = { pastSessions: 200, upcomingSessions: 4, measureResults: 50, notes: 200 };
const DAY_MS = 86_400_000;

type EngineName = "pglite" | "postgres";

// Keys of the run's own: nothing is read from, or written to, the practice's secrets file.
if (!process.env.CLINICAL_KEK && !process.env.SECRETS_FILE) {
  process.env.CLINICAL_KEK = randomBytes(32).toString("base64");
  process.env.CLINICAL_KEK_VERSION = "1";
}
process.env.AUTH_SECRET ??= randomBytes(32).toString("base64");
process.env.LOG_LEVEL ??= "warn";

const { openDatabase } = await import("../server/db/client");
const schema = await import("../server/db/schema");
const { CONSENT_TO_TREATMENT, GAD7, INTAKE, PHQ9 } = await import("../domain/clinical/forms");
const { scoreMeasure } = await import("../domain/clinical/scoring");
const { clinicalCipher } = await import("../server/modules/clinical-keys");
const { getClientMeasures, listClientResponses } = await import("../server/modules/clinical-responses");
const { getClientOverview, getStaffThread } = await import("../server/modules/staff");
const { listClientNotes } = await import("../server/modules/clinical-notes");
type Database = import("../server/db/client").Database;
type Viewer = import("../server/modules/accounts").Viewer;

interface Figures {
  label: string;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function time(label: string, work: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN };
}

async function insertPerson(db: Database, role: "client" | "therapist", firstName: string): Promise<Viewer> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@bench.example`;
  const [user] = await db
    .insert(schema.users)
    .values({ name: `${firstName} Bench`, email })
    .returning();
  if (!user) throw new Error("no user");
  await db.insert(schema.profiles).values({
    id: user.id,
    firstName,
    lastName: "Bench",
    email,
    region: "local",
    currency: "GHS",
    approvalStatus: role === "therapist" ? "approved" : null,
  });
  await db.insert(schema.userRoles).values({ userId: user.id, role });
  return {
    userId: user.id,
    sessionId: `bench-${user.id}`,
    role,
    firstName,
    lastName: "Bench",
    email,
    timezone: "Africa/Accra",
    region: "local",
    currency: "GHS",
    approvalStatus: role === "therapist" ? "approved" : null,
  } as Viewer;
}

/** Answers of a measure adding up to about `total` (3 points an item from the first). */
function answersTotalling(
  items: readonly { linkId: string; options?: readonly { score?: number }[] }[],
  total: number,
) {
  let left = total;
  const answers: Record<string, string> = {};
  for (const item of items.filter((i) => i.options?.[0]?.score !== undefined)) {
    const points = Math.max(0, Math.min(3, left));
    answers[item.linkId] = String(points);
    left -= points;
  }
  return answers;
}

async function buildRecord(db: Database) {
  const therapist = await insertPerson(db, "therapist", "Therapist");
  const client = await insertPerson(db, "client", "Client");
  const now = Date.now();
  const sessionRows = Array.from({ length: RECORD.pastSessions + RECORD.upcomingSessions }, (_, i) => {
    const offset = i - RECORD.pastSessions; // days from today: past ones negative
    const start = new Date(now + (offset < 0 ? offset * 3 : offset + 1) * DAY_MS);
    start.setUTCHours(10, 0, 0, 0);
    return {
      clientId: client.userId,
      therapistId: therapist.userId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 60 * 60_000),
      durationMinutes: 60,
      sessionType: "teletherapy",
      status: offset < 0 ? "completed" : "scheduled",
    };
  });
  const sessions = await db.insert(schema.sessions).values(sessionRows).returning({
    id: schema.sessions.id,
    startsAt: schema.sessions.startsAt,
    status: schema.sessions.status,
  });

  await db.transaction(async (tx) => {
    const cipher = clinicalCipher(tx, client.userId);
    const at = (rowId: string, field: string) => ({ table: "questionnaire_responses", rowId, field });
    const responses = [];
    for (let i = 0; i < RECORD.measureResults + 2; i++) {
      const questionnaire = i === 0 ? INTAKE : i === 1 ? CONSENT_TO_TREATMENT : i % 2 === 0 ? PHQ9 : GAD7;
      const id = randomUUID();
      const submittedAt = new Date(now - (RECORD.measureResults + 2 - i) * 7 * DAY_MS);
      const answers =
        questionnaire.kind === "measure"
          ? answersTotalling(questionnaire.items, 20 - Math.floor(i / 4))
          : { agree: true, signature: "Client Bench", reasons: "Sleep and worry" };
      const score = scoreMeasure(questionnaire, answers);
      const signed = questionnaire.kind === "consent";
      responses.push({
        id,
        clientId: client.userId,
        questionnaireId: questionnaire.id,
        version: 1,
        status: "submitted",
        answers: await cipher.seal(at(id, "answers"), JSON.stringify(answers)),
        score: score ? await cipher.seal(at(id, "score"), JSON.stringify(score)) : null,
        submittedAt,
        createdAt: submittedAt,
        signedAt: signed ? submittedAt : null,
        signedIp: signed ? "203.0.113.7" : null,
        signedUserAgent: signed ? "Bench" : null,
        versionHash: signed ? "0".repeat(64) : null,
        signedDocument: signed
          ? await cipher.seal(at(id, "signed_document"), Buffer.from("%PDF-1.7 bench").toString("base64"))
          : null,
      });
    }
    await tx.insert(schema.questionnaireResponses).values(responses);

    const notes = [];
    for (const session of sessions.filter((s) => s.status === "completed").slice(0, RECORD.notes)) {
      const id = randomUUID();
      const body = {
        subjective: "She reports sleeping better this week and fewer worries at work.",
        objective: "Calm, engaged, good eye contact; on time.",
        assessment: "Improving; anxiety lower than at intake.",
        plan: "Continue the worry diary; review sleep routine next session.",
      };
      notes.push({
        id,
        sessionId: session.id,
        clientId: client.userId,
        therapistId: therapist.userId,
        template: "soap",
        body: await cipher.seal({ table: "session_notes", rowId: id, field: "body" }, JSON.stringify(body)),
        status: "signed",
        signedAt: new Date(session.startsAt.getTime() + 2 * 3_600_000),
        signedBy: therapist.userId,
      });
    }
    for (let i = 0; i < notes.length; i += 100) await tx.insert(schema.sessionNotes).values(notes.slice(i, i + 100));
  });
  return { therapist, client };
}

async function runEngine(engine: EngineName, url: string | undefined): Promise<Figures[]> {
  const handle = await openDatabase(url ? { url } : { pgliteDir: "memory://" });
  try {
    await handle.migrate();
    const db = handle.db;
    const built = Date.now();
    const { therapist, client } = await buildRecord(db);
    console.log(`${engine}: record built in ${((Date.now() - built) / 1000).toFixed(1)} s`);
    const measures = await getClientMeasures(db, therapist, client.userId);
    const results = measures.measures.reduce((sum, m) => sum + m.results.length, 0);
    const notes = await listClientNotes(db, therapist, client.userId);
    const opened = notes.notes.filter((note) => note.note?.sections).length;
    console.log(`${engine}: ${results} measure results, ${opened} of ${notes.notes.length} notes opened`);
    const figures = [
      await time("client overview", () => getClientOverview(db, therapist, client.userId)),
      await time("getClientMeasures", () => getClientMeasures(db, therapist, client.userId)),
      await time("listClientResponses", () => listClientResponses(db, therapist, client.userId)),
      await time("getStaffThread", () => getStaffThread(db, therapist, client.userId)),
      await time(`listClientNotes (${opened} opened)`, () => listClientNotes(db, therapist, client.userId)),
      await time("the page (all of them together)", () =>
        Promise.all([
          getClientOverview(db, therapist, client.userId),
          getStaffThread(db, therapist, client.userId),
          getClientMeasures(db, therapist, client.userId),
          listClientResponses(db, therapist, client.userId),
          listClientNotes(db, therapist, client.userId),
        ]),
      ),
    ];
    return figures;
  } finally {
    await handle.close();
  }
}

function table(engine: string, figures: Figures[]) {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  console.log(`\n${engine} (${ITERATIONS} calls each; target p95 <= ${TARGET_P95_MS} ms)`);
  console.log(`${"use case".padEnd(36)}    p50     p95     max`);
  for (const f of figures) {
    const verdict = f.p95 <= TARGET_P95_MS ? "ok" : "OVER";
    console.log(`${f.label.padEnd(36)}${ms(f.p50)} ${ms(f.p95)} ${ms(f.max)}  ${verdict}`);
  }
}

const wanted = (process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? "postgres" : "pglite"))
  .split(",")
  .map((e) => e.trim())
  .filter((e): e is EngineName => e === "pglite" || e === "postgres");
const all: Record<string, Figures[]> = {};
let failed = false;
for (const engine of wanted) {
  if (engine === "pglite") {
    all.pglite = await runEngine("pglite", undefined);
  } else if (process.env.DATABASE_URL) {
    all.postgres = await runEngine("postgres", process.env.DATABASE_URL);
  } else {
    const { startTemporaryPostgres } = await import("./temporary-postgres.mjs");
    const pg = await startTemporaryPostgres({ log: () => {} });
    try {
      console.log(`postgres: ${pg.version} on a throw-away server`);
      all.postgres = await runEngine("postgres", pg.url);
    } finally {
      await pg.stop();
    }
  }
  table(engine, all[engine] ?? []);
}
if (all.postgres?.some((f) => f.p95 > TARGET_P95_MS)) failed = true;
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(all, null, 2));
process.exit(failed ? 1 : 0);

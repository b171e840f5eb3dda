// npm run db:backup and npm run db:restore, end to end and as an operator runs them: a database
// holding the demo practice (clients, their bookings, payments and the ledger's lines) is backed
// up by the real script, restored by the real script into a new database, and the app started on
// the restored one serves the same data: every table holds the same rows, and a demo client
// signs in over HTTP and downloads her own bookings and sessions. On PGlite the backup is also
// taken through a running server's operator channel, and holds none of the server's secrets. The
// figures (size, durations) are printed.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { registerClient } from "@server/modules/accounts";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, type OpenOptions, openDatabase } from "../../server/db/client";
import { controlFileFor } from "../../server/db/pglite-lock";
import * as schema from "../../server/db/schema";
import { seedDemoData } from "../../server/db/seed/index";
import { serverSecrets } from "../../server/lib/secrets";
import { adminQuery } from "../support/admin-query";
import { type AppServer, startAppServer } from "../support/app-server";
import { openTestDatabase, testEngine } from "../support/database";
import { DEMO_LOGINS, fingerprint, send, signInAs } from "../support/http-probe";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");
const MIGRATIONS = readdirSync(path.resolve("server/db/migrations")).filter((f) => f.endsWith(".sql")).length;

interface ScriptRun {
  code: number;
  out: string;
  /** Wall-clock time of the whole command, Node's start included. */
  ms: number;
}

async function script(name: "db-backup" | "db-restore", env: Record<string, string>, ...args: string[]) {
  const clean = { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", LOG_LEVEL: "silent", ...env };
  const started = performance.now();
  const result = await run(tsx, [`scripts/${name}.ts`, ...args], { env: clean }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
  return { ...result, ms: performance.now() - started } satisfies ScriptRun;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;

function report(label: string, file: string, backup: ScriptRun, restore: ScriptRun) {
  const own = (r: ScriptRun) => / in (\d+\.\d s)/.exec(r.out)?.[1] ?? "?";
  console.log(
    `[db:backup/db:restore] ${label}: backup ${megabytes(statSync(file).size)}; ` +
      `backup ${own(backup)} (command ${seconds(backup.ms)}), restore ${own(restore)} (command ${seconds(restore.ms)})`,
  );
}

const KEY_TABLES = {
  users: schema.users,
  bookings: schema.bookings,
  sessions: schema.sessions,
  payment_transactions: schema.paymentTransactions,
  transaction_ledger: schema.transactionLedger,
  messages: schema.messages,
};

/** What a backup must bring back: every table's rows (as digests), and the key tables' counts. */
async function contentOf(db: Database) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(KEY_TABLES)) counts[name] = await db.$count(table);
  return { counts, digests: await fingerprint(db) };
}

/** The demo client's own bookings (with their payments) and sessions, as the database has them. */
async function amasRecords(db: Database) {
  const [ama] = await db.select().from(schema.users).where(eq(schema.users.email, DEMO_LOGINS.clientA.email));
  if (!ama) throw new Error("the demo data has no ama");
  const bookings = await db
    .select({ id: schema.bookings.id, paymentReference: schema.bookings.paymentId })
    .from(schema.bookings)
    .where(eq(schema.bookings.userId, ama.id))
    .orderBy(asc(schema.bookings.createdAt));
  const sessions = await db
    .select({ id: schema.sessions.id })
    .from(schema.sessions)
    .where(eq(schema.sessions.clientId, ama.id))
    .orderBy(asc(schema.sessions.startsAt));
  return { bookings, sessionIds: sessions.map((s) => s.id) };
}

/** What a database holds, opened in this process for the time of reading it. */
async function contentAt(options: OpenOptions) {
  const handle = await openDatabase(options);
  try {
    return await contentOf(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * The app on the restored database serves what the original held. Its key tables are counted as it
 * has them, before any request (signing in writes: a session, the audit log); the full comparison
 * is of the restored database as the restore left it, since a start may do its own upkeep.
 */
async function expectServed(app: AppServer, original: Awaited<ReturnType<typeof contentOf>>, ama: AmasRecords) {
  expect((await contentOf(app.db)).counts).toEqual(original.counts);

  const cookie = await signInAs(app, "clientA");
  const answer = await send(app, { path: "/api/portal/export", cookie });
  expect(answer.status).toBe(200);
  const data = JSON.parse(answer.text) as {
    profile: { email: string };
    bookings: { id: string; paymentReference: string | null }[];
    sessions: { id: string }[];
  };
  expect(data.profile.email).toBe(DEMO_LOGINS.clientA.email);
  expect(data.bookings.map((b) => ({ id: b.id, paymentReference: b.paymentReference }))).toEqual(ama.bookings);
  expect(data.sessions.map((s) => s.id)).toEqual(ama.sessionIds);
}
type AmasRecords = Awaited<ReturnType<typeof amasRecords>>;

function expectDemoPractice(content: Awaited<ReturnType<typeof contentOf>>) {
  for (const table of ["users", "bookings", "payment_transactions", "transaction_ledger"]) {
    expect(content.counts[table], table).toBeGreaterThan(0);
  }
}

const scratch = () => mkdtempSync(path.join(tmpdir(), "db-backup-"));
const noStackTrace = (out: string) => expect(out).not.toMatch(/\n\s+at /);

describe("npm run db:backup and npm run db:restore", () => {
  if (testEngine() === "postgres") {
    it("backs up with pg_dump, restores into a new database, and the app serves the same data from it", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const dir = scratch();
      const original = await openTestDatabase();
      const restoredName = `test_restored_${randomUUID().replaceAll("-", "")}`;
      let app: AppServer | undefined;
      try {
        await seedDemoData(original.db);
        const before = await contentOf(original.db);
        expectDemoPractice(before);
        const ama = await amasRecords(original.db);

        const file = path.join(dir, "practice.dump");
        const backup = await script("db-backup", { DATABASE_URL: original.url! }, "--out", file);
        expect(backup.out).toContain("Backed up the PostgreSQL database");
        expect(backup.code).toBe(0);

        await adminQuery(serverUrl, `create database ${restoredName}`);
        const url = new URL(serverUrl);
        url.pathname = `/${restoredName}`;
        const restoredUrl = url.toString();
        const restore = await script("db-restore", { DATABASE_URL: restoredUrl }, file);
        expect(restore.out).toContain(`its migrations table lists ${MIGRATIONS} of this version's ${MIGRATIONS}`);
        expect(restore.code).toBe(0);
        report("PostgreSQL", file, backup, restore);

        // Now that it has tables, a restore over it needs --yes.
        const refused = await script("db-restore", { DATABASE_URL: restoredUrl }, file);
        expect(refused.code).toBe(1);
        expect(refused.out).toMatch(/already has \d+ tables.*run again with --yes/s);
        noStackTrace(refused.out);
        const again = await script("db-restore", { DATABASE_URL: restoredUrl }, file, "--yes");
        expect(again.code, again.out).toBe(0);

        const restored = await contentAt({ url: restoredUrl, poolSize: 1 });
        expect(restored.counts).toEqual(before.counts);
        expect(restored.digests).toEqual(before.digests);

        app = await startAppServer({ env: { DATABASE_URL: restoredUrl } });
        await expectServed(app, before, ama);
      } finally {
        await app?.close();
        await adminQuery(serverUrl, `drop database if exists ${restoredName} with (force)`);
        await original.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 240_000);
  } else {
    it("backs up a PGlite folder, restores it into a new folder, and the app serves the same data from it", async () => {
      const dir = scratch();
      let app: AppServer | undefined;
      try {
        const originalDir = path.join(dir, "original");
        const original = await openDatabase({ pgliteDir: originalDir });
        await original.migrate();
        await seedDemoData(original.db);
        const before = await contentOf(original.db);
        expectDemoPractice(before);
        const ama = await amasRecords(original.db);
        // While another process (this one) has the folder open, the backup is refused.
        const file = path.join(dir, "practice.tar.gz");
        const busy = await script("db-backup", { PGLITE_DIR: originalDir }, "--out", file);
        expect(busy.code).toBe(1);
        expect(busy.out).toContain("is open in another process");
        await original.close();

        const backup = await script("db-backup", { PGLITE_DIR: originalDir }, "--out", file);
        expect(backup.out).toContain("directly (no server had it open)");
        expect(backup.code).toBe(0);

        const restoredDir = path.join(dir, "restored");
        const restore = await script("db-restore", { PGLITE_DIR: restoredDir }, file);
        expect(restore.out).toContain(`its migrations table lists ${MIGRATIONS} of this version's ${MIGRATIONS}`);
        expect(restore.out).not.toContain("before-restore"); // There was no folder to keep.
        expect(restore.code).toBe(0);
        report("PGlite, no server running", file, backup, restore);

        const restored = await contentAt({ pgliteDir: restoredDir });
        expect(restored.counts).toEqual(before.counts);
        expect(restored.digests).toEqual(before.digests);

        app = await startAppServer({ env: { PGLITE_DIR: restoredDir } });
        await expectServed(app, before, ama);
      } finally {
        await app?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 240_000);

    it("takes the backup through the running server, and restores only once that server has stopped", async () => {
      const dir = scratch();
      const liveDir = path.join(dir, "live");
      // An empty folder: the server creates the database and the demo practice in it.
      let app: AppServer | undefined = await startAppServer({ env: { PGLITE_DIR: liveDir } });
      try {
        const cookie = await signInAs(app, "clientA");
        const atBackup = await contentOf(app.db);
        expectDemoPractice(atBackup);

        const file = path.join(dir, "live.tar.gz");
        const backup = await script("db-backup", { PGLITE_DIR: liveDir }, "--out", file);
        expect(backup.out).toContain(`through the running server (pid ${process.pid})`);
        expect(backup.code).toBe(0);
        // The keys that sign its session cookies and seal its Google tokens are not in it.
        const archive = gunzipSync(readFileSync(file));
        const { authSecret, calendarTokenKey } = serverSecrets();
        for (const secret of [authSecret, calendarTokenKey]) expect(archive.includes(secret as string)).toBe(false);
        // The server still serves.
        expect((await send(app, { path: "/api/portal/export", cookie })).status).toBe(200);

        const refused = await script("db-restore", { PGLITE_DIR: liveDir }, file);
        expect(refused.code).toBe(1);
        expect(refused.out).toContain("Stop the server first");
        noStackTrace(refused.out);

        // Written after the backup: the restore takes the database back to before it.
        await registerClient(app.db, {
          firstName: "Esi",
          lastName: "Mensah",
          email: "esi@example.com",
          password: "s3cret!-2026",
        });
        await app.close();
        app = undefined;
        // A server removes its control file when it stops; this one shared the test's process, which goes on.
        rmSync(controlFileFor(liveDir), { force: true });

        const restore = await script("db-restore", { PGLITE_DIR: liveDir }, file);
        expect(restore.code, restore.out).toBe(0);
        const aside = /kept as (\S+)/.exec(restore.out)?.[1];
        expect(aside).toMatch(/live\.before-restore-\d{8}T\d{6}Z$/);
        expect(existsSync(aside!)).toBe(true);
        report("PGlite, through the running server", file, backup, restore);

        const restored = await openDatabase({ pgliteDir: liveDir });
        try {
          const content = await contentOf(restored.db);
          expect(content.counts).toEqual(atBackup.counts);
          expect(content.digests).toEqual(atBackup.digests);
          expect(await restored.db.$count(schema.users, eq(schema.users.email, "esi@example.com"))).toBe(0);
        } finally {
          await restored.close();
        }
        const previous = await openDatabase({ pgliteDir: aside! });
        try {
          expect(await previous.db.$count(schema.users, eq(schema.users.email, "esi@example.com"))).toBe(1);
        } finally {
          await previous.close();
        }
      } finally {
        await app?.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }, 240_000);
  }

  it("explains bad input with exit code 1 and no stack trace", async () => {
    const dir = scratch();
    try {
      const target: Record<string, string> =
        testEngine() === "postgres"
          ? { DATABASE_URL: process.env.TEST_DATABASE_URL! }
          : { PGLITE_DIR: path.join(dir, "db") };
      const text = path.join(dir, "notes.txt");
      writeFileSync(text, "not a backup\n");
      // The other engine's backup: a PGlite dump for PostgreSQL, a pg_dump archive's start for PGlite.
      const other = path.join(dir, testEngine() === "postgres" ? "other.tar.gz" : "other.dump");
      if (testEngine() === "postgres") {
        const memory = await openDatabase({ pgliteDir: "memory://" });
        const dump = await (memory.db as unknown as { $client: PGlite }).$client.dumpDataDir("gzip");
        writeFileSync(other, Buffer.from(await dump.arrayBuffer()));
        await memory.close();
      } else {
        writeFileSync(other, Buffer.concat([Buffer.from("PGDMP"), Buffer.alloc(64)]));
      }
      // Each is refused before anything is written, so they run side by side.
      const [usage, missing, notDump, wrongEngine, unknownFlag] = await Promise.all([
        script("db-restore", target),
        script("db-restore", target, path.join(dir, "nothing.dump")),
        script("db-restore", target, text),
        script("db-restore", target, other, "--yes"),
        script("db-backup", target, "--to", "x"),
      ]);
      expect(usage.code).toBe(2);
      expect(usage.out).toContain("Usage: npm run db:restore -- <file> [--yes]");
      expect(missing.code).toBe(1);
      expect(missing.out).toContain("does not exist");
      expect(notDump.code).toBe(1);
      expect(notDump.out).toContain("is not a backup");
      expect(wrongEngine.code).toBe(1);
      expect(wrongEngine.out).toMatch(
        testEngine() === "postgres"
          ? /PGlite data folder.*DATABASE_URL is set/
          : /pg_dump custom format.*DATABASE_URL is not set/,
      );
      expect(unknownFlag.code).toBe(2);
      for (const answer of [missing, notDump, wrongEngine, unknownFlag]) noStackTrace(answer.out);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

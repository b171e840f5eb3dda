import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../../server/db/client";
import { startJobEngine } from "../../server/jobs/engine";
import { adminQuery } from "./admin-query";

type TestDatabaseOptions = { poolSize?: number };
/** What openTestDatabase returns: on PostgreSQL, `url` names the test's own database. */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close). Its job
 * engine is started to enqueue, not to work: a test runs the jobs it wants to see run.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabaseHandle> {
  const handle = await openUnqueuedDatabase(options);
  const jobs = await startJobEngine(handle);
  return {
    ...handle,
    async close() {
      await jobs.stop();
      await handle.close();
    },
  };
}

async function openUnqueuedDatabase(options: TestDatabaseOptions): Promise<TestDatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteForFile();
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await createFromTemplate(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 10 });
  // Nothing to apply: the template is migrated. Called all the same, as every server does at start.
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * What makes a migrated database: the migrations, and the versions of PGlite and pg-boss (whose
 * schema and queues are made by the job engine's first start).
 */
let migrationsHashOnce: string | undefined;

function migrationsHash(): string {
  migrationsHashOnce ??= hashOfMigrations();
  return migrationsHashOnce;
}

function hashOfMigrations(): string {
  const migrations = path.resolve("server/db/migrations");
  const hash = createHash("sha256");
  for (const file of readdirSync(migrations, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const full = path.join(file.parentPath, file.name);
    hash.update(path.relative(migrations, full)).update(readFileSync(full));
  }
  for (const file of ["node_modules/@electric-sql/pglite/package.json", "node_modules/pg-boss/package.json"]) {
    hash.update(readFileSync(path.resolve(file)));
  }
  hash.update(readFileSync(path.resolve("server/jobs/queues.ts")));
  return hash.digest("hex").slice(0, 16);
}

/** Migrates a fresh database and lets the job engine make its schema and queues once. */
async function migrateWithQueues(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await (await startJobEngine(handle)).stop();
}

// ---- PostgreSQL: a copy of a migrated template --------------------------------------------

/** Arbitrary constant: the advisory lock under which one process makes the template. */
const TEMPLATE_LOCK = 7_203_115;

/**
 * Creates `name` as a copy of the migrated template (made first, once per version of the
 * migrations, by whichever process gets there first): about half a second, where migrating a new
 * database takes one or two.
 */
async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  const template = `test_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
      if (found.rowCount === 0) await makeTemplate(admin, serverUrl, template);
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    }
    // Two copies of one template at the same instant can be refused (the template is "being
    // accessed by other users"): the later one tries again.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== "55006" || attempt >= 50) throw err;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
}

async function makeTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await migrateWithQueues(handle);
  } finally {
    await handle.close();
  }
  // Renamed once complete: a template that exists is whole.
  await admin.query(`alter database ${building} rename to ${template}`);
  await admin.query(`alter database ${template} is_template true`);
}

// ---- PGlite: one migrated instance per worker, reset for each file -------------------------

/**
 * The worker's idle PGlite, left by the file before. A new PGlite costs a second or more (its
 * WebAssembly, then the 40 MB data folder); emptying one costs about 0.1 s.
 */
let idle: { handle: DatabaseHandle; pristine: PristineState } | undefined;

/** What a migrated database holds: the tables with rows (migrations, queues) and their digest. */
interface PristineState {
  kept: string[];
  emptied: string[];
  digest: string;
}

/**
 * A migrated PGlite as it was after its migrations: the worker's idle one emptied (every table
 * that was empty then, truncated, and the others checked to be as they were), else a new one.
 */
async function openPgliteForFile(): Promise<TestDatabaseHandle> {
  let taken = idle;
  idle = undefined;
  if (taken && !(await resetToPristine(taken.handle, taken.pristine))) {
    await taken.handle.close();
    taken = undefined;
  }
  if (!taken) {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteCopy: await migratedPglite() });
    taken = { handle, pristine: await pristineState(handle) };
  }
  const own = taken;
  await own.handle.migrate();
  let closed = false;
  return {
    ...own.handle,
    async close() {
      if (closed) return;
      closed = true;
      // Kept for the next file of this worker unless one is kept already (a file with two open).
      if (idle) await own.handle.close();
      else idle = own;
    },
  };
}

const rowsOf = async <T>(handle: DatabaseHandle, text: string) => (await pgliteOf(handle).query<T>(text)).rows;
const pgliteOf = (handle: DatabaseHandle) => (handle.connection as { pglite: PGlite }).pglite;
const quoted = (table: { schemaname: string; tablename: string }) => `"${table.schemaname}"."${table.tablename}"`;

/** pg-boss's record of its running instances and maintenance times: changed by every start, never by a test. */
const JOB_ENGINE_BOOKKEEPING = ['"pgboss"."instance"', '"pgboss"."version"'];

async function pristineState(handle: DatabaseHandle): Promise<PristineState> {
  const tables = (
    await rowsOf<{ schemaname: string; tablename: string }>(
      handle,
      "select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    )
  ).map(quoted);
  const filled = await rowsOf<{ t: string; n: boolean }>(
    handle,
    tables.map((t) => `select '${t}' as t, exists (select from ${t}) as n`).join(" union all "),
  );
  const kept = filled.filter((r) => r.n && !JOB_ENGINE_BOOKKEEPING.includes(r.t)).map((r) => r.t);
  const emptied = filled.filter((r) => !r.n && !JOB_ENGINE_BOOKKEEPING.includes(r.t)).map((r) => r.t);
  return { kept, emptied, digest: await digestOf(handle, kept) };
}

/** One digest of every row of the given tables. */
async function digestOf(handle: DatabaseHandle, tables: string[]): Promise<string> {
  if (tables.length === 0) return "";
  const parts = tables.map(
    (t) => `select '${t}' as t, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d from ${t} r`,
  );
  const rows = await rowsOf<{ t: string; d: string }>(handle, `${parts.join(" union all ")} order by 1`);
  return rows.map((r) => `${r.t}:${r.d}`).join(",");
}

/** True when the database is as after its migrations again; false when it cannot be (then a new one is made). */
async function resetToPristine(handle: DatabaseHandle, pristine: PristineState): Promise<boolean> {
  const client = pgliteOf(handle);
  try {
    await client.exec(`truncate ${pristine.emptied.join(", ")} restart identity cascade;
      select pg_advisory_unlock_all();`);
    return (await digestOf(handle, pristine.kept)) === pristine.digest;
  } catch {
    return false;
  }
}

/**
 * A freshly migrated PGlite data folder, as PGlite dumps it, made once per version of the
 * migrations and kept in the system's temporary folder: a new PGlite starts from it in about a
 * second, where creating one from nothing (its initdb) takes three or four.
 */
async function migratedPglite(): Promise<Blob> {
  const file = path.join(tmpdir(), `practice-test-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ pgliteDir: "memory://" });
    await migrateWithQueues(fresh);
    const dump = await pgliteOf(fresh).dumpDataDir("none");
    await fresh.close();
    // Written aside, then renamed: a test file starting at the same moment never reads half of it.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** The database of a test file (or of a describe block), read by its tests and hooks. */
export interface TestDatabase {
  readonly handle: TestDatabaseHandle;
  readonly db: Database;
}

/**
 * Opens a test database before the tests of the file (or of the describe block it is called in)
 * and closes it after them. Call it before any beforeAll that uses it: hooks run in the order they
 * are registered, and the closing afterAll runs last.
 */
export function withTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  let opened: TestDatabaseHandle | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(options);
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  const current = () => {
    if (!opened) throw new Error("withTestDatabase: the database is open only in tests and hooks, after its beforeAll");
    return opened;
  };
  return {
    get handle() {
      return current();
    },
    get db() {
      return current().db;
    },
  };
}

export const testEngine = (): "pglite" | "postgres" => (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");

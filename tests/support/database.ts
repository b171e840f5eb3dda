import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
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
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteCopy: await migratedPglite() });
    await handle.migrate();
    return handle;
  }
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 10 });
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
 * A freshly migrated PGlite data folder, as PGlite dumps it, made once per version of the
 * migrations and kept in the system's temporary folder: a new PGlite starts from it in about a
 * second, where creating one from nothing (its initdb) takes three or four.
 */
async function migratedPglite(): Promise<Blob> {
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
  const file = path.join(tmpdir(), `practice-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ pgliteDir: "memory://" });
    await fresh.migrate();
    // pg-boss's schema and the queues too: a test's engine then starts in milliseconds.
    await (await startJobEngine(fresh)).stop();
    const dump = await (fresh.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
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

import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "../../server/db/client";

type TestDatabaseOptions = { poolSize?: number };
/** What openTestDatabase returns: on PostgreSQL, `url` names the test's own database. */
export type TestDatabaseHandle = DatabaseHandle & { url?: string };

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: "memory://" });
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

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const testEngine = (): "pglite" | "postgres" => (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");

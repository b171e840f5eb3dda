import { randomUUID } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle & { url?: string }> {
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

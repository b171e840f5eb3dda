// Test support for migration tests (not a test itself): an empty database of the engine the tests
// run on, migrated up to just before a given migration, so rows can be written as they were then
// and the migration's backfill checked once the rest runs (`handle.migrate()`).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@server/db/client";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { adminQuery } from "./admin-query";

const folder = path.resolve(process.cwd(), "server/db/migrations");

interface Journal {
  entries: { idx: number; tag: string }[];
}

const readJournal = (): Journal => JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as Journal;

/** The migration whose tag ends with `suffix` ("_sessions_starts_at"), or undefined. */
export function migrationTagged(suffix: string): { idx: number; tag: string } | undefined {
  return readJournal().entries.find((entry) => entry.tag.endsWith(suffix));
}

/** A copy of the migrations folder whose journal ends just before migration `idx`. */
function migrationsBefore(idx: number): string {
  const journal = readJournal();
  const dir = mkdtempSync(path.join(tmpdir(), "practice-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const entries = journal.entries.filter((entry) => entry.idx < idx);
  for (const entry of entries) copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

export interface MigratedBefore {
  handle: DatabaseHandle;
  /** Closes the database and removes what was made for it. */
  close(): Promise<void>;
}

/**
 * An empty database (PGlite in memory, or a new database on TEST_DATABASE_URL) migrated up to
 * just before migration `idx`.
 */
export async function openDatabaseBefore(idx: number): Promise<MigratedBefore> {
  const dir = migrationsBefore(idx);
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let handle: DatabaseHandle;
  if (!serverUrl) {
    handle = await openDatabase({ pgliteDir: "memory://" });
  } else {
    const name = `test_migrate_${Date.now()}_${process.pid}`;
    await adminQuery(serverUrl, `create database ${name}`);
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  }
  if (handle.engine === "pglite")
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: dir });
  else await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: dir });
  return {
    handle,
    async close() {
      await handle.close();
      await dropDatabase();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

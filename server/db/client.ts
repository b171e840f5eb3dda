import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { errorFields, logger } from "../lib/logger";
import { acquirePgliteLock } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database as every use case sees it, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: use cases accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Apply every pending migration (serialised across servers on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  pgliteDir?: string;
  poolSize?: number;
}

const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");
/** Arbitrary constant: the advisory lock that serialises migrations between servers. */
const MIGRATION_LOCK = 7_203_114;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? "./data/pglite");
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    release = acquirePgliteLock(dir);
  }
  const client = await PGlite.create({ dataDir: inMemory ? undefined : dir, extensions: { btree_gist } }).catch(
    (err) => {
      release();
      throw err;
    },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    async close() {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can be cut (database restart, failover, admin command). Without a
  // listener the pool's 'error' event would crash the process; the pool replaces the connection.
  pool.on("error", (err) => logger.warn("database connection lost", errorFields(err)));
  const drizzled = drizzleNodePg(pool, { schema });
  return {
    db: drizzled as unknown as Database,
    engine: "postgres",
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw `db.execute(sql...)` result; both drivers return them under `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

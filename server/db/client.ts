import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { errorFields, logger } from "@server/lib/logger";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquirePgliteLock } from "./pglite-lock";
import * as schema from "./schema";
import { ensureShippedQuestionnaires } from "./shipped-questionnaires";

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
  /**
   * Calls `onPayload` for each NOTIFY on `channel` (from this process or, on PostgreSQL, any
   * server sharing the database); resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** What the job engine connects through: the embedded database itself, or the server's address. */
  connection: { pglite: PGlite } | { url: string };
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` for a throw-away database. */
  pgliteDir?: string;
  /** PGlite only: start from this copy of a data folder (PGlite's dumpDataDir), not an empty one. */
  pgliteCopy?: Blob;
  poolSize?: number;
}

/** The longest a query waits for a connection, new or from the pool, before it fails. */
const CONNECT_TIMEOUT_MS = 10_000;

const migrationsFolder = path.resolve(process.cwd(), "server/db/migrations");
/** Arbitrary constant: the advisory lock that serialises migrations between servers. */
const MIGRATION_LOCK = 7_203_114;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.pgliteDir ?? "./data/pglite", options.pgliteCopy);
}

async function openPglite(dir: string, copy: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dir, { recursive: true });
    release = acquirePgliteLock(dir);
  }
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : dir,
    loadDataDir: copy,
    extensions: { btree_gist },
  }).catch((err) => {
    release();
    throw err;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await ensureShippedQuestionnaires(db);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    connection: { pglite: client },
    async close() {
      // Closing twice (a server stopping after its database failed) is no error.
      if (!client.closed) await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  // A database that does not answer fails a request within CONNECT_TIMEOUT_MS (an outage answer,
  // server/http/outage.ts) instead of leaving it waiting on the operating system's timeout.
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection can be cut (database restart, failover, admin command). Without a
  // listener the pool's 'error' event would crash the process; the pool replaces the connection.
  pool.on("error", (err) => logger.warn("database connection lost", errorFields(err)));
  const drizzled = drizzleNodePg(pool, { schema });
  let closing: Promise<void> | undefined;
  return {
    db: drizzled as unknown as Database,
    engine: "postgres",
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        const locked = drizzleNodePg(conn, { schema });
        await migrateNodePg(locked, { migrationsFolder });
        await ensureShippedQuestionnaires(locked);
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    listen: (channel, onPayload) => listenOnPostgres(url, channel, onPayload),
    connection: { url },
    // Closing twice is no error, on either engine.
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

const RELISTEN_DELAY_MS = 2_000;

/**
 * LISTEN holds a connection for good, so it gets its own client outside the pool. When that
 * connection drops it is opened again; notifications sent in between are lost, which the
 * subscribers tolerate (they only use them as a cue to reload).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (err) => {
      logger.warn("database listener lost", errorFields(err));
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
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

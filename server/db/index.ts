import { env } from "@server/lib/env";
import { logger } from "@server/lib/logger";
import { type Database, type DatabaseHandle, openDatabase } from "./client";

/**
 * The process's one database. PGlite allows a single process per data folder, so the
 * server opens it once here and everything in the process shares it.
 */
let opening: Promise<DatabaseHandle> | undefined;

export function appDatabase(): Promise<DatabaseHandle> {
  opening ??= (async () => {
    const e = env();
    const handle = await openDatabase({ url: e.DATABASE_URL, pgliteDir: e.PGLITE_DIR });
    await handle.migrate();
    logger.info("database ready", { engine: handle.engine });
    return handle;
  })();
  return opening;
}

export async function getDb(): Promise<Database> {
  return (await appDatabase()).db;
}

export type { Database, Executor } from "./client";

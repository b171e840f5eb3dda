// Restores a backup made by npm run db:backup into the configured database:
//
//   npm run db:restore -- <file> [--yes]
//
// PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists --no-owner, in one transaction (a
// failure leaves the database as it was, but for the partitioned tables dropped just before). A
// database that already has tables is replaced only with --yes. Stop the app servers first.
// PGlite: refused while a server has the folder (PGLITE_DIR) open. The dump is unpacked beside
// the folder, the current folder is kept as <folder>.before-restore-<UTC time>, and the unpacked
// one takes its place. Either way the restored database is opened and its migrations counted.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { acquirePgliteLock } from "../server/db/pglite-lock";
import { env } from "../server/lib/env";
import {
  assertFolderPath,
  type BackupKind,
  backupKind,
  connectionOf,
  describeMigrations,
  findPgTool,
  isMissingTable,
  KIND_NAMES,
  MIGRATIONS_COUNT_SQL,
  OperatorError,
  runningServer,
  runPgTool,
  seconds,
  tarEntries,
  userTableCount,
  utcStamp,
  withPgClient,
} from "./db-backup-shared";

const USAGE = "Usage: npm run db:restore -- <file> [--yes]";

let file: string;
let yes: boolean;
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { yes: { type: "boolean", short: "y" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new Error(positionals.length ? "Only one file can be restored." : "Which file?");
  file = path.resolve(positionals[0]!);
  yes = values.yes ?? false;
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

async function checkedKind(): Promise<BackupKind> {
  if (!existsSync(file)) throw new OperatorError(`${file} does not exist.`);
  if (!statSync(file).isFile()) throw new OperatorError(`${file} is not a file.`);
  const kind = await backupKind(file);
  if (!kind) {
    throw new OperatorError(
      `${file} is not a backup: expected ${KIND_NAMES.pg_dump} or ${KIND_NAMES.pglite}, as npm run db:backup makes them.`,
    );
  }
  return kind;
}

// --- PostgreSQL ---------------------------------------------------------------------------------

/** "schema.table" of each table in a pg_restore --list (lines "id; oid oid TABLE schema name owner"). */
function archivedTables(contents: string): Set<string> {
  const tables = new Set<string>();
  for (const line of contents.split("\n")) {
    const match = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(line);
    if (match) tables.add(`${match[1]}.${match[2]}`);
  }
  return tables;
}

/**
 * pg_restore --clean drops a partition's primary key before the table, which PostgreSQL refuses
 * (the key belongs to the partitioned table's), and the whole restore fails. So the partitioned
 * tables the backup replaces (pg-boss keeps some) are dropped first, partitions and all. That is
 * the one step outside the restore's transaction: if the restore then fails, run it again.
 */
async function dropPartitionedTables(databaseUrl: string, archived: Set<string>) {
  await withPgClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select s.nspname as schema, c.relname as name from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where c.relkind = 'p' and not c.relispartition`,
    );
    const replaced = rows.filter((row) => archived.has(`${row.schema}.${row.name}`));
    if (replaced.length === 0) return;
    const names = replaced.map((row) => `${pg.escapeIdentifier(row.schema)}.${pg.escapeIdentifier(row.name)}`);
    await client.query(`drop table if exists ${names.join(", ")} cascade`);
  });
}

async function restorePostgres(databaseUrl: string) {
  const connection = connectionOf(databaseUrl);
  const tables = await withPgClient(databaseUrl, userTableCount);
  if (tables > 0 && !yes) {
    throw new OperatorError(
      `The database ${connection.database} already has ${tables} tables. Restoring replaces what the backup ` +
        "holds, and whatever was written since the backup is lost. Stop the app servers, then run again with --yes.",
    );
  }
  const pgRestore = await findPgTool("pg_restore");
  const started = performance.now();
  // Reading the archive's contents refuses a damaged (or too new) file before anything changes.
  const contents = await runPgTool(pgRestore, ["--list", file], {});
  if (tables > 0) await dropPartitionedTables(databaseUrl, archivedTables(contents));
  await runPgTool(
    pgRestore,
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${connection.dbnameArg}`, file],
    connection.env,
  );
  const ms = performance.now() - started;
  const applied = await withPgClient(databaseUrl, (client) =>
    client.query<{ n: number }>(MIGRATIONS_COUNT_SQL).then(
      (r) => r.rows[0]?.n ?? 0,
      (err) => {
        if (isMissingTable(err)) return null;
        throw err;
      },
    ),
  );
  console.log(`Restored ${file}`);
  console.log(`  into the PostgreSQL database ${connection.database} with ${pgRestore.version}, in ${seconds(ms)}`);
  console.log(`  The database opens: ${describeMigrations(applied)}.`);
}

// --- PGlite -------------------------------------------------------------------------------------

/** The dump as a tar, checked to be a data folder before anything on disk changes. */
function dataFolderTar(): Blob {
  let bytes: Uint8Array = readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes);
    } catch (err) {
      throw new OperatorError(`${file} is damaged (it does not decompress: ${(err as Error).message}).`);
    }
  }
  const names = new Set(tarEntries(bytes).map((name) => name.replace(/^\.?\//, "")));
  if (!names.has("PG_VERSION") || !names.has("global/pg_control")) {
    throw new OperatorError(
      `${file} is an archive, but not of a database folder (it has no PG_VERSION or pg_control).`,
    );
  }
  return new Blob([bytes as Uint8Array<ArrayBuffer>]);
}

async function countMigrations(client: PGlite): Promise<number | null> {
  try {
    const result = await client.query<{ n: number }>(MIGRATIONS_COUNT_SQL);
    return result.rows[0]?.n ?? 0;
  } catch (err) {
    if (isMissingTable(err)) return null;
    throw err;
  }
}

async function restorePglite(pgliteDir: string) {
  assertFolderPath(pgliteDir);
  const dir = path.resolve(pgliteDir);
  const server = runningServer(dir);
  if (server) {
    throw new OperatorError(
      `A server (pid ${server.pid}, port ${server.port}) has the embedded database in ${dir} open. ` +
        "Stop the server first, then run the restore again.",
    );
  }
  const tar = dataFolderTar();
  // Nobody else may open the folder until it is swapped (refused with a clear message if someone has).
  const release = acquirePgliteLock(dir);
  const stamp = utcStamp();
  const staging = `${dir}.restoring-${stamp}`;
  const aside = `${dir}.before-restore-${stamp}`;
  const started = performance.now();
  let applied: number | null;
  try {
    mkdirSync(path.dirname(dir), { recursive: true });
    try {
      const unpacked = await openDatabase({ pgliteDir: staging, pgliteCopy: tar });
      await unpacked.close();
    } catch (err) {
      rmSync(staging, { recursive: true, force: true });
      throw new OperatorError(`${file} could not be opened as a database: ${(err as Error).message}`);
    } finally {
      rmSync(`${staging}.lock`, { force: true });
    }
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
    if (existsSync(dir)) renameSync(dir, aside);
    renameSync(staging, dir);
    // Opened where it now lives, before anyone else can (this process holds the lock).
    const handle = await openDatabase({ pgliteDir: dir });
    try {
      applied = await countMigrations((handle.db as unknown as { $client: PGlite }).$client);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
  const ms = performance.now() - started;
  console.log(`Restored ${file}`);
  console.log(`  into the embedded database in ${dir}, in ${seconds(ms)}`);
  if (existsSync(aside)) {
    console.log(`  The folder it replaced is kept as ${aside}`);
    console.log("  (delete it once the restored database is checked).");
  }
  console.log(`  The database opens: ${describeMigrations(applied)}.`);
}

try {
  const kind = await checkedKind();
  const { DATABASE_URL, PGLITE_DIR } = env();
  const engine: BackupKind = DATABASE_URL ? "pg_dump" : "pglite";
  if (kind !== engine) {
    throw new OperatorError(
      `${file} is ${KIND_NAMES[kind]}, but ` +
        (DATABASE_URL
          ? "DATABASE_URL is set, so the target is a PostgreSQL database. Unset DATABASE_URL to restore it into PGLITE_DIR."
          : "DATABASE_URL is not set, so the target is the embedded database. Set DATABASE_URL to restore it into PostgreSQL."),
    );
  }
  if (DATABASE_URL) await restorePostgres(DATABASE_URL);
  else await restorePglite(PGLITE_DIR);
} catch (err) {
  const known = err instanceof OperatorError || (err as Error).name === "DatabaseInUseError";
  console.error(known ? (err as Error).message : `The restore failed: ${(err as Error).message ?? err}`);
  process.exit(1);
}

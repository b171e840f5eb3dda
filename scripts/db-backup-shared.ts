// What npm run db:backup and npm run db:restore share: the PostgreSQL client tools and how to
// find them, the connection settings handed to them, the running server on an embedded data
// folder, what kind of backup a file is, and the figures they print.
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { constants, gunzipSync } from "node:zlib";
import pg from "pg";
import { controlFileFor, isProcessAlive } from "../server/db/pglite-lock";

const run = promisify(execFile);

/** A refusal or failure explained to the operator: printed as it is, exit code 1. */
export class OperatorError extends Error {
  override name = "OperatorError";
}

/** 20260314T101502Z: sorts by time, and safe in a file name on every system. */
export const utcStamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

export const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// --- PostgreSQL ---------------------------------------------------------------------------------

export interface PgTool {
  file: string;
  major: number;
  version: string;
}

/**
 * pg_dump or pg_restore: from PG_BIN_DIR when set, else the first on the PATH, else the newest
 * of Debian's /usr/lib/postgresql/<major>/bin; the first whose major version is at least
 * `minMajor` (pg_dump refuses a server newer than itself).
 */
export async function findPgTool(name: "pg_dump" | "pg_restore", minMajor = 0): Promise<PgTool> {
  const pinned = process.env.PG_BIN_DIR;
  const dirs: string[] = [];
  if (pinned) {
    if (!existsSync(path.join(pinned, name))) throw new OperatorError(`PG_BIN_DIR is ${pinned}, which has no ${name}.`);
    dirs.push(pinned);
  } else {
    dirs.push(...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean));
    const debian = "/usr/lib/postgresql";
    if (existsSync(debian)) {
      const majors = readdirSync(debian).filter((entry) => /^\d+$/.test(entry));
      majors.sort((a, b) => Number(b) - Number(a));
      dirs.push(...majors.map((major) => path.join(debian, major, "bin")));
    }
  }
  const seen: string[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const version = await run(file, ["--version"]).then(
      (r) => r.stdout.trim(),
      () => "",
    );
    const major = Number(/(\d+)(\.\d+)?/.exec(version)?.[1] ?? 0);
    if (major >= minMajor) return { file, major, version };
    seen.push(`${file} (${version || "unknown version"})`);
  }
  if (seen.length > 0) {
    throw new OperatorError(
      `The server runs PostgreSQL ${minMajor}, newer than every ${name} found: ${seen.join(", ")}. ` +
        `Install the client tools of version ${minMajor} or later, or set PG_BIN_DIR to their folder.`,
    );
  }
  throw new OperatorError(
    `${name} was not found on the PATH or in /usr/lib/postgresql/<version>/bin. Install the PostgreSQL ` +
      "client tools (for example apt-get install postgresql-client), or set PG_BIN_DIR to their folder.",
  );
}

/** Runs a client tool; its error output becomes the message when it fails. */
export async function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const result = await run(tool.file, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1_048_576 });
    return result.stdout;
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? "").trim();
    const lines = stderr.split("\n").slice(-15).join("\n");
    throw new OperatorError(`${path.basename(tool.file)} failed:\n${lines || (err as Error).message}`);
  }
}

export interface Connection {
  /** The database's name, for messages and file names. */
  database: string;
  /** The connection string without its password (the tools' command lines are visible to every user). */
  dbnameArg: string;
  /** The password, handed to the tools through their environment. */
  env: NodeJS.ProcessEnv;
}

export function connectionOf(databaseUrl: string): Connection {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // A key=value connection string: handed over as it is.
    const database = /(?:^|\s)dbname=(\S+)/.exec(databaseUrl)?.[1] ?? "database";
    return { database, dbnameArg: databaseUrl, env: {} };
  }
  const password = decodeURIComponent(url.password);
  url.password = "";
  const database =
    decodeURIComponent(url.pathname.replace(/^\//, "")) || decodeURIComponent(url.username) || "postgres";
  return { database, dbnameArg: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs `fn` on a single connection to the database; a connection failure is explained. */
export async function withPgClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new OperatorError(`Could not connect to the database of DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
  return Math.floor(Number(rows[0]?.v ?? 0) / 10_000);
}

/** Tables and partitioned tables outside PostgreSQL's own schemas. */
export async function userTableCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
     where c.relkind in ('r', 'p') and s.nspname not in ('pg_catalog', 'information_schema')
       and s.nspname not like 'pg_toast%' and s.nspname not like 'pg_temp%'`,
  );
  return rows[0]?.n ?? 0;
}

// --- The app's migrations --------------------------------------------------------------------------

/** The rows of Drizzle's migrations table (where `describeMigrations` reads them). */
export const MIGRATIONS_COUNT_SQL = "select count(*)::int as n from drizzle.__drizzle_migrations";
/** PostgreSQL's answer when that table (or its schema) does not exist. */
export function isMissingTable(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | undefined)?.code ?? "";
  return [code(err), code((err as { cause?: unknown }).cause)].some((c) => c === "42P01" || c === "3F000");
}

/** How many migrations this checkout has (its journal), to compare with a restored database's. */
export function migrationsInCheckout(): number | undefined {
  try {
    const journal = JSON.parse(readFileSync(path.resolve("server/db/migrations/meta/_journal.json"), "utf8"));
    return Array.isArray(journal.entries) ? journal.entries.length : undefined;
  } catch {
    return undefined;
  }
}

export function describeMigrations(applied: number | null): string {
  if (applied === null) return "it has no migrations table (was it this app's database?)";
  const known = migrationsInCheckout();
  if (known === undefined) return `its migrations table lists ${applied} migrations`;
  const pending = known > applied ? `; the server applies the other ${known - applied} when it starts` : "";
  return `its migrations table lists ${applied} of this version's ${known} migrations${pending}`;
}

// --- The embedded database -----------------------------------------------------------------------

export interface RunningServer {
  pid: number;
  port: number;
  token: string;
}

/** The server that has the data folder open, from the control file it keeps beside it. */
export function runningServer(pgliteDir: string): RunningServer | null {
  const file = controlFileFor(pgliteDir);
  if (!existsSync(file)) return null;
  let control: RunningServer;
  try {
    control = JSON.parse(readFileSync(file, "utf8")) as RunningServer;
  } catch {
    return null; // Being written, or left half-written by a crash: no server to talk to.
  }
  return Number.isInteger(control.pid) && isProcessAlive(control.pid) ? control : null;
}

export function assertFolderPath(pgliteDir: string): void {
  if (pgliteDir.startsWith("memory://")) {
    throw new OperatorError("PGLITE_DIR is memory://: an in-memory database lives only inside its process.");
  }
}

// --- Backup files ----------------------------------------------------------------------------------

export type BackupKind = "pg_dump" | "pglite";

const GZIP = [0x1f, 0x8b];
const isTar = (bytes: Uint8Array) => Buffer.from(bytes.subarray(257, 262)).toString("latin1") === "ustar";

/**
 * What a file holds, from its first bytes: a pg_dump archive (custom format) or a PGlite data
 * folder dump (a tar, gzipped or not). Null for anything else.
 */
export async function backupKind(file: string): Promise<BackupKind | null> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.subarray(0, 5).toString("latin1") === "PGDMP") return "pg_dump";
    if (isTar(bytes)) return "pglite";
    if (bytes[0] === GZIP[0] && bytes[1] === GZIP[1]) {
      // Only the start is inflated: enough for the first tar header.
      try {
        return isTar(gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })) ? "pglite" : null;
      } catch {
        return null;
      }
    }
    return null;
  } finally {
    await handle.close();
  }
}

export const KIND_NAMES: Record<BackupKind, string> = {
  pg_dump: "a PostgreSQL backup (pg_dump custom format)",
  pglite: "a backup of the embedded database (PGlite data folder)",
};

/** The names in a tar archive (ustar headers, with the prefix field for long names). */
export function tarEntries(tar: Uint8Array): string[] {
  const names: string[] = [];
  const text = (start: number, length: number) =>
    Buffer.from(tar.subarray(start, start + length))
      .toString("utf8")
      .replace(/\0.*$/s, "");
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const name = text(offset, 100);
    if (!name) break;
    const prefix = text(offset + 345, 155);
    names.push(prefix ? `${prefix}/${name}` : name);
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

// Backs up the configured database into one file:
//
//   npm run db:backup [-- --out <file>]
//
// PostgreSQL (DATABASE_URL set): pg_dump --format=custom, into ./backups/<database>-<UTC time>.dump
// by default. pg_dump comes from PG_BIN_DIR, else the PATH, else /usr/lib/postgresql/<version>/bin.
// PGlite: its data folder (PGLITE_DIR) as a gzipped tar, into ./backups/pglite-<UTC time>.tar.gz.
// While a server has the folder open the copy is taken by that server (the folder may be open in
// one process only); otherwise this script opens the folder itself.
// Restore with npm run db:restore; docs/operations.md says how often and where to keep the files.
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream } from "node:stream/web";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../server/db/client";
import { env } from "../server/lib/env";
import {
  assertFolderPath,
  connectionOf,
  findPgTool,
  megabytes,
  OperatorError,
  type RunningServer,
  runningServer,
  runPgTool,
  seconds,
  serverMajor,
  utcStamp,
  withPgClient,
} from "./db-backup-shared";

const USAGE = "Usage: npm run db:backup [-- --out <file>]";

let out: string | undefined;
try {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  out = values.out;
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

/** Writes to `<file>.partial` first, so a file under the final name is always a whole backup. */
async function writeOnce(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  if (existsSync(file)) throw new OperatorError(`${file} already exists: choose another --out.`);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    // It holds every account's data and password hash: readable by its owner only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(file).size;
}

async function backupPostgres(databaseUrl: string) {
  const connection = connectionOf(databaseUrl);
  const major = await withPgClient(databaseUrl, serverMajor);
  const pgDump = await findPgTool("pg_dump", major);
  const file = path.resolve(out ?? `backups/${connection.database}-${utcStamp()}.dump`);
  const started = performance.now();
  const size = await writeOnce(file, async (partial) => {
    await runPgTool(
      pgDump,
      ["--format=custom", `--file=${partial}`, `--dbname=${connection.dbnameArg}`],
      connection.env,
    );
  });
  const ms = performance.now() - started;
  console.log(`Backed up the PostgreSQL database ${connection.database} with ${pgDump.version}`);
  console.log(`  to ${file}`);
  console.log(`  ${megabytes(size)} (${size} bytes) in ${seconds(ms)}`);
}

async function dumpThroughServer(server: RunningServer, partial: string) {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}/internal/pglite-dump`, {
      method: "POST",
      headers: { Authorization: `Bearer ${server.token}` },
    });
  } catch (err) {
    throw new OperatorError(
      `The server (pid ${server.pid}) that has the folder open did not answer on port ${server.port}: ` +
        `${(err as Error).message}. Try again once it is up, or stop it and back up again.`,
    );
  }
  if (response.status === 404) {
    throw new OperatorError(
      `The running server (pid ${server.pid}) does not take backups: it predates this command. ` +
        "Restart it, or stop it and back up again.",
    );
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new OperatorError(
      `The running server (pid ${server.pid}) could not take the backup: ${body.error ?? response.status}`,
    );
  }
  await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), createWriteStream(partial));
}

async function dumpDirectly(dir: string, partial: string) {
  // Takes the folder's lock: refused with a clear message while another process has it open.
  const handle = await openDatabase({ pgliteDir: dir });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    await client.exec("checkpoint");
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function backupPglite(pgliteDir: string) {
  assertFolderPath(pgliteDir);
  const dir = path.resolve(pgliteDir);
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    throw new OperatorError(`There is no embedded database in ${dir} (no PG_VERSION there): check PGLITE_DIR.`);
  }
  const server = runningServer(dir);
  const file = path.resolve(out ?? `backups/pglite-${utcStamp()}.tar.gz`);
  const started = performance.now();
  const size = await writeOnce(file, (partial) =>
    server ? dumpThroughServer(server, partial) : dumpDirectly(dir, partial),
  );
  const ms = performance.now() - started;
  const route = server ? `through the running server (pid ${server.pid})` : "directly (no server had it open)";
  console.log(`Backed up the embedded database in ${dir} ${route}`);
  console.log(`  to ${file}`);
  console.log(`  ${megabytes(size)} (${size} bytes) in ${seconds(ms)}`);
}

try {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL) await backupPostgres(DATABASE_URL);
  else await backupPglite(PGLITE_DIR);
} catch (err) {
  const known = err instanceof OperatorError || (err as Error).name === "DatabaseInUseError";
  console.error(known ? (err as Error).message : `The backup failed: ${(err as Error).message ?? err}`);
  process.exit(1);
}

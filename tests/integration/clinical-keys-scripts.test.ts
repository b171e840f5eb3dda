// The clinical keys and the operator's commands, as an operator runs them: a backup of a database
// holding sealed clinical values (npm run db:backup) holds neither the key-encryption key nor any
// client's unwrapped data key, though it does hold the wrapped ones; and npm run
// clinical:rotate-keys wraps every data key again under a new key, after which the values open
// with the new key alone.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { type Database, type DatabaseHandle, openDatabase } from "@server/db/client";
import { clientDataKeys } from "@server/db/schema";
import type { ClinicalKek, ClinicalKeks } from "@server/lib/secrets";
import { clinicalCipher } from "@server/modules/clinical-keys";
import { keyring, newKek } from "@tests/support/clinical-keys-world";
import { insertPerson } from "@tests/support/fixtures";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { findPgTool, runPgTool } from "../../scripts/db-backup-shared";
import { dataKeyFor } from "../../server/modules/clinical-keys/data-key";
import { openTestDatabase, testEngine } from "../support/database";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

async function script(name: string, env: Record<string, string>, ...args: string[]) {
  const clean = { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", LOG_LEVEL: "warn", ...env };
  return run(tsx, [`scripts/${name}.ts`, ...args], { env: clean }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

/** The environment naming these keys, with the server's other secrets, so no secrets file is read or made. */
function keyEnv(current: ClinicalKek, previous?: ClinicalKek): Record<string, string> {
  return {
    AUTH_SECRET: "a".repeat(40),
    CALENDAR_TOKEN_KEY: "c".repeat(40),
    CLINICAL_KEK: current.key.toString("base64"),
    CLINICAL_KEK_VERSION: String(current.version),
    ...(previous
      ? {
          CLINICAL_KEK_PREVIOUS: previous.key.toString("base64"),
          CLINICAL_KEK_PREVIOUS_VERSION: String(previous.version),
        }
      : {}),
  };
}

const NOTES = "clinical_backup_notes";

/** Two clients' notes sealed under `keks`, in a table of the test's own. */
async function writeNotes(db: Database, keks: ClinicalKeks) {
  await db.execute(sql.raw(`create table ${NOTES} (id text primary key, client_id uuid not null, body text not null)`));
  const clients = [(await insertPerson(db)).id, (await insertPerson(db)).id];
  for (const [i, client] of clients.entries()) {
    await db.transaction(async (tx) => {
      const body = await clinicalCipher(tx, client, keks).seal(
        { table: NOTES, rowId: `n${i}`, field: "body" },
        `Note ${i}`,
      );
      await tx.execute(sql`insert into ${sql.raw(NOTES)} values (${`n${i}`}, ${client}, ${body})`);
    });
  }
  return clients;
}

async function readNotes(db: Database, keks: ClinicalKeks) {
  const { rows } = (await db.execute(sql.raw(`select * from ${NOTES} order by id`))) as unknown as {
    rows: { id: string; client_id: string; body: string }[];
  };
  return Promise.all(
    rows.map((r) => clinicalCipher(db, r.client_id, keks).open({ table: NOTES, rowId: r.id, field: "body" }, r.body)),
  );
}

const encodings = (bytes: Buffer) => [
  bytes,
  ...(["base64", "base64url", "hex"] as const).map((e) => bytes.toString(e)),
];

/** The database this test works on: a PGlite folder of its own, or its own PostgreSQL database. */
async function openTarget(dir: string): Promise<{ env: Record<string, string>; open(): Promise<DatabaseHandle> }> {
  if (testEngine() === "postgres") {
    const handle = await openTestDatabase({ poolSize: 2 });
    return { env: { DATABASE_URL: handle.url! }, open: async () => ({ ...handle, close: async () => {} }) };
  }
  const pgliteDir = path.join(dir, "pglite");
  return {
    env: { PGLITE_DIR: pgliteDir },
    async open() {
      const handle = await openDatabase({ pgliteDir });
      await handle.migrate();
      return handle;
    },
  };
}

/** What a backup file holds, as readable bytes: PGlite's gzipped folder unzipped; pg_dump's archive as SQL too. */
async function backupContent(file: string): Promise<Buffer> {
  const raw = readFileSync(file);
  if (testEngine() !== "postgres") return gunzipSync(raw);
  const pgRestore = await findPgTool("pg_restore");
  const text = await runPgTool(pgRestore, ["--file=-", file], {});
  return Buffer.concat([raw, Buffer.from(text)]);
}

describe("clinical keys and the operator's commands", () => {
  it("a backup holds the wrapped data keys but no key that opens them; rotation leaves every value readable with the new key alone", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clinical-keys-"));
    const v1 = newKek(1);
    const v2 = newKek(2);
    try {
      const target = await openTarget(dir);
      let handle = await target.open();
      const clients = await writeNotes(handle.db, keyring(v1));
      const dataKeys = await Promise.all(clients.map((c) => dataKeyFor(handle.db, keyring(v1), c, { create: false })));
      const wrapped = (await handle.db.select({ w: clientDataKeys.wrappedKey }).from(clientDataKeys)).map((r) => r.w!);
      await handle.close();

      const file = path.join(dir, "backup");
      const backup = await script("db-backup", target.env, "--out", file);
      expect(backup.code, backup.out).toBe(0);
      const content = await backupContent(file);
      // The search finds what is there: the wrapped keys.
      for (const w of wrapped) expect(content.includes(w)).toBe(true);
      for (const secret of [v1.key, ...dataKeys]) {
        for (const form of encodings(secret)) expect(content.includes(form)).toBe(false);
      }

      const rotated = await script("clinical-rotate-keys", { ...target.env, ...keyEnv(v2, v1) }, "--batch-size", "1");
      expect(rotated.out).toContain("Wrapped again: 2, in 2 batches. Under version 2 now: 2.");
      expect(rotated.code).toBe(0);
      const again = await script("clinical-rotate-keys", { ...target.env, ...keyEnv(v2) });
      expect(again.out).toContain("Wrapped again: 0, in 0 batches. Under version 2 now: 2.");
      expect(again.code).toBe(0);

      handle = await target.open();
      try {
        expect(await readNotes(handle.db, keyring(v2))).toEqual(["Note 0", "Note 1"]);
        await expect(readNotes(handle.db, keyring(v1))).rejects.toThrow(/version 2, which this server is not given/);
      } finally {
        await handle.close();
      }

      // A key the configured ones do not open is reported, and the command fails.
      const v3 = newKek(3);
      const lost = await script("clinical-rotate-keys", { ...target.env, ...keyEnv(v3, newKek(1)) });
      expect(lost.code).toBe(1);
      expect(lost.out).toContain("Not opened by any configured key: 2.");
      expect(lost.out).not.toMatch(/\n\s+at /);
      for (const form of encodings(v3.key)) expect(lost.out.includes(form.toString())).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("the rotation command refuses bad input and a bad key plainly", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "clinical-keys-"));
    try {
      const env = { PGLITE_DIR: path.join(dir, "pglite") };
      const [batch, short] = await Promise.all([
        script("clinical-rotate-keys", { ...env, ...keyEnv(newKek(1)) }, "--batch-size", "0"),
        script("clinical-rotate-keys", { ...env, ...keyEnv(newKek(1)), CLINICAL_KEK: "c2hvcnQ=" }),
      ]);
      expect(batch.code).toBe(2);
      expect(batch.out).toContain("--batch-size is a whole number");
      expect(short.code).toBe(1);
      expect(short.out).toContain("CLINICAL_KEK in the environment is not the base64 of 32 bytes");
      for (const answer of [batch, short]) expect(answer.out).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

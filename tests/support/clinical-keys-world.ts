// Test support for clinical values: key-encryption keys made on the spot, and a table of the
// test's own to store sealed values in (the clinical record's tables do not exist yet), made
// before the file's tests and dropped after them.
import { randomBytes } from "node:crypto";
import type { Database } from "@server/db/client";
import type { ClinicalKek, ClinicalKeks } from "@server/lib/secrets";
import { type ClinicalField, clinicalCipher } from "@server/modules/clinical-keys";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { withTestDatabase } from "./database";
import { insertPerson } from "./fixtures";

export const newKek = (version: number): ClinicalKek => ({ version, key: randomBytes(32) });
export const keyring = (current: ClinicalKek, previous: ClinicalKek | null = null): ClinicalKeks => ({
  current,
  previous,
});

/** The test's own table of sealed values: a row per note, as a clinical table would hold them. */
export const SCRATCH = "clinical_scratch_notes";

export interface ScratchRow {
  id: string;
  client_id: string;
  body: string;
  summary: string | null;
}

export function useClinicalWorld() {
  const database = withTestDatabase();
  beforeAll(async () => {
    await database.db.execute(
      sql.raw(
        `create table ${SCRATCH} (id text primary key, client_id uuid not null, body text not null, summary text)`,
      ),
    );
  });
  afterAll(async () => {
    await database.db.execute(sql.raw(`drop table if exists ${SCRATCH}`));
  });
  const db = (): Database => database.db;
  return {
    db,
    async client() {
      return (await insertPerson(db(), { role: "client" })).id;
    },
    /** Seals `body` (and `summary`) for a new row of the client's, in one transaction, and stores it. */
    async writeNote(keks: ClinicalKeks, clientId: string, id: string, body: string, summary?: string) {
      await db().transaction(async (tx) => {
        const cipher = clinicalCipher(tx, clientId, keks);
        const sealedBody = await cipher.seal(bodyOf(id), body);
        const sealedSummary = summary === undefined ? null : await cipher.seal(summaryOf(id), summary);
        await tx.execute(
          sql`insert into ${sql.raw(SCRATCH)} (id, client_id, body, summary) values (${id}, ${clientId}, ${sealedBody}, ${sealedSummary})`,
        );
      });
    },
    /** The row as stored: sealed text. */
    async stored(id: string): Promise<ScratchRow> {
      const result = (await db().execute(sql`select * from ${sql.raw(SCRATCH)} where id = ${id}`)) as unknown as {
        rows: ScratchRow[];
      };
      const row = result.rows[0];
      if (!row) throw new Error(`no scratch row ${id}`);
      return row;
    },
    /** The note's body as its client's key opens it. */
    async readBody(keks: ClinicalKeks, id: string): Promise<string> {
      const row = await this.stored(id);
      return clinicalCipher(db(), row.client_id, keks).open(bodyOf(id), row.body);
    },
  };
}

export const bodyOf = (rowId: string): ClinicalField => ({ table: SCRATCH, rowId, field: "body" });
export const summaryOf = (rowId: string): ClinicalField => ({ table: SCRATCH, rowId, field: "summary" });

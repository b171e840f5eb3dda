// The migration that gives audit entries the client whose record they concern: the entries written
// before it about one client (her record opened, exported or destroyed) are found by her too.
import { insertPerson, queryRows } from "@tests/support/fixtures";
import { type MigratedBefore, migrationTagged, openDatabaseBefore } from "@tests/support/migrate-up-to";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";

const adding = migrationTagged("_clinical_record");

let before: MigratedBefore | undefined;
let handle: DatabaseHandle;
let client: string;

beforeAll(async () => {
  expect(adding).toBeDefined();
  before = await openDatabaseBefore(adding?.idx ?? 0);
  handle = before.handle;
  client = (await insertPerson(handle.db, { role: "client" })).id;
  await handle.db.execute(sql`insert into audit_logs (action, table_name, record_id) values
    ('client_record.viewed', 'profiles', ${client}),
    ('client_record.exported', 'profiles', ${client.toUpperCase()}),
    ('clinical_record.destroyed', 'client_data_keys', ${client}),
    ('profile.updated', 'profiles', ${client}),
    ('client_record.viewed', 'profiles', 'not-an-id')`);
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await before?.close();
});

describe("the migration to audit entries' client", () => {
  it("fills it in for the entries about one client's record, and only those", async () => {
    const rows = await queryRows<{ action: string; client: string | null }>(
      handle.db,
      sql`select action, client_id::text as client from audit_logs order by action, client_id nulls first`,
    );
    expect(rows).toEqual([
      { action: "client_record.exported", client },
      { action: "client_record.viewed", client: null },
      { action: "client_record.viewed", client },
      { action: "clinical_record.destroyed", client },
      { action: "profile.updated", client: null },
    ]);
  });

  it("publishes the shipped questionnaires", async () => {
    const rows = await queryRows<{ id: string }>(handle.db, sql`select id from questionnaires order by id`);
    expect(rows.map((row) => row.id)).toEqual([
      "consent-to-treatment",
      "gad-7",
      "intake",
      "phq-9",
      "teletherapy-consent",
    ]);
  });
});

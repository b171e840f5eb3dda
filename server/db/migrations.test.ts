// The migrations in server/db/migrations build the schema of server/db/schema on a fresh
// database (openTestDatabase applies them), and applying them again changes nothing.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { withTestDatabase } from "@tests/support/database";
import { insertUser, queryRows } from "@tests/support/fixtures";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

const folder = path.resolve(process.cwd(), "server/db/migrations");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string; when: number }[];
};
const tables = Object.values(schema)
  .filter((value: unknown): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

const database = withTestDatabase();

const applied = () =>
  queryRows<{ hash: string; created_at: string | number }>(
    database.db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );

/** A fingerprint of the public schema: every table, column, constraint and index, with its definition. */
const catalogue = async () =>
  (
    await queryRows<{ item: string }>(
      database.db,
      sql`select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
            || ' ' || coalesce(column_default, '') as item
          from information_schema.columns where table_schema = 'public'
          union all
          select 'constraint ' || conrelid::regclass::text || '.' || conname || ' ' || pg_get_constraintdef(c.oid)
          from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
          union all
          select 'index ' || indexdef from pg_indexes where schemaname = 'public'`,
    )
  )
    .map((r) => r.item)
    .sort();

describe("migrations", () => {
  it("recorded every migration of the journal, in order, with the hash of its file", async () => {
    const expected = journal.entries
      .sort((a, b) => a.idx - b.idx)
      .map((entry) => ({
        hash: createHash("sha256")
          .update(readFileSync(path.join(folder, `${entry.tag}.sql`), "utf8"))
          .digest("hex"),
        createdAt: entry.when,
      }));
    const rows = await applied();
    expect(rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }))).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(2);
  });

  it("applying them again is a no-op: no new record, same catalogue, data kept", async () => {
    const user = await insertUser(database.db, "Survivor");
    const [recordsBefore, catalogueBefore] = [await applied(), await catalogue()];
    expect(catalogueBefore.length).toBeGreaterThan(100);

    await database.handle.migrate();

    expect(await applied()).toEqual(recordsBefore);
    expect(await catalogue()).toEqual(catalogueBefore);
    const [kept] = await queryRows<{ name: string }>(database.db, sql`select name from users where id = ${user.id}`);
    expect(kept?.name).toBe("Survivor");
  });

  it("created every table of the schema, and no other", async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    expect(rows.map((r) => r.table_name).sort()).toEqual(tables.map((t) => t.name).sort());
  });

  it("created every column of the schema with its nullability", async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name || '.' || column_name || (case when is_nullable = 'NO' then ' not null' else '' end) as name
          from information_schema.columns where table_schema = 'public'`,
    );
    const expected = tables.flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}${c.notNull ? " not null" : ""}`));
    expect(rows.map((r) => r.name).sort()).toEqual(expected.sort());
  });

  it("installed the btree_gist extension", async () => {
    const rows = await queryRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension where extname = 'btree_gist'`,
    );
    expect(rows).toEqual([{ extname: "btree_gist" }]);
  });

  it("created the exclusion constraint on sessions: same therapist, overlapping range, unless cancelled", async () => {
    const rows = await queryRows<{ def: string }>(
      database.db,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint
          where conname = 'sessions_no_therapist_overlap' and contype = 'x' and conrelid = 'public.sessions'::regclass`,
    );
    expect(rows).toHaveLength(1);
    const def = rows[0]?.def.replace(/\s+/g, " ");
    expect(def).toMatch(
      /^EXCLUDE USING gist \(therapist_id WITH =, tstzrange\(starts_at, ends_at, '\[\)'::text\) WITH &&\)/,
    );
    expect(def).toMatch(/WHERE \(\(?status <> 'cancelled'::text\)?\)$/);
  });
});

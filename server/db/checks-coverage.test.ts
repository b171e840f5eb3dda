// The cases of check-cases.ts against the database: a CHECK added without a case there, or an
// enumerated CHECK whose values differ from domain/enums.ts, makes this file fail.

import { checkCases } from "@tests/support/check-cases";
import { withTestDatabase } from "@tests/support/database";
import { queryRows } from "@tests/support/fixtures";
import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const database = withTestDatabase();

describe("CHECK constraints", () => {
  it("covers every CHECK constraint of the public schema, on its table, exactly once", async () => {
    const inDb = await queryRows<{ name: string }>(
      database.db,
      sql`select c.conrelid::regclass::text || '.' || c.conname as name from pg_constraint c
          join pg_namespace n on n.oid = c.connamespace where c.contype = 'c' and n.nspname = 'public'`,
    );
    const tested = checkCases.map((c) => `${getTableName(c.table)}.${c.constraint}`);
    expect(new Set(tested).size).toBe(tested.length);
    expect(tested.sort()).toEqual(inDb.map((r) => r.name.replaceAll('"', "")).sort());
  });

  it("lists, in every enumerated CHECK, exactly the values of domain/enums.ts", async () => {
    const defs = await queryRows<{ name: string; def: string }>(
      database.db,
      sql`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where contype = 'c'`,
    );
    const byName = new Map(defs.map((d) => [d.name, d.def]));
    for (const c of checkCases.filter((x) => x.values)) {
      const def = byName.get(c.constraint) ?? "";
      let found: unknown[] = [...def.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]?.replaceAll("''", "'"));
      if (typeof c.values?.[0] === "number") {
        const numbers = [...def.matchAll(/-?\d+/g)].map((m) => Number(m[0]));
        // "= ANY (ARRAY[50, 60, 80, 90])" lists the values; ">= 0 AND <= 6" is a range.
        const [low = 0, high = -1] = numbers;
        found = def.includes("ARRAY") ? numbers : Array.from({ length: high - low + 1 }, (_, i) => low + i);
      }
      expect(found, `${c.constraint}: ${def}`).toEqual([...(c.values ?? [])]);
    }
  });
});

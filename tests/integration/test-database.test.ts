// The test database each file gets (tests/support/database.ts) starts as migrated, whatever the
// file before it in the same worker did to its own: on PGlite the worker's database is emptied
// and checked between files, on PostgreSQL each file gets a new copy of a migrated template.
import { readdirSync } from "node:fs";
import path from "node:path";
import { appSecrets } from "@server/db/schema";
import { openTestDatabase } from "@tests/support/database";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const MIGRATIONS = readdirSync(path.resolve("server/db/migrations")).filter((f) => f.endsWith(".sql")).length;
const migrationsApplied = async (db: Awaited<ReturnType<typeof openTestDatabase>>["db"]) =>
  Number(
    (
      (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe("a file's test database", () => {
  it("holds nothing that the file before wrote, and every migration", async () => {
    const before = await openTestDatabase();
    await before.db.insert(appSecrets).values({ key: "left-behind", value: "x" });
    await before.close();

    const next = await openTestDatabase();
    try {
      expect(await next.db.$count(appSecrets)).toBe(0);
      expect(await migrationsApplied(next.db)).toBe(MIGRATIONS);
    } finally {
      await next.close();
    }
  });

  it("is a new one when what migrating made was changed, not a repaired one", async () => {
    const before = await openTestDatabase();
    await before.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    await before.close();

    const next = await openTestDatabase();
    try {
      expect(await migrationsApplied(next.db)).toBe(MIGRATIONS);
    } finally {
      await next.close();
    }
  });
});

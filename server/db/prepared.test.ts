// preparedQuery: built once per connection, and always run on the connection of the executor
// it is asked for (a transaction's own), on PGlite and on PostgreSQL.

import { withTestDatabase } from "@tests/support/database";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { param, preparedQuery } from "./prepared";
import { appSecrets } from "./schema";

const database = withTestDatabase();
let builds = 0;

const secretByKey = preparedQuery("test_secret_by_key", (db) => {
  builds++;
  return db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.key, param("key")));
});

describe("preparedQuery", () => {
  it("builds once for the database, and answers with the values of each call", async () => {
    const { db } = database;
    await db.insert(appSecrets).values([
      { key: "prepared-a", value: "first" },
      { key: "prepared-b", value: "second" },
    ]);
    const before = builds;
    expect(await secretByKey(db).execute({ key: "prepared-a" })).toEqual([{ value: "first" }]);
    expect(await secretByKey(db).execute({ key: "prepared-b" })).toEqual([{ value: "second" }]);
    expect(await secretByKey(db).execute({ key: "missing" })).toEqual([]);
    expect(builds - before).toBeLessThanOrEqual(1);
  });

  it("runs inside the transaction it is given: it sees its uncommitted rows, which a rollback removes", async () => {
    const { db } = database;
    let seenInside: unknown;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(appSecrets).values({ key: "prepared-tx", value: "uncommitted" });
        seenInside = await secretByKey(tx).execute({ key: "prepared-tx" });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(seenInside).toEqual([{ value: "uncommitted" }]);
    expect(await secretByKey(db).execute({ key: "prepared-tx" })).toEqual([]);

    let inside: unknown;
    await db.transaction(async (tx) => {
      await tx.insert(appSecrets).values({ key: "prepared-tx2", value: "seen" });
      inside = await secretByKey(tx).execute({ key: "prepared-tx2" });
      await tx.delete(appSecrets).where(eq(appSecrets.key, "prepared-tx2"));
    });
    expect(inside).toEqual([{ value: "seen" }]);
  });

  it("lets one name stand for two different texts (an edited query on a live connection)", async () => {
    const { db } = database;
    const byValue = preparedQuery("test_secret_by_key", (db) =>
      db
        .select({ key: appSecrets.key })
        .from(appSecrets)
        .where(eq(appSecrets.value, param("value"))),
    );
    expect(await secretByKey(db).execute({ key: "prepared-a" })).toEqual([{ value: "first" }]);
    expect(await byValue(db).execute({ value: "first" })).toEqual([{ key: "prepared-a" }]);
  });

  it("keeps transactions on one connection apart: each sees only its own writes", async () => {
    const { db } = database;
    // More transactions than one connection at a time, so pooled connections are reused.
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.insert(appSecrets).values({ key: `prepared-par-${i}`, value: `v${i}` });
          const own = await secretByKey(tx).execute({ key: `prepared-par-${i}` });
          await tx.delete(appSecrets).where(eq(appSecrets.key, `prepared-par-${i}`));
          return own;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => [{ value: `v${i}` }]));
  });
});

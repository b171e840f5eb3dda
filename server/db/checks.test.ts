// Every CHECK constraint of the public schema, one test per case of check-cases.ts: it accepts
// the valid rows and rejects the others (SQLSTATE 23514, with its own name).

import { PG, pgErrorCode } from "@server/lib/errors";
import { type Case, checkCases, type Row } from "@tests/support/check-cases";
import { withTestDatabase } from "@tests/support/database";
import { insertWorld, type World } from "@tests/support/fixtures";
import { getTableName, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const database = withTestDatabase();
let w: World;
beforeAll(async () => {
  w = await insertWorld(database.db);
});

const ROLLBACK = new Error("rollback");
/** Inserts base+overrides in a transaction that is always rolled back; returns the error, if any. */
async function attempt(c: Case, overrides: Row): Promise<unknown> {
  let failure: unknown;
  await database.db
    .transaction(async (tx) => {
      const row: Row = { ...(await c.base(tx, w)), ...overrides };
      for (const [key, value] of Object.entries(row)) if (typeof value === "function") row[key] = value(w);
      for (const other of c.without ?? []) {
        await tx.execute(sql.raw(`alter table "${getTableName(c.table)}" drop constraint "${other}"`));
      }
      try {
        await tx.insert(c.table).values(row as never);
      } catch (err) {
        failure = err;
      }
      throw ROLLBACK;
    })
    .catch((err) => {
      if (err !== ROLLBACK) throw err;
    });
  return failure;
}

const constraintOf = (err: unknown) => (err as { cause?: { constraint?: string } } | undefined)?.cause?.constraint;
const summary = (err: unknown) =>
  err === undefined
    ? "accepted"
    : `${pgErrorCode(err)} ${constraintOf(err)}: ${(err as { cause?: Error }).cause?.message}`;
const expectRejected = (err: unknown, constraint: string, row: Row) =>
  expect({ code: pgErrorCode(err), constraint: constraintOf(err) }, JSON.stringify(row)).toEqual({
    code: PG.checkViolation,
    constraint,
  });

describe("CHECK constraints", () => {
  for (const c of checkCases) {
    it(`${c.constraint} accepts valid rows and rejects the others`, async () => {
      for (const row of c.accept) expect(summary(await attempt(c, row)), JSON.stringify(row)).toBe("accepted");
      for (const row of c.reject) expectRejected(await attempt(c, row), c.constraint, row);
    });
  }
});

// Which errors mean the database could not be reached (an outage: 503, try again shortly) and
// which are failures of their own (a 500), on errors made by the real drivers where they can be.
import { freePort } from "@tests/support/server-process";
import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

const failure = <T>(work: () => Promise<T>) =>
  work().then(
    () => {
      throw new Error("expected a failure");
    },
    (err: unknown) => err,
  );

describe("isDatabaseUnavailable", () => {
  it("is true when PostgreSQL refuses the connection, as the pool and Drizzle report it", async () => {
    const port = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none` });
    const refused = await failure(() => pool.query("select 1"));
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], refused as Error))).toBe(true);
  });

  it("is true when the pool waits too long for a connection", async () => {
    const pool = new pg.Pool({
      connectionString: "postgres://nobody@10.255.255.1:5432/none",
      connectionTimeoutMillis: 1,
    });
    const timedOut = await failure(() => pool.query("select 1"));
    await pool.end();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it("is true for PostgreSQL's codes of a server shutting down, starting, full or cut off", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08006", "08001"]) {
      const error = Object.assign(new Error("terminating connection"), { code });
      expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], error)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    // PGlite's words for a query after close() (tests/http/embedded-database-closed.test.ts closes a real one).
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
  });

  it("is false for a query the database refused, and for anything else", () => {
    const missing = Object.assign(new Error('relation "services" does not exist'), { code: "42P01" });
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], missing))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something went wrong"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("is false when another service cannot be reached over HTTP (Paystack, Google)", async () => {
    const port = await freePort();
    const unreachable = await failure(() => fetch(`http://127.0.0.1:${port}/`));
    expect((unreachable as Error).message).toBe("fetch failed");
    expect(isDatabaseUnavailable(unreachable)).toBe(false);
    expect(isDatabaseUnavailable(new Error("Paystack could not be reached", { cause: unreachable }))).toBe(false);
  });
});

import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import type { Executor } from "./client";

/**
 * The connection an executor's queries run on: the pool (or PGlite) for the database, the one
 * pooled connection a transaction holds for a transaction. Transactions are new objects each
 * time but the pool's connections are few and long-lived, so keying by connection lets a
 * transaction reuse what an earlier one on the same connection prepared. Drizzle keeps it as
 * `session.client`; if a version stops doing so, or a transaction's client is not a single
 * connection, the executor itself is the key (correct, only slower).
 */
function connectionOf(db: Executor): object {
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (!client || typeof client !== "object") return db;
  if ("rollback" in db && client instanceof pg.Pool) return db;
  return client;
}

/**
 * A value of a prepared query, given when it runs and sent to the database as it is: no column
 * encoding (drizzle encodes a bare placeholder in some places and not in others), so a Date goes
 * in as an ISO string, and both drivers send the same text.
 */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

/** One `param` per name: `{ a: param("a"), b: param("b") }`, e.g. for the values of an insert. */
export function params<K extends string>(names: readonly K[]): Record<K, SQL> {
  return Object.fromEntries(names.map((name) => [name, param(name)])) as Record<K, SQL>;
}

/** Values for a prepared query, typed as the caller's columns: Dates become ISO strings. */
export function paramValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) out[name] = value instanceof Date ? value.toISOString() : value;
  return out;
}

/** A drizzle query builder (select, insert, update) before `.prepare(name)`. */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/**
 * A query that runs on (nearly) every request, built once per connection and then only
 * executed with new values (`param(...)`): building a drizzle query costs more CPU than
 * PostgreSQL takes to answer a small one, and a named statement is parsed and planned once per
 * connection instead of once per request. A query is always built on, and so runs on, the
 * connection of the executor it is asked for (a transaction's own connection).
 *
 * The statement's name carries a digest of its text: a connection refuses a known name with
 * new text, and a query edited while a development server runs (or two modules choosing one
 * name) would otherwise be refused until the connections are gone.
 */
export function preparedQuery<P>(name: string, build: (db: Executor) => Preparable<P>): (db: Executor) => P {
  const built = new WeakMap<object, P>();
  return (db) => {
    const key = connectionOf(db);
    let query = built.get(key);
    if (query === undefined) {
      const builder = build(db);
      const digest = createHash("sha256").update(builder.toSQL().sql).digest("hex").slice(0, 12);
      query = builder.prepare(`${name}_${digest}`);
      built.set(key, query);
    }
    return query;
  };
}

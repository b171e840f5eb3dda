import { createHash } from "node:crypto";
import type { Executor } from "@server/db/client";
import { sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";

/**
 * What every seeding step shares: the transaction, the moment the seed runs (all
 * relative dates hang off it) and a count of rows actually inserted.
 */
export interface SeedContext {
  tx: Executor;
  now: Date;
  inserted: number;
}

/**
 * Inserts the rows that are not there yet and counts them. Rows whose key (primary key,
 * natural key or exclusion constraint) is already taken are skipped: existing data is
 * never updated.
 */
export async function insertMissing<T extends PgTable>(
  ctx: SeedContext,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await ctx.tx.insert(table).values(rows).onConflictDoNothing().returning({ one: sql<number>`1` });
  ctx.inserted += added.length;
  return added.length;
}

// Any fixed UUID will do: it only keeps the demo ids apart from other v5 namespaces.
const NAMESPACE = Buffer.from("6f1c2a7e4b9d4c3a8e5f0a1b2c3d4e5f", "hex");

/** A stable UUID (v5 layout) for a demo record, so a second seed finds the first one's rows. */
export function seedId(kind: string, key: string): string {
  const hash = createHash("sha1").update(NAMESPACE).update(`${kind}:${key}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the given moment (Africa/Accra is UTC all year). */
function startOfDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
export const addMinutes = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * 60_000);

export function addMonths(at: Date, months: number): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * The n-th weekday (Mon–Fri) after today (n > 0) or before today (n < 0), at the given
 * hour in Accra. Distinct (n, hour) pairs never collide, so seeded sessions never overlap.
 */
export function weekdayAt(now: Date, n: number, hour: number, minute = 0): Date {
  let day = startOfDay(now);
  let left = Math.abs(n);
  const step = n < 0 ? -1 : 1;
  while (left > 0) {
    day = addDays(day, step);
    const dow = day.getUTCDay();
    if (dow !== 0 && dow !== 6) left -= 1;
  }
  return new Date(day.getTime() + (hour * 60 + minute) * 60_000);
}

/** The given day as 'YYYY-MM-DD'. */
export const isoDate = (at: Date): string => at.toISOString().slice(0, 10);

/** `days` days from today, at the given hour in Accra (UTC). */
export const dayAt = (now: Date, days: number, hour: number): Date =>
  new Date(startOfDay(now).getTime() + days * DAY_MS + hour * 60 * 60_000);

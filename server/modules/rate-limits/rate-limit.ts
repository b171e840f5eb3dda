import { type Executor, queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, including this one. */
  count: number;
  /** When the current window ends. */
  resetAt: Date;
}

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `limit`.
 * A single upsert, so concurrent hits from several servers are counted exactly.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  options: { limit: number; windowMs: number; now?: Date },
): Promise<RateLimitResult> {
  const now = options.now ?? new Date();
  const windowStartFloor = new Date(now.getTime() - options.windowMs);
  const rows = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start, updated_at)
    values (${key}, 1, ${now.toISOString()}, ${now.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor.toISOString()} then excluded.window_start else rate_limits.window_start end,
      updated_at = excluded.updated_at
    returning count, window_start
  `,
  );
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const windowStart = new Date(row.window_start);
  return {
    allowed: Number(row.count) <= options.limit,
    count: Number(row.count),
    resetAt: new Date(windowStart.getTime() + options.windowMs),
  };
}

/** Forget the hits on a key (e.g. after a successful sign-in). */
export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Takes back one hit on a key, for limits that count only what went wrong: the hit was counted
 * up front (so concurrent attempts cannot slip past the limit) and the attempt then succeeded.
 */
export async function refundRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

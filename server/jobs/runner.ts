import { type Database, queryRows } from "@server/db/client";
import { errorFields, logger } from "@server/lib/logger";
import { sql } from "drizzle-orm";

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

export type JobHandler = (db: Database, payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** A job whose worker died mid-run is offered again after this long. */
const STALE_AFTER_MS = 10 * 60 * 1000;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, ... capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

/**
 * Offers again the jobs whose worker died mid-run (still "running" after STALE_AFTER_MS). A query
 * of its own, so that claiming stays on the index of pending jobs instead of scanning the table.
 */
async function requeueStale(db: Database, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  await db.execute(sql`
    update jobs set status = 'pending', locked_at = null, updated_at = ${now.toISOString()}
    where status = 'running' and locked_at < ${staleBefore}`);
}

/**
 * Takes the next due job. On PostgreSQL `skip locked` lets several servers share the queue
 * without taking the same job twice; PGlite has one connection, so the same query is safe.
 */
async function claimNext(db: Database, now: Date): Promise<ClaimedJob | undefined> {
  const rows = await queryRows<ClaimedJob>(
    db,
    sql`
    update jobs set status = 'running', locked_at = ${now.toISOString()}, attempts = attempts + 1, updated_at = ${now.toISOString()}
    where id = (
      select id from jobs
      where status = 'pending' and run_at <= ${now.toISOString()}
      order by run_at
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`,
  );
  return rows[0];
}

async function finish(db: Database, job: ClaimedJob, error: unknown, now: Date): Promise<void> {
  if (!error) {
    await db.execute(sql`update jobs set status = 'done', locked_at = null, updated_at = now() where id = ${job.id}`);
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = job.attempts >= job.max_attempts;
  const runAt = new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString();
  await db.execute(sql`
    update jobs set status = ${giveUp ? "failed" : "pending"}, run_at = ${runAt}, locked_at = null,
      last_error = ${message.slice(0, 2000)}, updated_at = now()
    where id = ${job.id}`);
  logger.warn(giveUp ? "job failed for good" : "job failed, will retry", {
    jobId: job.id,
    kind: job.kind,
    attempts: job.attempts,
    ...errorFields(error),
  });
}

/** Runs every job due at `now`, one after another; returns how many ran. */
export async function runDueJobs(db: Database, handlers: JobHandlers, now = new Date(), limit = 100): Promise<number> {
  await requeueStale(db, now);
  let ran = 0;
  while (ran < limit) {
    const job = await claimNext(db, now);
    if (!job) break;
    ran++;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      await handler(db, job.payload);
      await finish(db, job, undefined, now);
    } catch (err) {
      await finish(db, job, err, now);
    }
  }
  return ran;
}

/** Polls the queue until stopped. */
export function startJobRunner(db: Database, handlers: JobHandlers, pollMs = 1000): { stop(): Promise<void> } {
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        await runDueJobs(db, handlers);
      } catch (err) {
        logger.error("job runner error", errorFields(err));
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs).unref();
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

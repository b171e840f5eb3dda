import { type Database, type DatabaseHandle, type Executor, queryRows } from "@server/db/client";
import { errorFields, logger } from "@server/lib/logger";
import { sql } from "drizzle-orm";
import { type ConstructorOptions, fromDrizzle, fromPglite, type Job, PgBoss } from "pg-boss";
import { DEAD_LETTER_QUEUE, JOB_QUEUES, JOB_SCHEDULES } from "./queues";

export type JobHandler = (db: Database, payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobRequest {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** On a queue whose policy allows one job per key (see queues.ts), a second one is not created. */
  singletonKey?: string;
}

export interface JobEngineOptions {
  /** Work the queues with these handlers; without them this process only enqueues. */
  handlers?: JobHandlers;
  /** How often an idle worker looks for due jobs. */
  pollingSeconds?: number;
  /** How long stop() waits for running jobs before giving up on them (they are offered again). */
  stopTimeoutMs?: number;
}

export interface JobEngine {
  boss: PgBoss;
  /** Stops taking jobs, lets the running ones finish (up to the timeout), then disconnects. */
  stop(): Promise<void>;
}

/**
 * The engines started in this process, the latest last: use cases enqueue through it. (A process
 * has one; a test may start a second, working one beside the one of its database.)
 */
const started: JobEngine[] = [];

/** pg-boss's own schema in the practice's database. */
export const JOB_SCHEMA = "pgboss";

function connectionOptions(handle: DatabaseHandle): ConstructorOptions {
  if ("pglite" in handle.connection) return { db: fromPglite(handle.connection.pglite), backend: "pglite" };
  return { connectionString: handle.connection.url, max: 4 };
}

/**
 * Starts pg-boss on the practice's database: installs or upgrades its schema (serialised between
 * servers by pg-boss itself), creates the queues, and works them when handlers are given. Only a
 * working engine supervises (offers again the jobs of a worker that stopped beating) and runs
 * the schedules.
 */
export async function startJobEngine(handle: DatabaseHandle, options: JobEngineOptions = {}): Promise<JobEngine> {
  const working = Boolean(options.handlers);
  const boss = new PgBoss({
    ...connectionOptions(handle),
    schema: JOB_SCHEMA,
    supervise: working,
    schedule: working,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    persistWarnings: false,
  });
  logJobEngineErrors(boss);
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 24 * 3600 });
  for (const [name, queue] of Object.entries(JOB_QUEUES)) await boss.createQueue(name, queue);
  const engine: JobEngine = {
    boss,
    async stop() {
      const at = started.indexOf(engine);
      if (at < 0) return;
      started.splice(at, 1);
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 20_000 });
    },
  };
  started.push(engine);
  await adoptLegacyJobs(handle.db);
  if (options.handlers) {
    await workQueues(boss, handle.db, options.handlers, options.pollingSeconds ?? 1);
    await keepSchedules(boss);
  }
  return engine;
}

/**
 * pg-boss's own failures (a poll or a maintenance query that failed, a connection lost) in the
 * log at error level. Some arrive as plain copies of the error (`{ ...err, message, stack, queue,
 * worker }`), which errorFields reads like the error itself: its message and stack, not
 * "[object Object]".
 */
export function logJobEngineErrors(boss: Pick<PgBoss, "on">): void {
  boss.on("error", (err) => logger.error("job engine error", errorFields(err)));
}

/** Stops every engine of this process (a test's server, before its database closes). */
export async function stopJobEngines(): Promise<void> {
  for (const engine of [...started].reverse()) await engine.stop();
}

async function workQueues(boss: PgBoss, db: Database, handlers: JobHandlers, pollingSeconds: number) {
  for (const name of Object.keys(JOB_QUEUES)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`no handler for the job queue "${name}"`);
    await boss.work<Record<string, unknown>>(
      name,
      { pollingIntervalSeconds: pollingSeconds, batchSize: 1 },
      async ([job]: Job<Record<string, unknown>>[]) => {
        if (!job) return;
        try {
          await handler(db, job.data ?? {});
        } catch (err) {
          logger.warn("job failed", { jobId: job.id, kind: name, retryCount: job.retryCount, ...errorFields(err) });
          throw err;
        }
      },
    );
  }
}

/** Writes the schedules of queues.ts (an upsert: every working server may), and drops any other. */
async function keepSchedules(boss: PgBoss) {
  for (const [name, cron] of Object.entries(JOB_SCHEDULES)) await boss.schedule(name, cron, null, { tz: "UTC" });
  for (const schedule of await boss.getSchedules()) {
    if (!(schedule.name in JOB_SCHEDULES)) await boss.unschedule(schedule.name, schedule.key);
  }
}

interface LegacyJob {
  kind: string;
  payload: Record<string, unknown>;
  run_at: Date | string;
  dedupe_key: string | null;
}

/**
 * The first job table (before pg-boss) is kept by migration 0011 as legacy_jobs until its waiting
 * jobs are moved here: once, by whichever server gets there first, in one transaction.
 */
async function adoptLegacyJobs(db: Database): Promise<void> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('legacy_jobs')::text as name`);
  if (!table?.name) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7203115)`);
    const [still] = await queryRows<{ name: string | null }>(tx, sql`select to_regclass('legacy_jobs')::text as name`);
    if (!still?.name) return;
    const waiting = await queryRows<LegacyJob>(
      tx,
      sql`select kind, payload, run_at, dedupe_key from legacy_jobs where status in ('pending', 'running')`,
    );
    for (const job of waiting) {
      if (!(job.kind in JOB_QUEUES)) continue;
      const singletonKey = job.dedupe_key?.startsWith("hold:") ? job.dedupe_key : undefined;
      await enqueueJob(tx, { kind: job.kind, payload: job.payload, runAt: new Date(job.run_at), singletonKey });
    }
    await tx.execute(sql`drop table legacy_jobs`);
    logger.info("jobs moved to the job engine", { moved: waiting.length });
  });
}

/**
 * Adds background work inside the caller's transaction: the job exists exactly when the change
 * that asked for it commits (it is written by the transaction's own connection).
 */
export async function enqueueJob(tx: Executor, job: JobRequest): Promise<void> {
  const boss = started.at(-1)?.boss;
  if (!boss) throw new Error("The job engine is not started in this process");
  await boss.send(job.kind, job.payload ?? {}, {
    // The transaction's own connection: Drizzle's two drivers answer in shapes pg-boss reads.
    db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
    startAfter: job.runAt,
    singletonKey: job.singletonKey,
  });
}

/** A query of how many jobs failed their last attempt and wait for an admin in the dead-letter queue. */
export const failedJobsCount = () =>
  sql`select count(*)::int from ${sql.identifier(JOB_SCHEMA)}.job where name = ${DEAD_LETTER_QUEUE} and state = 'created'`;

export async function countFailedJobs(db: Executor): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select (${failedJobsCount()}) as count`);
  return Number(row?.count ?? 0);
}

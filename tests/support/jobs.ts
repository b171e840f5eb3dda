import type { Executor } from "@server/db/client";
import { queryRows } from "@server/db/client";
import { JOB_SCHEMA, type JobHandler } from "@server/jobs/engine";
import { sql } from "drizzle-orm";

export interface QueuedJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  state: string;
  singletonKey: string | null;
  startAfter: Date;
  /** Created and due: what a worker would take now. */
  due: boolean;
}

const jobTable = sql`${sql.identifier(JOB_SCHEMA)}.job`;

/** The jobs of the practice's queues (optionally of one kind), oldest first, in whatever state. */
export async function queuedJobs(db: Executor, kind?: string): Promise<QueuedJob[]> {
  const rows = await queryRows<QueuedJob>(
    db,
    sql`select id, name, data, state, singleton_key as "singletonKey", start_after as "startAfter",
          state = 'created' and start_after <= now() as due
        from ${jobTable}
        where name not like '\\_\\_%' ${kind ? sql`and name = ${kind}` : sql``}
        order by created_on, id`,
  );
  return rows.map((row) => ({ ...row, startAfter: new Date(row.startAfter) }));
}

export async function countJobs(db: Executor): Promise<number> {
  return (await queuedJobs(db)).length;
}

/**
 * Runs the due jobs of one kind once, as a worker would, and marks them completed: for tests
 * that follow a job's effect without waiting for a worker's poll.
 */
export async function runQueuedJobs(db: Executor, kind: string, handler: JobHandler): Promise<number> {
  const due = (await queuedJobs(db, kind)).filter((job) => job.due);
  for (const job of due) {
    await handler(db as Parameters<JobHandler>[0], job.data);
    await db.execute(sql`update ${jobTable} set state = 'completed', completed_on = now() where id = ${job.id}`);
  }
  return due.length;
}

/** Makes every new job fail to be written, to show a use case's change is undone with it. */
export async function refuseNewJobs(db: Executor): Promise<void> {
  await db.execute(sql`create or replace function refuse_new_job() returns trigger language plpgsql as
    $$ begin raise exception 'no new jobs in this test'; end $$`);
  await db.execute(
    sql`create trigger refuse_new_jobs before insert on ${jobTable} for each row execute function refuse_new_job()`,
  );
}

export async function allowNewJobs(db: Executor): Promise<void> {
  await db.execute(sql`drop trigger refuse_new_jobs on ${jobTable}`);
}

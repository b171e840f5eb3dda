import type { Executor } from "@server/db/client";
import { params, preparedQuery } from "@server/db/prepared";
import { jobs } from "@server/db/schema";

export interface JobRequest {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Enqueueing twice with the same key creates one job. */
  dedupeKey?: string;
  maxAttempts?: number;
}

const JOB_COLUMNS = ["kind", "payload", "runAt", "dedupeKey", "maxAttempts"] as const;

/** The values of a prepared insert of one job, given when it runs as `jobParams`. */
export const jobPlaceholders = () => params(JOB_COLUMNS);

/** A job's values as its prepared insert takes them (JSON and times as text). */
export function jobParams(job: JobRequest): Record<(typeof JOB_COLUMNS)[number], string | number | null> {
  return {
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? {}),
    runAt: (job.runAt ?? new Date()).toISOString(),
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts: job.maxAttempts ?? 5,
  };
}

const insertJob = preparedQuery("insert_job", (db) =>
  db.insert(jobs).values(jobPlaceholders()).onConflictDoNothing({ target: jobs.dedupeKey }),
);

/** Adds background work inside the caller's transaction: it runs only if the change commits. */
export async function enqueueJob(db: Executor, job: JobRequest): Promise<void> {
  await insertJob(db).execute(jobParams(job));
}

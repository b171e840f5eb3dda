import type { Executor } from "../db/client";
import { param, preparedQuery } from "../db/prepared";
import { jobs } from "../db/schema";

export interface JobRequest {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Enqueueing twice with the same key creates one job. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds background work inside the caller's transaction: it runs only if the change commits. */
export async function enqueueJob(db: Executor, job: JobRequest): Promise<void> {
  await insertJob(db).execute({
    kind: job.kind,
    payload: JSON.stringify(job.payload ?? {}),
    runAt: (job.runAt ?? new Date()).toISOString(),
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts: job.maxAttempts ?? 5,
  });
}

const insertJob = preparedQuery("insert_job", (db) =>
  db
    .insert(jobs)
    .values({
      kind: param("kind"),
      payload: param("payload"),
      runAt: param("runAt"),
      dedupeKey: param("dedupeKey"),
      maxAttempts: param("maxAttempts"),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey }),
);

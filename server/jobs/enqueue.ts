import type { Executor } from "../db/client";
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
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

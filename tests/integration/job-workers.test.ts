import { type ChildProcess, spawn } from "node:child_process";
import { queryRows } from "@server/db/client";
import { enqueueJob } from "@server/jobs/engine";
import { SEND_EMAIL_JOB } from "@server/jobs/queues";
import { openTestDatabase, type TestDatabaseHandle, testEngine } from "@tests/support/database";
import { queuedJobs } from "@tests/support/jobs";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

// Several servers' job engines on one PostgreSQL, each in its own process: a job runs once, and
// the job of a worker killed mid-run is run again by another, after its heartbeat stops, never
// twice at the same time. (On the embedded database one process owns the data: nothing to share.)

let database: TestDatabaseHandle;
const workers: ChildProcess[] = [];

interface Run {
  job: string;
  worker: string;
  started_at: string;
  finished_at: string | null;
}

function startWorker(name: string): Promise<ChildProcess> {
  // Node itself with tsx's loader (not the tsx command, whose child would outlive a SIGKILL).
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/job-worker.ts"], {
    env: { ...process.env, DATABASE_URL: database.url, WORKER: name, LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("working")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`worker ${name} exited with ${code}`)));
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The job of the test of a killed worker (the queue also holds the other test's). */
const longJob = async () => (await queuedJobs(database.db, SEND_EMAIL_JOB)).filter((job) => job.data.job === "long");

const runs = () =>
  queryRows<Run>(database.db, sql`select job, worker, started_at::text, finished_at::text from job_runs order by id`);

describe.skipIf(testEngine() !== "postgres")("job engines of several servers on one PostgreSQL", () => {
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table job_runs (id serial primary key, job text not null, worker text not null,
      started_at timestamptz not null default clock_timestamp(), finished_at timestamptz)`);
  });
  afterEach(async () => {
    for (const child of workers.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    await database.db.execute(sql`truncate job_runs`);
  });
  afterAll(() => database?.close());

  it("runs each of 30 jobs once across three workers", async () => {
    await Promise.all(["a", "b", "c"].map(startWorker));
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++)
        await enqueueJob(tx, { kind: SEND_EMAIL_JOB, payload: { job: `j${i}`, holdMs: 50 } });
    });
    const done = await until(runs, (rows) => rows.filter((r) => r.finished_at).length >= 30, 60_000);
    expect(done.map((r) => r.job).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `j${i}`).sort());
    expect(new Set(done.map((r) => r.worker)).size).toBeGreaterThan(1);
  }, 90_000);

  it("runs again, once, the job of a worker killed in the middle of it", async () => {
    const first = await startWorker("first");
    await database.db.transaction((tx) =>
      enqueueJob(tx, { kind: SEND_EMAIL_JOB, payload: { job: "long", holdMs: 3_000 } }),
    );
    await until(runs, (rows) => rows.length === 1, 20_000);
    first.kill("SIGKILL");
    const killedAt = Date.now();
    await startWorker("second");
    // 10 s without a heartbeat, up to 10 s more until a check notices: the job waits for a retry.
    const [waiting] = await until(longJob, (jobs) => jobs[0]?.state === "retry", 60_000);
    expect(waiting?.state).toBe("retry");
    // Time passes: the retry is due now rather than in 30-60 s (the delays are engine.test's).
    await database.db.execute(sql`update pgboss.job set start_after = now() where id = ${waiting!.id}`);
    const done = await until(runs, (rows) => rows.some((r) => r.finished_at), 60_000);
    const [job] = await longJob();
    expect(job?.state).toBe("completed");
    expect(done.map((r) => [r.worker, Boolean(r.finished_at)])).toEqual([
      ["first", false],
      ["second", true],
    ]);
    // Not taken over while the first might still be running it: only once its heartbeat stopped.
    expect(new Date(done[1]!.started_at).getTime()).toBeGreaterThan(killedAt + 5_000);
    console.log(
      `job of a killed worker run again after ${((new Date(done[1]!.started_at).getTime() - killedAt) / 1000).toFixed(1)} s`,
    );
  }, 180_000);
});

// A server's job engine in a process of its own, for the tests of several workers on one
// PostgreSQL: it works the e-mail queue with a handler that records each run in `job_runs`
// (which worker, when it started and finished) and takes `holdMs` of the job's data to finish.
//
//   DATABASE_URL=... WORKER=a tsx tests/support/job-worker.ts

import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../server/db/client";
import { type JobHandler, type JobHandlers, startJobEngine } from "../../server/jobs/engine";
import { JOB_QUEUES, SEND_EMAIL_JOB } from "../../server/jobs/queues";

const worker = process.env.WORKER ?? String(process.pid);
const handle = await openDatabase({ url: process.env.DATABASE_URL });
const recordRun: JobHandler = async (db, payload) => {
  const job = String(payload.job);
  const [run] = await queryRows<{ id: number }>(
    db,
    sql`insert into job_runs (job, worker) values (${job}, ${worker}) returning id`,
  );
  await new Promise((resolve) => setTimeout(resolve, Number(payload.holdMs ?? 0)));
  await db.execute(sql`update job_runs set finished_at = clock_timestamp() where id = ${run!.id}`);
};
// The other queues are not what these tests look at: their jobs are left alone.
const handlers: JobHandlers = Object.fromEntries(Object.keys(JOB_QUEUES).map((name) => [name, async () => {}]));
handlers[SEND_EMAIL_JOB] = recordRun;
const engine = await startJobEngine(handle, { pollingSeconds: 0.5, handlers });
console.log("working");
process.once("SIGTERM", async () => {
  await engine.stop();
  await handle.close();
  process.exit(0);
});

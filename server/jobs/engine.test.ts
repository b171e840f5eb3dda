import { queryRows } from "@server/db/client";
import { emailOutbox } from "@server/db/schema";
import { createMailTransport } from "@server/integrations/mail";
import { enqueueEmail } from "@server/modules/mail";
import { jobHandlers } from "@server/worker/handlers";
import { sendEmailHandler } from "@server/worker/send-email";
import { withTestDatabase } from "@tests/support/database";
import { type ReceivedMail, startFakeSmtp } from "@tests/support/fake-smtp";
import { queuedJobs } from "@tests/support/jobs";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countFailedJobs, enqueueJob, type JobHandlers, startJobEngine } from "./engine";
import { DEAD_LETTER_QUEUE, EXPIRE_BOOKING_HOLD_JOB, JOB_QUEUES, SEND_EMAIL_JOB, SIGN_IN_LINK_JOB } from "./queues";

const database = withTestDatabase();
let smtp: { url: string; received: ReceivedMail[]; close(): Promise<void> };

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await database.db.execute(sql`delete from pgboss.job`);
  smtp.received.length = 0;
});

const message = (to: string) => ({ to, subject: "Your session", text: "See you soon" });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A working engine on the test's database, with the e-mail going to the fake SMTP server. */
function workingEngine(overrides: JobHandlers = {}) {
  return startJobEngine(database.handle, {
    handlers: { ...jobHandlers(), [SEND_EMAIL_JOB]: sendEmailHandler(createMailTransport(smtp.url)), ...overrides },
    pollingSeconds: 0.5,
    stopTimeoutMs: 5_000,
  });
}

describe("the job engine", () => {
  it("creates a job only when the transaction that asked for it commits", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueEmail(tx, message("rolled-back@example.com"));
        throw new Error("the change fails after the e-mail was queued");
      }),
    ).rejects.toThrow("the change fails");
    expect(await queuedJobs(database.db)).toEqual([]);
    expect(
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "rolled-back@example.com")),
    ).toEqual([]);

    const id = await database.db.transaction((tx) => enqueueEmail(tx, message("committed@example.com")));
    const jobs = await queuedJobs(database.db);
    expect(jobs.map((job) => ({ name: job.name, state: job.state, data: job.data }))).toEqual([
      { name: SEND_EMAIL_JOB, state: "created", data: { outboxId: id } },
    ]);
  });

  it("keeps one hold expiry per booking, however often it is asked for", async () => {
    const at = new Date(Date.now() + 60_000);
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, {
        kind: EXPIRE_BOOKING_HOLD_JOB,
        payload: { bookingId: "b1" },
        runAt: at,
        singletonKey: "hold:b1",
      });
      await enqueueJob(tx, {
        kind: EXPIRE_BOOKING_HOLD_JOB,
        payload: { bookingId: "b1" },
        runAt: at,
        singletonKey: "hold:b1",
      });
      await enqueueJob(tx, {
        kind: EXPIRE_BOOKING_HOLD_JOB,
        payload: { bookingId: "b2" },
        runAt: at,
        singletonKey: "hold:b2",
      });
    });
    const jobs = await queuedJobs(database.db, EXPIRE_BOOKING_HOLD_JOB);
    expect(jobs.map((job) => job.singletonKey).sort()).toEqual(["hold:b1", "hold:b2"]);
    expect(jobs.every((job) => job.startAfter.getTime() === at.getTime() && !job.due)).toBe(true);
  });

  it("delivers each queued e-mail once, with two workers on the queue", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueueEmail(database.db, message(`client${i}@example.com`)));
    const engines = [await workingEngine(), await workingEngine()];
    try {
      const sent = await until(
        () => database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids)),
        (rows) => rows.every((row) => row.status === "sent"),
      );
      expect(sent.filter((row) => row.status === "sent")).toHaveLength(20);
    } finally {
      for (const engine of engines) await engine.stop();
    }
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
    const jobs = await queuedJobs(database.db, SEND_EMAIL_JOB);
    expect(jobs.every((job) => job.state === "completed")).toBe(true);
  });

  it("retries a failing job with growing delays, then leaves it in the dead-letter queue, counted", async () => {
    let attempts = 0;
    const engine = await workingEngine({
      [SIGN_IN_LINK_JOB]: async () => {
        attempts++;
        throw new Error("the mail server is down");
      },
    });
    try {
      await database.db.transaction((tx) =>
        enqueueJob(tx, { kind: SIGN_IN_LINK_JOB, payload: { email: "ama@example.com" } }),
      );
      const delays: number[] = [];
      const { retryLimit = 0 } = JOB_QUEUES[SIGN_IN_LINK_JOB]!;
      for (let attempt = 1; attempt <= retryLimit; attempt++) {
        const [waiting] = await until(
          () => queuedJobs(database.db, SIGN_IN_LINK_JOB),
          (jobs) => jobs[0]?.state === "retry" && attempts === attempt,
        );
        expect(waiting?.state).toBe("retry");
        delays.push((waiting!.startAfter.getTime() - Date.now()) / 1000);
        // Time passes: the retry is due now rather than in minutes.
        await database.db.execute(sql`update pgboss.job set start_after = now() where id = ${waiting!.id}`);
      }
      const [failed] = await until(
        () => queuedJobs(database.db, SIGN_IN_LINK_JOB),
        (jobs) => jobs[0]?.state === "failed",
      );
      expect(failed?.state).toBe("failed");
      expect(attempts).toBe(retryLimit + 1);
      // 30 s, then about twice as long each time (with some jitter), capped at an hour.
      expect(delays[0]).toBeGreaterThan(20);
      for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1]!);
      const dead = await queuedJobs(database.db, DEAD_LETTER_QUEUE);
      expect(dead.map((job) => job.data)).toEqual([{ email: "ama@example.com" }]);
      expect(await countFailedJobs(database.db)).toBe(1);
    } finally {
      await engine.stop();
    }
  });

  it("moves the jobs still waiting in the first job table at its first start, then drops that table", async () => {
    await database.db.execute(sql`create table legacy_jobs (
      id uuid primary key default gen_random_uuid(), kind text not null, payload jsonb not null default '{}',
      dedupe_key text unique, run_at timestamptz not null default now(), status text not null default 'pending')`);
    await database.db.execute(sql`insert into legacy_jobs (kind, payload, dedupe_key, run_at, status) values
      (${SEND_EMAIL_JOB}, '{"outboxId":"o1"}', 'email:o1', now(), 'pending'),
      (${SEND_EMAIL_JOB}, '{"outboxId":"o2"}', 'email:o2', now(), 'done'),
      (${EXPIRE_BOOKING_HOLD_JOB}, '{"bookingId":"b9"}', 'hold:b9', now() + interval '1 hour', 'pending')`);
    const engine = await startJobEngine(database.handle);
    await engine.stop();
    // Written in one transaction, so with one creation time: compared by queue.
    const moved = (await queuedJobs(database.db)).sort((a, b) => a.name.localeCompare(b.name));
    expect(moved.map((job) => [job.name, job.data, job.singletonKey, job.due])).toEqual([
      [EXPIRE_BOOKING_HOLD_JOB, { bookingId: "b9" }, "hold:b9", false],
      [SEND_EMAIL_JOB, { outboxId: "o1" }, null, true],
    ]);
    const [table] = await queryRows<{ name: string | null }>(
      database.db,
      sql`select to_regclass('legacy_jobs')::text as name`,
    );
    expect(table?.name).toBeNull();
  });
});

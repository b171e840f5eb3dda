import { emailOutbox, jobs } from "@server/db/schema";
import { createMailTransport } from "@server/integrations/mail";
import { enqueueEmail, SEND_EMAIL_JOB } from "@server/modules/mail/enqueue-email";
import { withTestDatabase } from "@tests/support/database";
import { type ReceivedMail, startFakeSmtp } from "@tests/support/fake-smtp";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryDelayMs, runDueJobs } from "./runner";
import { sendEmailHandler } from "./send-email";

const database = withTestDatabase();
let smtp: { url: string; received: ReceivedMail[]; close(): Promise<void> };

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

describe("job runner and e-mail delivery", () => {
  it("delivers a queued e-mail over SMTP once and marks it sent", async () => {
    const id = await enqueueEmail(database.db, {
      to: "client@example.com",
      subject: "Your session",
      text: "See you soon",
    });
    const handlers = { [SEND_EMAIL_JOB]: sendEmailHandler(createMailTransport(smtp.url)) };

    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to[0]).toContain("client@example.com");
    expect(smtp.received[0]?.data).toContain("Subject: Your session");
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe("sent");
    // Nothing is left to run, so nothing is sent twice.
    expect(await runDueJobs(database.db, handlers)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("retries a failing job later and gives up after its last attempt", async () => {
    // run_at is set here: the database's now() has microseconds, a JavaScript Date only milliseconds.
    const start = new Date();
    await database.db
      .insert(jobs)
      .values({ kind: "always_fails", maxAttempts: 2, runAt: new Date(start.getTime() - 1000) });
    let calls = 0;
    const handlers = {
      always_fails: async () => {
        calls++;
        throw new Error("provider down");
      },
    };
    expect(await runDueJobs(database.db, handlers, start)).toBe(1);
    const [afterFirst] = await database.db.select().from(jobs).where(eq(jobs.kind, "always_fails"));
    expect(afterFirst?.status).toBe("pending");
    expect(afterFirst?.lastError).toBe("provider down");
    expect(afterFirst?.runAt.getTime()).toBe(start.getTime() + retryDelayMs(1));

    // Not due yet: nothing runs.
    expect(await runDueJobs(database.db, handlers, start)).toBe(0);
    const later = new Date(start.getTime() + retryDelayMs(1) + 1);
    expect(await runDueJobs(database.db, handlers, later)).toBe(1);
    const [afterSecond] = await database.db.select().from(jobs).where(eq(jobs.kind, "always_fails"));
    expect(afterSecond?.status).toBe("failed");
    expect(calls).toBe(2);
  });

  it("fails a job of an unknown kind instead of losing it silently", async () => {
    await database.db.insert(jobs).values({ kind: "no_such_kind", maxAttempts: 1, runAt: new Date(Date.now() - 1000) });
    await runDueJobs(database.db, {});
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, "no_such_kind"));
    expect(row?.status).toBe("failed");
    expect(row?.lastError).toContain("no handler");
  });

  it("offers again a job whose worker died mid-run, once it has been running 10 minutes, and not before", async () => {
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await database.db.insert(jobs).values([
      { kind: "abandoned", status: "running", attempts: 1, lockedAt: minutesAgo(11), runAt: minutesAgo(12) },
      { kind: "still_running", status: "running", attempts: 1, lockedAt: minutesAgo(1), runAt: minutesAgo(2) },
    ]);
    const ran: string[] = [];
    const record = (kind: string) => async () => {
      ran.push(kind);
    };
    const handlers = { abandoned: record("abandoned"), still_running: record("still_running") };

    expect(await runDueJobs(database.db, handlers, now)).toBe(1);
    expect(ran).toEqual(["abandoned"]);
    const rows = await database.db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, ["abandoned", "still_running"]));
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind.abandoned).toMatchObject({ status: "done", attempts: 2 });
    expect(byKind.still_running).toMatchObject({ status: "running", attempts: 1 });
  });
});

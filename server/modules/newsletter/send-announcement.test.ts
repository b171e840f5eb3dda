// An admin's announcement to the confirmed list: written by the job engine in paced batches, one
// e-mail per confirmed subscriber with her own unsubscribe link and header, none for anyone else.
import { NEWSLETTER_TEXT } from "@domain/newsletter";
import { auditLogs, emailOutbox, newsletterAnnouncements, newsletterSubscribers } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { queuedJobs } from "@tests/support/jobs";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { eq, like, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { exportSubscribers, listSubscribers } from "./list-subscribers";
import { unsubscribe } from "./newsletter-links";
import { sendAnnouncement, WRITE_ANNOUNCEMENT_BATCH_JOB, writeAnnouncementBatch } from "./send-announcement";
import { unsubscribeToken } from "./tokens";

const database = withTestDatabase();
const db = () => database.db;
let admin: Viewer;
let client: Viewer;

beforeAll(async () => {
  admin = await insertViewer(db(), { role: "admin" });
  client = await insertViewer(db(), { role: "client" });
});

beforeEach(async () => {
  await db().execute(sql`truncate newsletter_subscribers, newsletter_announcements, email_outbox`);
  await db().execute(sql`delete from pgboss.job`);
});

const past = new Date(Date.now() - 3_600_000);

async function addSubscribers(status: "pending" | "confirmed" | "unsubscribed", n: number, prefix: string = status) {
  const rows = Array.from({ length: n }, (_, i) => ({
    email: `${prefix}${i}@example.com`,
    source: "/resources",
    status,
    consentedAt: past,
    confirmedAt: status === "confirmed" ? past : null,
    unsubscribedAt: status === "unsubscribed" ? past : null,
  }));
  return db().insert(newsletterSubscribers).values(rows).returning();
}

/** Runs the announcement's batch jobs in order, as the worker would (ignoring their pacing), `batchSize` at a time. */
async function runBatches(batchSize: number): Promise<number[]> {
  const written: number[] = [];
  for (let guard = 0; guard < 20; guard++) {
    const job = (await queuedJobs(db(), WRITE_ANNOUNCEMENT_BATCH_JOB)).find((j) => j.state === "created");
    if (!job) break;
    written.push((await writeAnnouncementBatch(db(), job.data, { batchSize })).written);
    await db().execute(sql`update pgboss.job set state = 'completed' where id = ${job.id}`);
  }
  return written;
}

const announcementMails = () => db().select().from(emailOutbox).where(eq(emailOutbox.subject, "New dates for spring"));

describe("sendAnnouncement", () => {
  it("is for admins only, and refuses a blank subject or body with a 400", async () => {
    await addSubscribers("confirmed", 1);
    const forbidden = await rejection(sendAnnouncement(db(), client, { subject: "Hi", body: "Hello" }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBe(NEWSLETTER_TEXT.adminsOnly);
    for (const [raw, message] of [
      [{ subject: "  ", body: "Hello" }, NEWSLETTER_TEXT.subjectMissing],
      [{ subject: "Hi", body: "" }, NEWSLETTER_TEXT.bodyMissing],
      [{ subject: "Hi", body: "x".repeat(10_001) }, "The announcement must be 10,000 characters or fewer."],
    ] as const) {
      const error = await rejection(sendAnnouncement(db(), admin, raw));
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
    expect(await db().select().from(newsletterAnnouncements)).toEqual([]);
    expect(await queuedJobs(db(), WRITE_ANNOUNCEMENT_BATCH_JOB)).toEqual([]);
  });

  it("refuses with a 409 when no one has confirmed", async () => {
    await addSubscribers("pending", 2);
    const error = await rejection(sendAnnouncement(db(), admin, { subject: "Hi", body: "Hello" }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(NEWSLETTER_TEXT.noRecipients);
  });

  it("writes one e-mail per confirmed subscriber in batches, none for pending or unsubscribed ones, each with her own way out", async () => {
    const confirmed = await addSubscribers("confirmed", 5);
    await addSubscribers("pending", 2);
    await addSubscribers("unsubscribed", 2);
    const sent = await sendAnnouncement(db(), admin, { subject: "New dates for spring", body: "Join us in March." });
    expect(sent.recipients).toBe(5);
    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.recordId, sent.announcementId));
    expect(audit).toMatchObject({ action: "newsletter.announcement_sent", userId: admin.userId });
    expect(await announcementMails()).toHaveLength(0);

    // The first batch: two e-mails, the count moved on, the next batch a minute later.
    const firstJob = (await queuedJobs(db(), WRITE_ANNOUNCEMENT_BATCH_JOB))[0];
    const firstAt = new Date();
    expect(await writeAnnouncementBatch(db(), firstJob?.data ?? {}, { batchSize: 2, now: firstAt })).toEqual({
      written: 2,
      finished: false,
    });
    // Run again (a retry of a batch that had committed): nothing more is written.
    expect((await writeAnnouncementBatch(db(), firstJob?.data ?? {}, { batchSize: 2 })).written).toBe(0);
    await db().execute(sql`update pgboss.job set state = 'completed' where id = ${firstJob?.id ?? ""}`);
    const [next] = (await queuedJobs(db(), WRITE_ANNOUNCEMENT_BATCH_JOB)).filter((j) => j.state === "created");
    expect(next?.startAfter.getTime()).toBeGreaterThanOrEqual(firstAt.getTime() + 59_000);
    expect(next?.data).toMatchObject({ announcementId: sent.announcementId, queued: 2 });
    const [progress] = await db().select().from(newsletterAnnouncements);
    expect(progress).toMatchObject({ recipients: 5, queued: 2, finishedAt: null });

    expect(await runBatches(2)).toEqual([2, 1]);
    const [done] = await db().select().from(newsletterAnnouncements);
    expect(done?.queued).toBe(5);
    expect(done?.finishedAt).not.toBeNull();

    const mails = await announcementMails();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(confirmed.map((s) => s.email).sort());
    for (const mail of mails) {
      const subscriber = confirmed.find((s) => s.email === mail.toAddress);
      const token = unsubscribeToken(subscriber?.id ?? "");
      expect(mail.textBody).toContain("Join us in March.");
      expect(mail.textBody).toContain(`/newsletter/unsubscribe?token=${token}`);
      expect(mail.headers["List-Unsubscribe"]).toContain(`/newsletter/unsubscribe?token=${token}>`);
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(await db().select().from(emailOutbox).where(like(emailOutbox.toAddress, "pending%"))).toEqual([]);
    expect(await db().select().from(emailOutbox).where(like(emailOutbox.toAddress, "unsubscribed%"))).toEqual([]);

    // The admin's tab shows the progress and the counts.
    const list = await listSubscribers(db(), admin, {});
    expect(list.figures).toEqual({ confirmed: 5, pending: 2, unsubscribed: 2 });
    expect(list.announcements[0]).toMatchObject({ subject: "New dates for spring", recipients: 5, queued: 5 });
  });

  it("skips a subscriber who leaves between batches", async () => {
    const confirmed = await addSubscribers("confirmed", 4);
    await sendAnnouncement(db(), admin, { subject: "New dates for spring", body: "Join us." });
    const sorted = [...confirmed].sort((a, b) => (a.id < b.id ? -1 : 1));
    const last = sorted.at(-1);
    await unsubscribe(db(), { token: unsubscribeToken(last?.id ?? "") });
    expect(await runBatches(2)).toEqual([2, 1]);
    const mails = await announcementMails();
    expect(mails.map((m) => m.toAddress)).not.toContain(last?.email);
    expect(mails).toHaveLength(3);
  });
});

describe("the subscribers' list and CSV", () => {
  it("searches by address and status, and exports an audited CSV for admins only", async () => {
    await addSubscribers("confirmed", 3, "kofi");
    await addSubscribers("pending", 2, "ama");
    const found = await listSubscribers(db(), admin, { q: "KOFI1", status: "" });
    expect(found.subscribers.map((s) => s.email)).toEqual(["kofi1@example.com"]);
    const pending = await listSubscribers(db(), admin, { status: "pending" });
    expect(pending.total).toBe(2);
    expect((await rejection(listSubscribers(db(), client, {}))).status).toBe(403);
    expect((await rejection(exportSubscribers(db(), client, {}))).status).toBe(403);

    const { filename, csv } = await exportSubscribers(db(), admin, { status: "confirmed" });
    expect(filename).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("E-mail,Status,Signed up on,Consent given (UTC),Confirmed (UTC),Unsubscribed (UTC)");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^kofi\d@example\.com,Confirmed,\/resources,\d{4}-/);
    const [audit] = await db().select().from(auditLogs).where(eq(auditLogs.action, "newsletter_subscribers.exported"));
    expect(audit).toMatchObject({ userId: admin.userId, details: { rows: 3 } });
  });
});

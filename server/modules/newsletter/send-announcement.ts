import { ANNOUNCEMENT_BATCH_SECONDS, ANNOUNCEMENT_BATCH_SIZE, NEWSLETTER_TEXT } from "@domain/newsletter";
import { announcementSchema } from "@domain/newsletter-schemas";
import type { Database } from "@server/db/client";
import { newsletterAnnouncements, newsletterSubscribers } from "@server/db/schema";
import { enqueueJob } from "@server/jobs/engine";
import { WRITE_ANNOUNCEMENT_BATCH_JOB } from "@server/jobs/queues";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { announcementEmail } from "./newsletter-emails";

export { WRITE_ANNOUNCEMENT_BATCH_JOB };

const ns = newsletterSubscribers;

/** Who an announcement goes to: confirmed by the moment it was sent, and still confirmed when her batch is written. */
const recipientsOf = (sentAt: Date) =>
  and(eq(ns.status, "confirmed"), lte(ns.confirmedAt, sql`${sentAt.toISOString()}::timestamptz`));

/**
 * "Send an announcement" (admins only): the announcement is kept with the number of confirmed
 * subscribers, and its e-mails are written by the job engine in paced batches, so the admin's
 * press returns at once and the practice's mail account is never flooded.
 */
export async function sendAnnouncement(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  meta: { now?: Date } = {},
): Promise<{ announcementId: string; recipients: number }> {
  assertAdmin(viewer, NEWSLETTER_TEXT.adminsOnly);
  const { subject, body } = parseInput(announcementSchema, raw);
  const now = meta.now ?? new Date();
  return db.transaction(async (tx) => {
    const [counted] = await tx.select({ n: count() }).from(ns).where(recipientsOf(now));
    const recipients = Number(counted?.n ?? 0);
    if (recipients === 0) throw new AppError("conflict", NEWSLETTER_TEXT.noRecipients);
    const [row] = await tx
      .insert(newsletterAnnouncements)
      .values({ subject, body, sentBy: viewer.userId, recipients, queued: 0, createdAt: now })
      .returning({ id: newsletterAnnouncements.id });
    if (!row) throw new Error("announcement insert returned no row");
    await recordAudit(tx, {
      action: "newsletter.announcement_sent",
      userId: viewer.userId,
      tableName: "newsletter_announcements",
      recordId: row.id,
      details: { subject, recipients },
    });
    await enqueueJob(tx, { kind: WRITE_ANNOUNCEMENT_BATCH_JOB, payload: batchPayload(row.id, null, 0) });
    return { announcementId: row.id, recipients };
  });
}

const batchPayload = (announcementId: string, after: string | null, queued: number) => ({
  announcementId,
  after,
  queued,
});

const payloadSchema = z.object({
  announcementId: z.uuid(),
  after: z.uuid().nullable(),
  queued: z.number().int().min(0),
});

/**
 * One batch of an announcement (the job of WRITE_ANNOUNCEMENT_BATCH_JOB): the next confirmed
 * subscribers after `after` (by id), one outbox e-mail each with her own unsubscribe link and
 * header, the count moved on, and the next batch enqueued ANNOUNCEMENT_BATCH_SECONDS later, all in
 * one transaction. A batch whose `queued` is no longer the announcement's (a retry of one that
 * committed) does nothing, so no one gets two copies.
 */
export async function writeAnnouncementBatch(
  db: Database,
  payload: Record<string, unknown>,
  options: { batchSize?: number; now?: Date } = {},
): Promise<{ written: number; finished: boolean }> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return { written: 0, finished: false };
  const { announcementId, after, queued } = parsed.data;
  const batchSize = options.batchSize ?? ANNOUNCEMENT_BATCH_SIZE;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [announcement] = await tx
      .select()
      .from(newsletterAnnouncements)
      .where(eq(newsletterAnnouncements.id, announcementId))
      .for("update");
    if (!announcement || announcement.finishedAt || announcement.queued !== queued) {
      return { written: 0, finished: Boolean(announcement?.finishedAt) };
    }
    const batch = await tx
      .select({ id: ns.id, email: ns.email })
      .from(ns)
      .where(and(recipientsOf(announcement.createdAt), after ? gt(ns.id, after) : undefined))
      .orderBy(asc(ns.id))
      .limit(batchSize);
    for (const subscriber of batch) await enqueueEmail(tx, announcementEmail(subscriber, announcement));
    const finished = batch.length < batchSize;
    await tx
      .update(newsletterAnnouncements)
      .set({ queued: queued + batch.length, finishedAt: finished ? now : null })
      .where(eq(newsletterAnnouncements.id, announcementId));
    const last = batch.at(-1);
    if (!finished && last) {
      await enqueueJob(tx, {
        kind: WRITE_ANNOUNCEMENT_BATCH_JOB,
        payload: batchPayload(announcementId, last.id, queued + batch.length),
        runAt: new Date(now.getTime() + ANNOUNCEMENT_BATCH_SECONDS * 1000),
      });
    }
    return { written: batch.length, finished };
  });
}

import { NEWSLETTER_STATUSES, type NewsletterStatus } from "@domain/enums";
import {
  NEWSLETTER_EXPORT_MAX,
  NEWSLETTER_PAGE_SIZE,
  NEWSLETTER_SEARCH_MAX,
  NEWSLETTER_TEXT,
  subscribersCsv,
} from "@domain/newsletter";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import { newsletterAnnouncements, newsletterSubscribers } from "@server/db/schema";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";

const ns = newsletterSubscribers;

export interface SubscriberItem {
  id: string;
  email: string;
  status: NewsletterStatus;
  source: string;
  consentedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface AnnouncementItem {
  id: string;
  subject: string;
  recipients: number;
  queued: number;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface SubscriberList {
  figures: Record<NewsletterStatus, number>;
  subscribers: SubscriberItem[];
  total: number;
  page: number;
  pageCount: number;
  filters: { status: NewsletterStatus | ""; search: string };
  announcements: AnnouncementItem[];
}

export type SubscriberQuery = Partial<Record<"status" | "q" | "page", string | null>>;

const querySchema = z.object({
  status: z
    .enum(["", ...NEWSLETTER_STATUSES])
    .catch("")
    .default(""),
  q: z.string().trim().max(NEWSLETTER_SEARCH_MAX).catch("").default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

function readQuery(raw: SubscriberQuery) {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null && value !== undefined));
  const { status, q, page } = parseQuery(querySchema, present);
  return { page, filters: { status, search: q } };
}

/** strpos, not LIKE: a search is text to find, never a pattern. */
const conditions = (filters: SubscriberList["filters"]): SQL | undefined =>
  and(
    filters.status ? eq(ns.status, filters.status) : undefined,
    filters.search ? sql`strpos(${ns.email}, ${filters.search.toLowerCase()}) > 0` : undefined,
  );

const COLUMNS = {
  id: ns.id,
  email: ns.email,
  status: ns.status,
  source: ns.source,
  consentedAt: ns.consentedAt,
  confirmedAt: ns.confirmedAt,
  unsubscribedAt: ns.unsubscribedAt,
};

const asItem = (row: Omit<SubscriberItem, "status"> & { status: string }): SubscriberItem => ({
  ...row,
  status: row.status as NewsletterStatus,
});

async function figuresOf(db: Executor): Promise<Record<NewsletterStatus, number>> {
  const rows = await db.select({ status: ns.status, n: count() }).from(ns).groupBy(ns.status);
  const figures: Record<NewsletterStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) figures[row.status as NewsletterStatus] = Number(row.n);
  return figures;
}

/**
 * The admin's Newsletter tab: counts by status, the addresses newest first (filtered by status,
 * searched by address, a page at a time), and the latest announcements with their progress.
 */
export async function listSubscribers(
  db: Executor,
  viewer: Viewer,
  raw: SubscriberQuery = {},
): Promise<SubscriberList> {
  assertAdmin(viewer, NEWSLETTER_TEXT.adminsOnly);
  const { page, filters } = readQuery(raw);
  const where = conditions(filters);
  const [figures, [counted], announcements] = await Promise.all([
    figuresOf(db),
    db.select({ total: count() }).from(ns).where(where),
    db
      .select({
        id: newsletterAnnouncements.id,
        subject: newsletterAnnouncements.subject,
        recipients: newsletterAnnouncements.recipients,
        queued: newsletterAnnouncements.queued,
        createdAt: newsletterAnnouncements.createdAt,
        finishedAt: newsletterAnnouncements.finishedAt,
      })
      .from(newsletterAnnouncements)
      .orderBy(desc(newsletterAnnouncements.createdAt), desc(newsletterAnnouncements.id))
      .limit(5),
  ]);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / NEWSLETTER_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  const rows = await db
    .select(COLUMNS)
    .from(ns)
    .where(where)
    .orderBy(desc(ns.createdAt), desc(ns.id))
    .limit(NEWSLETTER_PAGE_SIZE)
    .offset((shown - 1) * NEWSLETTER_PAGE_SIZE);
  return { figures, subscribers: rows.map(asItem), total, page: shown, pageCount, filters, announcements };
}

const iso = (at: Date | null) => (at ? at.toISOString() : "");

/**
 * The filtered addresses as a CSV file (at most NEWSLETTER_EXPORT_MAX), with the consent each
 * gave and when. Admins only; the export (people's addresses leaving the site) is audited.
 */
export async function exportSubscribers(
  db: Database,
  viewer: Viewer,
  raw: SubscriberQuery = {},
  meta: { now?: Date } = {},
): Promise<{ filename: string; csv: string }> {
  assertAdmin(viewer, NEWSLETTER_TEXT.adminsOnly);
  const now = meta.now ?? new Date();
  const { filters } = readQuery(raw);
  const rows = await db.transaction(async (tx) => {
    const found = await tx
      .select(COLUMNS)
      .from(ns)
      .where(conditions(filters))
      .orderBy(desc(ns.createdAt), desc(ns.id))
      .limit(NEWSLETTER_EXPORT_MAX);
    await recordAudit(tx, {
      action: "newsletter_subscribers.exported",
      userId: viewer.userId,
      tableName: "newsletter_subscribers",
      details: { filters, rows: found.length },
    });
    return found;
  });
  const csv = subscribersCsv(
    rows.map(asItem).map((r) => ({
      email: r.email,
      status: r.status,
      source: r.source,
      consentedAt: iso(r.consentedAt),
      confirmedAt: iso(r.confirmedAt),
      unsubscribedAt: iso(r.unsubscribedAt),
    })),
  );
  return { filename: `newsletter-subscribers-${dayInZone(now, PRACTICE_TIME_ZONE)}.csv`, csv };
}

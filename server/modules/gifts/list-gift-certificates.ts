import type { Amounts } from "@domain/analytics";
import type { Currency, GiftCertificateKind, Region, ServiceCategory } from "@domain/enums";
import {
  GIFT_ADMIN_TEXT,
  GIFT_LIST_STATES,
  GIFT_SEARCH_MAX_LENGTH,
  GIFTS_PAGE_SIZE,
  type GiftListState,
  giftListState,
} from "@domain/gift-admin";
import type { Executor } from "@server/db/client";
import { giftCertificates, giftProducts, giftRedemptions, users } from "@server/db/schema";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { typedGiftCodeHash } from "./gift-code";

export const gc = giftCertificates;

/** One certificate as an admin sees it: never its code (not kept) nor the buyer's message. */
export interface GiftCertificateListItem {
  id: string;
  codeHint: string;
  productName: string;
  kind: GiftCertificateKind;
  serviceCategory: ServiceCategory | null;
  serviceRegion: Region | null;
  faceValue: number;
  balance: number;
  currency: Currency;
  state: GiftListState;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  recipientTimeZone: string | null;
  discreet: boolean;
  deliverOn: string;
  deliverAt: Date;
  issuedAt: Date;
  expiresAt: Date;
  claimed: boolean;
  voidedAt: Date | null;
  voidReason: string | null;
  paymentReference: string;
}

/** What a certificate paid: when and how much, never for which session. */
export interface GiftRedemptionItem {
  at: Date;
  /** In the certificate's currency. */
  amount: number;
  covered: number;
  coveredCurrency: Currency;
}

/** The tab's figures, over every certificate whatever the filters. */
export interface GiftFigures {
  issued: number;
  active: number;
  used: number;
  expired: number;
  void: number;
  /** What the practice still owes: the balances of active, unexpired certificates, per currency. */
  outstanding: Amounts;
}

export interface GiftFilters {
  state: GiftListState | "";
  search: string;
}

export interface GiftCertificateList {
  figures: GiftFigures;
  certificates: (GiftCertificateListItem & { redemptions: GiftRedemptionItem[] })[];
  total: number;
  page: number;
  pageCount: number;
  filters: GiftFilters;
}

const querySchema = z.object({
  status: z
    .enum(["", ...GIFT_LIST_STATES])
    .catch("")
    .default(""),
  q: z.string().trim().max(GIFT_SEARCH_MAX_LENGTH).catch("").default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type GiftListQuery = Partial<Record<"status" | "q" | "page", string | null>>;

export function readQuery(raw: GiftListQuery) {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null && value !== undefined));
  const { status, q, page } = parseQuery(querySchema, present);
  return { page, filters: { state: status, search: q } satisfies GiftFilters };
}

/** The state as SQL, by the same rule as giftListState (void, then used up, then expired). */
const stateOf = (now: Date) =>
  sql<GiftListState>`case when ${gc.status} = 'void' then 'void'
    when ${gc.status} = 'redeemed' or ${gc.balance} <= 0 then 'used'
    when ${gc.expiresAt} <= ${now.toISOString()}::timestamptz then 'expired'
    else 'active' end`;

/**
 * The search: letters found in the recipient's or the buyer's name or e-mail, or the code's last
 * group; a whole code typed finds its certificate by the hash. strpos, not LIKE: a search is
 * text to find, never a pattern.
 */
function searching(search: string): SQL | undefined {
  if (!search) return undefined;
  const text = search.toLowerCase();
  const names = sql`strpos(lower(concat_ws(' ', ${gc.recipientName}, ${gc.recipientEmail}, ${gc.buyerName}, ${users.email})), ${text}) > 0`;
  const hint = search.replace(/[^0-9a-z]/gi, "").toUpperCase();
  const parts = [names];
  if (hint && hint.length <= 4) parts.push(sql`strpos(${gc.codeHint}, ${hint}) > 0`);
  const hash = typedGiftCodeHash(search);
  if (hash) parts.push(eq(gc.codeHash, hash));
  return sql`(${sql.join(parts, sql` or `)})`;
}

export const conditions = (filters: GiftFilters, now: Date): SQL | undefined =>
  and(filters.state ? sql`${stateOf(now)} = ${filters.state}` : undefined, searching(filters.search));

const COLUMNS = {
  id: gc.id,
  codeHint: gc.codeHint,
  productName: giftProducts.name,
  kind: gc.kind,
  serviceCategory: gc.serviceCategory,
  serviceRegion: gc.serviceRegion,
  faceValue: gc.faceValue,
  balance: gc.balance,
  currency: gc.currency,
  status: gc.status,
  buyerName: gc.buyerName,
  buyerEmail: users.email,
  recipientName: gc.recipientName,
  recipientEmail: gc.recipientEmail,
  recipientTimeZone: gc.recipientTimeZone,
  discreet: gc.discreet,
  deliverOn: gc.deliverOn,
  deliverAt: gc.deliverAt,
  issuedAt: gc.issuedAt,
  expiresAt: gc.expiresAt,
  claimedBy: gc.claimedBy,
  voidedAt: gc.voidedAt,
  voidReason: gc.voidReason,
  paymentReference: gc.paymentReference,
};

export const selectCertificates = (db: Executor) =>
  db
    .select(COLUMNS)
    .from(gc)
    .innerJoin(users, eq(users.id, gc.buyerId))
    .innerJoin(giftProducts, eq(giftProducts.id, gc.productId));

type Row = Awaited<ReturnType<typeof selectCertificates>>[number];

export function toItem(row: Row, now: Date): GiftCertificateListItem {
  const { status, claimedBy, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as GiftCertificateKind,
    serviceCategory: row.serviceCategory as ServiceCategory | null,
    serviceRegion: row.serviceRegion as Region | null,
    currency: row.currency as Currency,
    state: giftListState({ status, balance: row.balance, expiresAt: row.expiresAt }, now),
    claimed: claimedBy !== null,
  };
}

/** Counts per state and the balances still owed, in one pass over the table. */
async function giftFigures(db: Executor, now: Date): Promise<GiftFigures> {
  const rows = await db
    .select({
      state: stateOf(now),
      currency: gc.currency,
      certificates: count(),
      balance: sql<string>`coalesce(sum(${gc.balance}), 0)`,
    })
    .from(gc)
    .groupBy(sql`1`, sql`2`);
  const figures: GiftFigures = { issued: 0, active: 0, used: 0, expired: 0, void: 0, outstanding: {} };
  for (const row of rows) {
    const n = Number(row.certificates);
    figures.issued += n;
    figures[row.state] += n;
    const balance = Number(row.balance);
    if (row.state === "active" && balance > 0) {
      const currency = row.currency as Currency;
      figures.outstanding[currency] = (figures.outstanding[currency] ?? 0) + balance;
    }
  }
  return figures;
}

/** The redemptions that stand (not given back) of the listed certificates, oldest first. */
async function redemptionsOf(db: Executor, ids: readonly string[]): Promise<Map<string, GiftRedemptionItem[]>> {
  const byCertificate = new Map<string, GiftRedemptionItem[]>();
  if (ids.length === 0) return byCertificate;
  const rows = await db
    .select({
      certificateId: giftRedemptions.certificateId,
      at: giftRedemptions.createdAt,
      amount: giftRedemptions.amount,
      covered: giftRedemptions.covered,
      coveredCurrency: giftRedemptions.coveredCurrency,
    })
    .from(giftRedemptions)
    .where(and(inArray(giftRedemptions.certificateId, [...ids]), isNull(giftRedemptions.releasedAt)))
    .orderBy(asc(giftRedemptions.createdAt), asc(giftRedemptions.id));
  for (const { certificateId, ...redemption } of rows) {
    const list = byCertificate.get(certificateId) ?? [];
    list.push({ ...redemption, coveredCurrency: redemption.coveredCurrency as Currency });
    byCertificate.set(certificateId, list);
  }
  return byCertificate;
}

/**
 * The admin's Gift certificates tab: the figures (issued, what is still owed per currency, used
 * up, expired, void), then the certificates newest first, a page at a time, filtered by state and
 * searched by name, e-mail or the code's last group, each with what it has paid (dates and
 * amounts only). Admins only.
 */
export async function listGiftCertificates(
  db: Executor,
  viewer: Viewer,
  raw: GiftListQuery = {},
  meta: { now?: Date } = {},
): Promise<GiftCertificateList> {
  assertAdmin(viewer, GIFT_ADMIN_TEXT.adminsOnly);
  const now = meta.now ?? new Date();
  const { page, filters } = readQuery(raw);
  const where = conditions(filters, now);
  const [figures, [counted]] = await Promise.all([
    giftFigures(db, now),
    db.select({ total: count() }).from(gc).innerJoin(users, eq(users.id, gc.buyerId)).where(where),
  ]);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / GIFTS_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  const rows = await selectCertificates(db)
    .where(where)
    .orderBy(desc(gc.issuedAt), desc(gc.id))
    .limit(GIFTS_PAGE_SIZE)
    .offset((shown - 1) * GIFTS_PAGE_SIZE);
  const redemptions = await redemptionsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    figures,
    certificates: rows.map((row) => ({ ...toItem(row, now), redemptions: redemptions.get(row.id) ?? [] })),
    total,
    page: shown,
    pageCount,
    filters,
  };
}

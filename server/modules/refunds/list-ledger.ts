import { CURRENCIES, type Currency } from "@domain/enums";
import {
  LEDGER_PROVIDER_FILTERS,
  LEDGER_STATUS_FILTERS,
  type LedgerProviderFilter,
  type LedgerStatusFilter,
} from "@domain/ledger";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import { type Database, type Executor, queryRows } from "@server/db/client";
import { isUuid } from "@server/lib/ids";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";

export const LEDGER_PAGE_SIZE = 50;
/** An export holds at most this many rows (the newest); the filters narrow a larger ledger. */
export const LEDGER_EXPORT_MAX = 50_000;
export const MONEY_ADMINS_ONLY = "Only an administrator can see the practice's transactions.";

export interface LedgerRow {
  id: string;
  createdAt: Date;
  reference: string | null;
  clientId: string;
  clientName: string;
  clientEmail: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  status: string;
  type: string;
  provider: string;
  channel: string | null;
  network: string | null;
  description: string | null;
}

export interface LedgerFilters {
  /** First and last day (YYYY-MM-DD, in the practice's zone), each optional. */
  from: string;
  to: string;
  status: LedgerStatusFilter | "";
  provider: LedgerProviderFilter | "";
  currency: Currency | "";
  client: string;
}

export interface LedgerPage {
  rows: LedgerRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The filters as applied (a damaged one is dropped), for the form and the export link. */
  filters: LedgerFilters;
}

const day = z
  .string()
  .trim()
  .refine((value) => value === "" || (isCalendarDay(value) && value >= "2000" && value < "2200"))
  .catch("")
  .default("");

const filterSchema = z.object({
  from: day,
  to: day,
  status: z
    .enum(["", ...LEDGER_STATUS_FILTERS])
    .catch("")
    .default(""),
  provider: z
    .enum(["", ...LEDGER_PROVIDER_FILTERS])
    .catch("")
    .default(""),
  currency: z
    .enum(["", ...CURRENCIES])
    .catch("")
    .default(""),
  client: z
    .string()
    .refine((value) => value === "" || isUuid(value))
    .catch("")
    .default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type LedgerQuery = Partial<Record<keyof z.input<typeof filterSchema>, string | null>>;

function readFilters(raw: LedgerQuery) {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null && value !== undefined));
  const { page, ...filters } = parseQuery(filterSchema, present);
  return { page, filters };
}

function assertMoneyAdmin(viewer: Viewer) {
  assertAdmin(viewer, MONEY_ADMINS_ONLY);
}

/** The WHERE of the filters: days in the practice's zone; a status group; how it was paid. */
function conditions(f: LedgerFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.from) parts.push(sql`l.created_at >= ${zonedTimeToUtc(f.from, "00:00", PRACTICE_TIME_ZONE).toISOString()}`);
  if (f.to) {
    const end = zonedTimeToUtc(f.to, "00:00", PRACTICE_TIME_ZONE).getTime() + 86_400_000;
    parts.push(sql`l.created_at < ${new Date(end).toISOString()}`);
  }
  if (f.status === "other") parts.push(sql`l.status not in ('completed', 'pending')`);
  else if (f.status) parts.push(sql`l.status = ${f.status}`);
  if (f.provider === "bank_transfer") parts.push(sql`l.payment_provider = 'bank_transfer'`);
  else if (f.provider) parts.push(sql`l.payment_provider = 'paystack' and p.channel = ${f.provider}`);
  if (f.currency) parts.push(sql`l.currency = ${f.currency}`);
  if (f.client) parts.push(sql`l.user_id = ${f.client}`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`l.id, l.created_at as "createdAt", l.reference, l.user_id as "clientId",
  coalesce(pr.first_name || ' ' || pr.last_name, u.name) as "clientName", u.email as "clientEmail",
  l.amount, l.currency, l.status, l.transaction_type as "type", l.payment_provider as "provider",
  p.channel, p.network, l.description`;
/** The lines, with their payments where a filter reads how they were paid. */
const lines = (f: LedgerFilters) =>
  f.provider === "card" || f.provider === "mobile_money"
    ? sql`transaction_ledger l join payment_transactions p on p.id = l.payment_transaction_id`
    : sql`transaction_ledger l`;
/** A shown line's client and its payment's method. */
const DETAILS = sql`join users u on u.id = l.user_id left join profiles pr on pr.id = l.user_id
  left join payment_transactions p on p.id = l.payment_transaction_id`;

type Row = Omit<LedgerRow, "createdAt" | "amount"> & { createdAt: Date | string; amount: number | string };

const toLedgerRow = (row: Row): LedgerRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  amount: Number(row.amount),
});

/**
 * The Transactions tab's ledger (spec 001 §2, §3): every line, newest first, with its client,
 * filtered by days, status, how it was paid, currency and client, a page at a time. Admins only.
 */
export async function listLedger(db: Executor, viewer: Viewer, raw: LedgerQuery = {}): Promise<LedgerPage> {
  assertMoneyAdmin(viewer);
  const { page, filters } = readFilters(raw);
  const where = conditions(filters);
  const [counted] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from ${lines(filters)} where ${where}`,
  );
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE));
  const shown = Math.min(page, pageCount);
  // The page's lines first, off the date index; then only they are joined to their people.
  const rows = await queryRows<Row>(
    db,
    sql`with shown as (
        select l.id from ${lines(filters)} where ${where}
        order by l.created_at desc, l.id desc
        limit ${LEDGER_PAGE_SIZE} offset ${(shown - 1) * LEDGER_PAGE_SIZE}
      )
      select ${COLUMNS} from shown join transaction_ledger l on l.id = shown.id ${DETAILS}
      order by l.created_at desc, l.id desc`,
  );
  return { rows: rows.map(toLedgerRow), total, page: shown, pageCount, filters };
}

/**
 * The filtered ledger for its CSV export, newest first, at most LEDGER_EXPORT_MAX lines. Admins
 * only; the export (clients' names and payments leaving the site) is written to the audit log.
 */
export async function exportLedger(db: Database, viewer: Viewer, raw: LedgerQuery = {}): Promise<LedgerRow[]> {
  assertMoneyAdmin(viewer);
  const { filters } = readFilters(raw);
  return db.transaction(async (tx) => {
    const rows = await queryRows<Row>(
      tx,
      sql`select ${COLUMNS} from transaction_ledger l ${DETAILS} where ${conditions(filters)}
        order by l.created_at desc, l.id desc limit ${LEDGER_EXPORT_MAX}`,
    );
    await recordAudit(tx, {
      action: "transactions.exported",
      userId: viewer.userId,
      tableName: "transaction_ledger",
      details: { filters, rows: rows.length },
    });
    return rows.map(toLedgerRow);
  });
}

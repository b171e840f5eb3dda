import { isSaneInstant } from "@domain/validation";
import { addDays, isCalendarDay, usableZone, zonedTimeToUtc } from "@domain/zone-time";
import { type Executor, queryRows } from "@server/db/client";
import { likePattern } from "@server/db/like-pattern";
import { isUuid } from "@server/lib/ids";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";

export const AUDIT_ADMINS_ONLY = "Only an administrator can read the audit log.";

/** Spec 001 §9: the audit log shows the latest 100 entries; older ones a page of 100 at a time. */
export const AUDIT_PAGE_SIZE = 100;

export interface AuditLogEntry {
  id: string;
  action: string;
  tableName: string | null;
  recordId: string | null;
  details: Record<string, unknown>;
  /** Who did it; null for the system, or someone whose account is gone. */
  user: { id: string; name: string; email: string } | null;
  /** The client whose record it concerns, when it concerns one. */
  client: { id: string; name: string } | null;
  createdAt: Date;
}

export interface AuditLogFilters {
  /** A name or e-mail (any part of it), or a user id. */
  user: string;
  action: string;
  /** Whose record: a client's name or e-mail (any part of it), or her id. */
  client: string;
  /** Calendar days "YYYY-MM-DD" in the viewer's time zone, both included. */
  from: string;
  to: string;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null;
  /** Whether this is an older page (a cursor was given) rather than the latest entries. */
  older: boolean;
  filters: AuditLogFilters;
  timeZone: string;
}

/**
 * Where a page starts: just after the entry created at `micros` (microseconds since 1970, as
 * PostgreSQL keeps them: a JavaScript Date would round them away and skip or repeat entries)
 * with id `id`, newest first.
 */
interface Cursor {
  micros: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) => `${cursor.micros}_${cursor.id}`;

function decodeCursor(value: string): Cursor | undefined {
  const [micros, id, ...rest] = value.split("_");
  if (rest.length > 0 || !micros || !/^\d{1,17}$/.test(micros) || !isUuid(id)) return undefined;
  return isSaneInstant(new Date(Number(micros) / 1000)) ? { micros, id } : undefined;
}

const day = z
  .string()
  .trim()
  .refine((v) => v === "" || (isCalendarDay(v) && v >= "1900-01-01" && v < "2200-01-01"))
  .catch("")
  .default("");

// The tab's URL parameters: a damaged one is as if it were absent, never an error page.
const querySchema = z.object({
  user: z.string().trim().max(200).catch("").default(""),
  client: z.string().trim().max(200).catch("").default(""),
  action: z
    .string()
    .trim()
    .regex(/^[\w.:-]{0,100}$/)
    .catch("")
    .default(""),
  from: day,
  to: day,
  before: z
    .string()
    .transform(decodeCursor)
    .optional()
    .catch(() => undefined),
});

export type AuditLogQuery = Partial<Record<keyof z.input<typeof querySchema>, string | null>>;

interface Row {
  id: string;
  action: string;
  tableName: string | null;
  recordId: string | null;
  details: Record<string, unknown> | string | null;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  userName: string | null;
  email: string | null;
  clientId: string | null;
  clientFirstName: string | null;
  clientLastName: string | null;
  createdAt: Date | string;
  micros: string;
}

/**
 * The audit log tab (spec 001 §3, §7, §9): the latest 100 entries, newest first, with who did
 * each; filtered by user (name, e-mail or id), action and a range of days in the viewer's time
 * zone; older pages by keyset on (created_at, id), so a page deep in 100,000 entries costs what
 * the first does (the created_at, action and user indexes). Admins only.
 */
export async function listAuditLog(db: Executor, viewer: Viewer, raw: AuditLogQuery = {}): Promise<AuditLogPage> {
  assertAdmin(viewer, AUDIT_ADMINS_ONLY);
  const timeZone = usableZone(viewer.timezone);
  const { input, query } = auditLogQuery(raw, timeZone);
  const rows = await queryRows<Row>(db, query);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map(toEntry),
    next: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor({ micros: last.micros, id: last.id }) : null,
    older: input.before !== undefined,
    filters: { user: input.user, action: input.action, client: input.client, from: input.from, to: input.to },
    timeZone,
  };
}

/** The page's query (one more row than a page, to know whether there is another): shared with its plan test. */
export function auditLogQuery(raw: AuditLogQuery, timeZone: string) {
  const input = parseQuery(querySchema, withoutNulls(raw));
  const conditions: SQL[] = [];
  if (input.action) conditions.push(sql`a.action = ${input.action}`);
  if (input.user) conditions.push(userCondition(input.user));
  if (input.client) conditions.push(clientCondition(input.client));
  if (input.from) conditions.push(sql`a.created_at >= ${zonedTimeToUtc(input.from, "00:00", timeZone).toISOString()}`);
  if (input.to)
    conditions.push(sql`a.created_at < ${zonedTimeToUtc(addDays(input.to, 1), "00:00", timeZone).toISOString()}`);
  if (input.before) {
    const at = sql`(timestamptz 'epoch' + ${input.before.micros}::bigint * interval '1 microsecond')`;
    // The first condition lets the index range start at the cursor; the second is the exact keyset.
    conditions.push(sql`a.created_at <= ${at}`, sql`(a.created_at < ${at} or a.id < ${input.before.id}::uuid)`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // created_at is never null, so both orders are the same; each matches an index the planner
  // can walk without sorting: (created_at desc nulls last), (action, created_at desc nulls last),
  // (client_id, created_at desc nulls last), or, read backwards, (user_id, created_at).
  const newestFirst =
    isUuid(input.user) && !input.action && !isUuid(input.client)
      ? sql`a.created_at desc nulls first, a.id desc`
      : sql`a.created_at desc nulls last, a.id desc`;
  // The page is picked from audit_logs alone (an index walk, newest first), then joined to
  // names: joined first, the planner would join and sort the whole log.
  const query = sql`select a.id, a.action, a.table_name as "tableName", a.record_id as "recordId", a.details,
      a.user_id as "userId", p.first_name as "firstName", p.last_name as "lastName", u.name as "userName",
      coalesce(p.email, u.email) as email, a.client_id as "clientId", c.first_name as "clientFirstName",
      c.last_name as "clientLastName", a.created_at as "createdAt",
      (extract(epoch from a.created_at) * 1000000)::bigint::text as micros
    from (
      select a.id, a.action, a.table_name, a.record_id, a.details, a.user_id, a.client_id, a.created_at
      from audit_logs a
      ${where}
      order by ${newestFirst}
      limit ${AUDIT_PAGE_SIZE + 1}
    ) a
    left join profiles p on p.id = a.user_id
    left join users u on u.id = a.user_id
    left join profiles c on c.id = a.client_id
    order by a.created_at desc, a.id desc`;
  return { input, query };
}

function userCondition(user: string): SQL {
  if (isUuid(user)) return sql`a.user_id = ${user}`;
  const pattern = likePattern(user);
  return sql`a.user_id in (select p2.id from profiles p2
    where (p2.first_name || ' ' || p2.last_name) ilike ${pattern} or p2.email ilike ${pattern})`;
}

/** A client's id, or any part of her name or e-mail; any client's record, no date cap (the (client_id, created_at) index). */
function clientCondition(client: string): SQL {
  if (isUuid(client)) return sql`a.client_id = ${client}`;
  const pattern = likePattern(client);
  return sql`a.client_id in (select p3.id from profiles p3
    where (p3.first_name || ' ' || p3.last_name) ilike ${pattern} or p3.email ilike ${pattern})`;
}

function toEntry(row: Row): AuditLogEntry {
  const details = typeof row.details === "string" ? safeJson(row.details) : (row.details ?? {});
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.userName || "";
  return {
    id: row.id,
    action: row.action,
    tableName: row.tableName,
    recordId: row.recordId,
    details,
    user: row.userId ? { id: row.userId, name: name || (row.email ?? ""), email: row.email ?? "" } : null,
    client: row.clientId
      ? { id: row.clientId, name: [row.clientFirstName, row.clientLastName].filter(Boolean).join(" ") || row.clientId }
      : null,
    createdAt: new Date(row.createdAt),
  };
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: text };
  }
}

function withoutNulls(raw: AuditLogQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) if (typeof value === "string") out[key] = value;
  return out;
}

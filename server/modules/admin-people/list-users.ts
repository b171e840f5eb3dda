import { PEOPLE_ADMINS_ONLY, USERS_PAGE_SIZE } from "@domain/admin-people";
import { ROLES, type Role } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { likePattern } from "@server/db/like-pattern";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { z } from "zod";

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** From user_roles; no row reads as client (spec 001 §6). */
  role: Role;
  suspendedAt: Date | null;
  joinedAt: Date;
  lastActivity: Date | null;
}

export interface UserList {
  users: UserRow[];
  /** How many match the search (all pages). */
  total: number;
  page: number;
  pageCount: number;
  /** The search and role filter as applied, so the page can show them back. */
  search: string;
  role: Role | "";
}

const querySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  role: z
    .enum(["", ...ROLES])
    .catch("")
    .default(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

type Timestamp = Date | string;

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  suspendedAt: Timestamp | null;
  joinedAt: Timestamp;
  lastActivity: Timestamp | null;
  matching: number | string;
}

/**
 * The Users tab: everyone with an account, searched by full name or e-mail, optionally of one
 * role, by name, a page at a time, in one query on the server.
 */
export async function listUsers(
  db: Executor,
  viewer: Viewer,
  raw: { q?: string | null; role?: string | null; page?: string | number | null } = {},
): Promise<UserList> {
  assertAdmin(viewer, PEOPLE_ADMINS_ONLY);
  const input = parseQuery(querySchema, {
    q: raw.q ?? undefined,
    role: raw.role ?? undefined,
    page: raw.page ?? undefined,
  });
  const list = await userPage(db, input.q, input.role, input.page);
  if (list.users.length > 0 || input.page === 1) return list;
  // A page past the end (an old link, fewer matches now): the last page instead.
  const first = await userPage(db, input.q, input.role, 1);
  return first.pageCount > 1 ? userPage(db, input.q, input.role, first.pageCount) : first;
}

async function userPage(db: Executor, search: string, role: Role | "", page: number): Promise<UserList> {
  const pattern = likePattern(search);
  const matches = search
    ? sql`and ((p.first_name || ' ' || p.last_name) ilike ${pattern} or p.email ilike ${pattern})`
    : sql``;
  const ofRole = role ? sql`and coalesce(r.role, 'client') = ${role}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email,
        coalesce(r.role, 'client') as role, p.suspended_at as "suspendedAt", p.created_at as "joinedAt",
        p.last_activity as "lastActivity", count(*) over () as matching
      from profiles p left join user_roles r on r.user_id = p.id
      where true ${matches} ${ofRole}
      order by lower(p.first_name), lower(p.last_name), p.id
      limit ${USERS_PAGE_SIZE} offset ${(page - 1) * USERS_PAGE_SIZE}`,
  );
  const total = Number(rows[0]?.matching ?? 0);
  return {
    users: rows.map(({ matching: _matching, ...row }) => ({
      ...row,
      suspendedAt: row.suspendedAt ? new Date(row.suspendedAt) : null,
      joinedAt: new Date(row.joinedAt),
      lastActivity: row.lastActivity ? new Date(row.lastActivity) : null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)),
    search,
    role,
  };
}

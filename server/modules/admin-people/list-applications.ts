import { APPLICATIONS_PAGE_SIZE, PEOPLE_ADMINS_ONLY } from "@domain/admin-people";
import { type Executor, queryRows } from "@server/db/client";
import { parseQuery } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { z } from "zod";

export interface PendingApplication {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  note: string | null;
  appliedAt: Date;
}

export interface DecidedApplication {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: "approved" | "rejected";
  reason: string | null;
  decidedAt: Date;
  decidedBy: string | null;
}

export interface ApplicationList {
  /** Oldest first: whoever has waited longest is at the top. */
  pending: PendingApplication[];
  pendingTotal: number;
  shown: number;
  hasMore: boolean;
  /** Decisions of the last RECENT_DAYS days, newest first. */
  decided: DecidedApplication[];
}

/** How far back "Recent decisions" reaches, and how many it shows. */
export const RECENT_DAYS = 90;
export const RECENT_DECISIONS = 10;

const querySchema = z.object({
  show: z.coerce
    .number()
    .int()
    .min(APPLICATIONS_PAGE_SIZE)
    .max(2_000)
    .catch(APPLICATIONS_PAGE_SIZE)
    .default(APPLICATIONS_PAGE_SIZE),
});

type Timestamp = Date | string;

/** The Applications tab (spec 001 §2, §4): pending therapist applications, and recent decisions. */
export async function listApplications(
  db: Executor,
  viewer: Viewer,
  raw: { show?: string | null } = {},
  now: Date = new Date(),
): Promise<ApplicationList> {
  assertAdmin(viewer, PEOPLE_ADMINS_ONLY);
  const { show } = parseQuery(querySchema, { ...raw, show: raw.show ?? undefined });
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const [pending, decided] = await Promise.all([
    queryRows<Omit<PendingApplication, "appliedAt"> & { appliedAt: Timestamp; total: number | string }>(
      db,
      sql`select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email, p.phone,
          p.application_note as note, p.created_at as "appliedAt", count(*) over () as total
        from profiles p
        where p.approval_status = 'pending'
        order by p.created_at, p.id
        limit ${show}`,
    ),
    queryRows<Omit<DecidedApplication, "decidedAt"> & { decidedAt: Timestamp }>(
      db,
      sql`select p.id, p.first_name as "firstName", p.last_name as "lastName", p.email,
          p.approval_status as status, p.rejection_reason as reason, p.approved_at as "decidedAt",
          nullif(trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '')), '') as "decidedBy"
        from profiles p
        left join profiles d on d.id = p.approved_by
        where p.approval_status in ('approved', 'rejected') and p.approved_at >= ${since.toISOString()}
        order by p.approved_at desc, p.id
        limit ${RECENT_DECISIONS}`,
    ),
  ]);
  const pendingTotal = Number(pending[0]?.total ?? 0);
  return {
    pending: pending.map(({ total: _total, ...row }) => ({ ...row, appliedAt: new Date(row.appliedAt) })),
    pendingTotal,
    shown: pending.length,
    hasMore: pendingTotal > pending.length,
    decided: decided.map((row) => ({ ...row, decidedAt: new Date(row.decidedAt) })),
  };
}

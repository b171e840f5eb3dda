import { PENDING_HOMEWORK_STATUSES } from "@domain/homework";
import type { Executor } from "@server/db/client";
import { queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";

/** The stats strip of the client portal (spec 001 §2). */
export interface PortalSummary {
  upcomingSessions: number;
  completedSessions: number;
  /** Homework assigned or in progress (spec 001 §7). */
  pendingHomework: number;
  unreadMessages: number;
  /** Sessions left on active, unexpired support plans and packages. */
  planCreditsLeft: number;
  /** For the notifications tab's badge (not a stats card). */
  unreadNotifications: number;
}

/**
 * One round trip of six counts, each answered from an index on the viewer's own rows, so
 * the cost stays flat however long the history.
 */
export async function getPortalSummary(db: Executor, viewer: Viewer, now: Date = new Date()): Promise<PortalSummary> {
  const me = viewer.userId;
  const at = now.toISOString();
  const pending = sql.join(
    PENDING_HOMEWORK_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<keyof PortalSummary, number | string>>(
    db,
    sql`select
      (select count(*) from sessions
        where client_id = ${me} and status = 'scheduled' and starts_at >= ${at}) as "upcomingSessions",
      (select count(*) from sessions where client_id = ${me} and status = 'completed') as "completedSessions",
      (select count(*) from homework_assignments
        where client_id = ${me} and status in (${pending})) as "pendingHomework",
      (select count(*) from messages where recipient_id = ${me} and read = false) as "unreadMessages",
      (select coalesce(sum(remaining_sessions), 0) from purchased_support_plans
        where user_id = ${me} and status = 'active' and expires_at > ${at}) as "planCreditsLeft",
      (select count(*) from notifications where user_id = ${me} and read = false) as "unreadNotifications"`,
  );
  return {
    upcomingSessions: Number(row?.upcomingSessions ?? 0),
    completedSessions: Number(row?.completedSessions ?? 0),
    pendingHomework: Number(row?.pendingHomework ?? 0),
    unreadMessages: Number(row?.unreadMessages ?? 0),
    planCreditsLeft: Number(row?.planCreditsLeft ?? 0),
    unreadNotifications: Number(row?.unreadNotifications ?? 0),
  };
}

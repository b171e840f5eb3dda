import { type Executor, queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { type StaffScope, staffScope, therapistCondition } from "./staff-scope";

/** The therapist dashboard's summary cards (spec 001 §2). */
export interface StaffSummary {
  totalClients: number;
  upcomingSessions: number;
  /** Messages to the viewer herself, unread. */
  unreadMessages: number;
  /** Homework the client has completed and the therapist has not yet reviewed. */
  pendingReviews: number;
}

/**
 * Four counts in one round trip, each from an index on the therapist's rows; for an admin,
 * everyone's (the clients are the practice's client accounts).
 */
export async function getStaffSummary(db: Executor, viewer: Viewer, now: Date = new Date()): Promise<StaffSummary> {
  const scope: StaffScope = staffScope(viewer);
  const mine = therapistCondition(scope);
  const [row] = await queryRows<Record<keyof StaffSummary, number | string>>(
    db,
    sql`select
      ${
        scope.therapistId
          ? sql`(select count(distinct client_id) from sessions where ${mine})`
          : // Everyone's: the practice's client accounts, off the roles index, not a scan of every session.
            sql`(select count(*) from user_roles where role = 'client')`
      } as "totalClients",
      (select count(*) from sessions
        where ${mine} and status = 'scheduled' and starts_at >= ${now.toISOString()}) as "upcomingSessions",
      (select count(*) from messages where recipient_id = ${viewer.userId} and read = false) as "unreadMessages",
      (select count(*) from homework_assignments where ${mine} and status = 'completed') as "pendingReviews"`,
  );
  return {
    totalClients: Number(row?.totalClients ?? 0),
    upcomingSessions: Number(row?.upcomingSessions ?? 0),
    unreadMessages: Number(row?.unreadMessages ?? 0),
    pendingReviews: Number(row?.pendingReviews ?? 0),
  };
}

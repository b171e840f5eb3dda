import type { HomeworkStatus } from "@domain/enums";
import { PENDING_HOMEWORK_STATUSES } from "@domain/homework";
import type { Executor } from "@server/db/client";
import { homeworkAssignments, profiles } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { count, desc, eq, inArray, sql } from "drizzle-orm";

export interface MyHomework {
  id: string;
  title: string;
  description: string | null;
  /** A calendar day, "YYYY-MM-DD", or none. */
  dueDate: string | null;
  status: HomeworkStatus;
  response: string | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  createdAt: Date;
  therapistName: string;
}

export interface MyHomeworkPage {
  items: MyHomework[];
  /** Whether older assignments exist beyond `items`. */
  hasMore: boolean;
  /** Assigned or in progress, over all of the client's homework (not only this page). */
  pendingCount: number;
  /** All of the client's homework, whatever its state. */
  totalCount: number;
}

/** One page of the list; "Show more" asks for the next multiple. */
export const HOMEWORK_PAGE_SIZE = 20;
/** However often "Show more" is pressed, one request reads at most this many rows. */
const HOMEWORK_MAX_SHOWN = 500;

/** How many to show for a `?show=` value: a whole number of pages, at least one, at most the cap. */
export function homeworkShown(raw: unknown): number {
  const wanted = Number(raw);
  if (!Number.isFinite(wanted) || wanted <= HOMEWORK_PAGE_SIZE) return HOMEWORK_PAGE_SIZE;
  return Math.min(Math.ceil(wanted / HOMEWORK_PAGE_SIZE) * HOMEWORK_PAGE_SIZE, HOMEWORK_MAX_SHOWN);
}

/**
 * The viewer's own homework, newest first (spec 001 §7), the latest `show` of them, and how much
 * of all of it is pending. Both queries are answered from the (client_id, ...) indexes, so the first
 * load reads a page whatever the history.
 */
export async function listMyHomework(db: Executor, viewer: Viewer, options: { show?: unknown } = {}) {
  const shown = homeworkShown(options.show);
  const mine = eq(homeworkAssignments.clientId, viewer.userId);
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: homeworkAssignments.id,
        title: homeworkAssignments.title,
        description: homeworkAssignments.description,
        dueDate: homeworkAssignments.dueDate,
        status: homeworkAssignments.status,
        response: homeworkAssignments.clientResponse,
        submittedAt: homeworkAssignments.submittedAt,
        reviewedAt: homeworkAssignments.reviewedAt,
        createdAt: homeworkAssignments.createdAt,
        therapistFirst: profiles.firstName,
        therapistLast: profiles.lastName,
      })
      .from(homeworkAssignments)
      .leftJoin(profiles, eq(profiles.id, homeworkAssignments.therapistId))
      .where(mine)
      .orderBy(desc(homeworkAssignments.createdAt), desc(homeworkAssignments.id))
      .limit(shown + 1),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${inArray(homeworkAssignments.status, [...PENDING_HOMEWORK_STATUSES])})`,
        total: count(),
      })
      .from(homeworkAssignments)
      .where(mine),
  ]);
  const page: MyHomeworkPage = {
    items: rows.slice(0, shown).map(({ therapistFirst, therapistLast, ...row }) => ({
      ...row,
      status: row.status as HomeworkStatus,
      therapistName: `${therapistFirst ?? ""} ${therapistLast ?? ""}`.trim() || "Your therapist",
    })),
    hasMore: rows.length > shown,
    pendingCount: Number(counts?.pending ?? 0),
    totalCount: Number(counts?.total ?? 0),
  };
  return page;
}

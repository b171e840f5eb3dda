import { HOMEWORK_STATUSES, type HomeworkStatus } from "@domain/enums";
import { type Executor, queryRows } from "@server/db/client";
import { parseQuery } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { homeworkShown } from "@server/modules/homework";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { staffScope, therapistCondition } from "./staff-scope";

export interface StaffHomework {
  id: string;
  clientId: string;
  clientName: string;
  therapistName: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  status: HomeworkStatus;
  response: string | null;
  createdAt: Date;
  submittedAt: Date | null;
  reviewedAt: Date | null;
}

const querySchema = z.object({
  client: z.uuid().optional().catch(undefined),
  status: z.enum(HOMEWORK_STATUSES).optional().catch(undefined),
  therapist: z.string().optional().catch(undefined),
  show: z.unknown().optional(),
});

interface Row {
  id: string;
  clientId: string;
  clientFirst: string;
  clientLast: string;
  therapistFirst: string;
  therapistLast: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  status: string;
  response: string | null;
  createdAt: Date | string;
  submittedAt: Date | string | null;
  reviewedAt: Date | string | null;
}

const date = (value: Date | string | null) => (value ? new Date(value) : null);

/**
 * The Homework tab (spec 001 §2): the therapist's assignments (an admin's: everyone's, or one
 * therapist's), newest first, optionally of one client or one status, a page at a time off the
 * (therapist_id, created_at) index.
 */
export async function listStaffHomework(
  db: Executor,
  viewer: Viewer,
  raw: { client?: unknown; status?: unknown; therapist?: unknown; show?: unknown } = {},
): Promise<{ items: StaffHomework[]; hasMore: boolean; shown: number }> {
  const input = parseQuery(querySchema, { ...raw });
  const scope = staffScope(viewer, input.therapist);
  const shown = homeworkShown(input.show);
  const client = input.client ? sql`and h.client_id = ${input.client}` : sql``;
  const status = input.status ? sql`and h.status = ${input.status}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`select h.id, h.client_id as "clientId", c.first_name as "clientFirst", c.last_name as "clientLast",
        t.first_name as "therapistFirst", t.last_name as "therapistLast", h.title, h.description,
        h.due_date as "dueDate", h.status, h.client_response as response, h.created_at as "createdAt",
        h.submitted_at as "submittedAt", h.reviewed_at as "reviewedAt"
      from homework_assignments h
      join profiles c on c.id = h.client_id join profiles t on t.id = h.therapist_id
      where ${therapistCondition(scope, sql.raw("h.therapist_id"))} ${client} ${status}
      order by h.created_at desc, h.id desc
      limit ${shown + 1}`,
  );
  return {
    shown,
    hasMore: rows.length > shown,
    items: rows.slice(0, shown).map((row) => ({
      id: row.id,
      clientId: row.clientId,
      clientName: `${row.clientFirst} ${row.clientLast}`,
      therapistName: `${row.therapistFirst} ${row.therapistLast}`,
      title: row.title,
      description: row.description,
      dueDate: row.dueDate,
      status: row.status as HomeworkStatus,
      response: row.response,
      createdAt: new Date(row.createdAt),
      submittedAt: date(row.submittedAt),
      reviewedAt: date(row.reviewedAt),
    })),
  };
}

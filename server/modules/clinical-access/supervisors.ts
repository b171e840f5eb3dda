import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { type Database, type Executor, queryRows } from "@server/db/client";
import { clinicalSupervisions } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, eq, sql } from "drizzle-orm";

export const SUPERVISION_MESSAGES = {
  adminsOnly: "Only an administrator can assign a clinical supervisor.",
  notTherapists: "Choose two different therapists: the therapist and her supervisor.",
} as const;

export interface Supervision {
  readonly therapistId: string;
  readonly therapistName: string;
  readonly supervisorId: string;
  readonly supervisorName: string;
  readonly since: Date;
}

async function assertTwoTherapists(db: Executor, therapistId: unknown, supervisorId: unknown) {
  if (!isUuid(therapistId) || !isUuid(supervisorId) || therapistId === supervisorId) {
    throw new AppError("bad_request", SUPERVISION_MESSAGES.notTherapists);
  }
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from user_roles where role = 'therapist' and user_id in (${therapistId}, ${supervisorId})`,
  );
  if (row?.count !== 2) throw new AppError("bad_request", SUPERVISION_MESSAGES.notTherapists);
  return { therapistId, supervisorId };
}

/** An admin assigns a supervisor to a therapist: the supervisor may then read that therapist's clients' records. */
export async function assignSupervisor(
  db: Database,
  viewer: Viewer,
  input: { therapistId: unknown; supervisorId: unknown; assign: boolean },
): Promise<void> {
  assertAdmin(viewer, SUPERVISION_MESSAGES.adminsOnly);
  await db.transaction(async (tx) => {
    const pair = await assertTwoTherapists(tx, input.therapistId, input.supervisorId);
    if (input.assign) {
      await tx
        .insert(clinicalSupervisions)
        .values({ ...pair, assignedBy: viewer.userId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(clinicalSupervisions)
        .where(
          and(
            eq(clinicalSupervisions.therapistId, pair.therapistId),
            eq(clinicalSupervisions.supervisorId, pair.supervisorId),
          ),
        );
    }
    await recordAudit(tx, {
      action: CLINICAL_AUDIT_ACTIONS.supervisorAssigned,
      userId: viewer.userId,
      tableName: "clinical_supervisions",
      recordId: pair.therapistId,
      details: { supervisorId: pair.supervisorId, assigned: input.assign },
    });
  });
}

/** Every supervision, for the admin's settings. */
export async function listSupervisions(db: Executor, viewer: Viewer): Promise<Supervision[]> {
  assertAdmin(viewer, SUPERVISION_MESSAGES.adminsOnly);
  return queryRows<Supervision>(
    db,
    sql`select v.therapist_id as "therapistId", concat_ws(' ', t.first_name, t.last_name) as "therapistName",
        v.supervisor_id as "supervisorId", concat_ws(' ', s.first_name, s.last_name) as "supervisorName",
        v.created_at as since
      from clinical_supervisions v join profiles t on t.id = v.therapist_id join profiles s on s.id = v.supervisor_id
      order by t.first_name, t.last_name, s.first_name`,
  );
}

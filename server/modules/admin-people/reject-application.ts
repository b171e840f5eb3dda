import { PEOPLE_ADMINS_ONLY, rejectionReason } from "@domain/admin-people";
import type { Database } from "@server/db/client";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import { z } from "zod";
import { applicationRejectedEmail } from "./application-emails";
import { applicantIdField, decidePending } from "./pending-application";

const schema = z.object({ applicantId: applicantIdField, reason: rejectionReason });

/**
 * Rejects a pending therapist application with a reason (spec 001 §5: required, whatever the
 * placeholder says), which is stored and sent to the applicant. Her account stays a client's.
 */
export async function rejectApplication(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ applicantId: string }> {
  assertAdmin(viewer, PEOPLE_ADMINS_ONLY);
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const applicant = await decidePending(tx, input.applicantId, {
      status: "rejected",
      reason: input.reason,
      by: viewer.userId,
      at: now,
    });
    await enqueueEmail(tx, applicationRejectedEmail(applicant, input.reason));
    await recordAudit(tx, {
      action: "application.rejected",
      userId: viewer.userId,
      tableName: "profiles",
      recordId: applicant.id,
      details: { email: applicant.email, reason: input.reason },
    });
    return { applicantId: applicant.id };
  });
}

import { PEOPLE_ADMINS_ONLY, rejectionReason } from "@domain/admin-people";
import type { Database } from "@server/db/client";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { z } from "zod";
import { applicationRejectedEmail } from "./application-emails";
import { applicantIdField, decideApplication } from "./pending-application";

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
  return decideApplication(
    db,
    viewer,
    input.applicantId,
    { status: "rejected", reason: input.reason, at: now },
    async (_tx, applicant) => ({
      email: applicationRejectedEmail(applicant, input.reason),
      details: { reason: input.reason },
    }),
  );
}

import { APPLICATION_TEXT } from "@domain/admin-people";
import type { Database, Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { type EmailMessage, enqueueEmail } from "@server/modules/mail";
import { and, eq } from "drizzle-orm";
import { z } from "zod";

export const applicantIdField = z
  .string({ error: APPLICATION_TEXT.notFound })
  .trim()
  .max(100, APPLICATION_TEXT.notFound);

/** The decided applicant, as the e-mail and the audit log need her. */
export interface DecidedApplicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Decides a pending application in one statement that only matches while it is still pending
 * (spec 001 §4: both actions are offered only on pending applications): of two admins deciding
 * at the same moment, the second's statement waits for the first's row lock, finds the row no
 * longer pending, and changes nothing. `approved_by` and `approved_at` record who decided and
 * when, for a rejection too (spec 001 §7's one approval update writes all four fields).
 */
async function decidePending(
  tx: Executor,
  applicantId: string,
  decision: { status: "approved" | "rejected"; reason: string | null; by: string; at: Date },
): Promise<DecidedApplicant> {
  if (!isUuid(applicantId)) throw new AppError("not_found", APPLICATION_TEXT.notFound);
  const [decided] = await tx
    .update(profiles)
    .set({
      approvalStatus: decision.status,
      rejectionReason: decision.reason,
      approvedBy: decision.by,
      approvedAt: decision.at,
      updatedAt: decision.at,
    })
    .where(and(eq(profiles.id, applicantId), eq(profiles.approvalStatus, "pending")))
    .returning({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email });
  if (decided) return decided;
  const [found] = await tx
    .select({ status: profiles.approvalStatus })
    .from(profiles)
    .where(eq(profiles.id, applicantId));
  if (!found?.status) throw new AppError("not_found", APPLICATION_TEXT.notFound);
  throw new AppError("conflict", `This application has already been ${found.status}.`);
}

type Decision = { status: "approved" | "rejected"; reason: string | null; at: Date };
/** The e-mail that tells the applicant, and what the audit entry adds to her address. */
type Told = { email: EmailMessage; details: Record<string, unknown> };

const DECIDED_ACTION = { approved: "application.approved", rejected: "application.rejected" } as const;

/**
 * An administrator's decision on a pending application, in one transaction: the decision itself
 * (decidePending, in the viewer's name), what follows from it (`follow`: her role and working
 * week on approval), then the e-mail telling her and the audit entry that `follow` gives.
 */
export async function decideApplication(
  db: Database,
  viewer: Viewer,
  applicantId: string,
  decision: Decision,
  follow: (tx: Executor, applicant: DecidedApplicant) => Promise<Told>,
): Promise<{ applicantId: string }> {
  return db.transaction(async (tx) => {
    const applicant = await decidePending(tx, applicantId, { ...decision, by: viewer.userId });
    const { email, details } = await follow(tx, applicant);
    await enqueueEmail(tx, email);
    await recordAudit(tx, {
      action: DECIDED_ACTION[decision.status],
      userId: viewer.userId,
      tableName: "profiles",
      recordId: applicant.id,
      details: { email: applicant.email, ...details },
    });
    return { applicantId: applicant.id };
  });
}

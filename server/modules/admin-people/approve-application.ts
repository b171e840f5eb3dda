import { PEOPLE_ADMINS_ONLY } from "@domain/admin-people";
import type { Database } from "@server/db/client";
import { userRoles } from "@server/db/schema";
import { parseInput } from "@server/lib/parse-input";
import { assertAdmin, ensureDefaultAvailability, type Viewer } from "@server/modules/accounts";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { applicationApprovedEmail } from "./application-emails";
import { applicantIdField, decideApplication } from "./pending-application";

const schema = z.object({ applicantId: applicantIdField });

/**
 * Approves a pending therapist application (spec 001 §4): records who approved it and when, makes
 * the applicant a therapist (an administrator stays one), gives her the default working week
 * (spec 001 §9) and tells her by e-mail. Her next sign-in lands on the therapist dashboard.
 */
export async function approveApplication(
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
    { status: "approved", reason: null, at: now },
    async (tx, applicant) => {
      const [before] = await tx
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(eq(userRoles.userId, applicant.id));
      await tx
        .insert(userRoles)
        .values({ userId: applicant.id, role: "therapist" })
        .onConflictDoUpdate({
          target: userRoles.userId,
          set: { role: "therapist" },
          setWhere: sql`${userRoles.role} = 'client'`,
        });
      await ensureDefaultAvailability(tx, applicant.id);
      return {
        email: applicationApprovedEmail(applicant),
        details: { roleFrom: before?.role ?? null, roleTo: before?.role === "admin" ? "admin" : "therapist" },
      };
    },
  );
}

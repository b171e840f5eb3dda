import { OFFICE_HOURS_KEY, type OfficeHours, officeHoursFromForm } from "@domain/office-hours";
import type { Database } from "@server/db/client";
import { practiceSettings } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { sql } from "drizzle-orm";
import { forgetShownOfficeHours, getOfficeHours } from "./get-office-hours";

export const OFFICE_HOURS_ADMINS_ONLY = "Only an administrator can change the office hours.";

/**
 * An admin sets the practice's office hours from the settings form (`open-N`, `start-N`,
 * `end-N`, `inPerson-N` for each day N, 0 Sunday .. 6 Saturday). Checked by the domain's rule;
 * the old and new hours go to the audit log with the change, in one transaction.
 */
export async function updateOfficeHours(
  db: Database,
  viewer: Viewer,
  form: Record<string, string | undefined>,
): Promise<OfficeHours> {
  assertAdmin(viewer, OFFICE_HOURS_ADMINS_ONLY);
  const { hours, problem } = officeHoursFromForm(form);
  if (problem !== null) throw new AppError("bad_request", problem, { hours: problem });
  const saved = await db.transaction(async (tx) => {
    const before = await getOfficeHours(tx);
    await tx
      .insert(practiceSettings)
      .values({ key: OFFICE_HOURS_KEY, value: hours, updatedBy: viewer.userId })
      .onConflictDoUpdate({
        target: practiceSettings.key,
        set: { value: hours, updatedBy: viewer.userId, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      action: "office_hours_updated",
      userId: viewer.userId,
      tableName: "practice_settings",
      recordId: OFFICE_HOURS_KEY,
      details: { before, after: hours },
    });
    return hours;
  });
  forgetShownOfficeHours();
  return saved;
}

import { ANALYTICS_TABLES, isPracticeTable } from "@domain/analytics";
import { analyticsCsv, analyticsCsvName } from "@domain/analytics-csv";
import type { Executor } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { getAnalytics } from "./get-analytics";
import { staffScope } from "./staff-scope";

export const UNKNOWN_ANALYTICS_TABLE = "There is no such analytics table.";
export const PRACTICE_FIGURES_ADMINS_ONLY = "Only an administrator can see the practice's figures.";

/**
 * One table of the Analytics tab as a CSV file: the same figures as the page, for the same
 * viewer. A therapist's are always her own (a `therapist` she sends is not read); the tables of
 * the whole practice (plans, credits, coupons, therapists) are an admin's alone, and always the
 * whole practice's.
 */
export async function exportAnalyticsCsv(
  db: Executor,
  viewer: Viewer,
  raw: { table?: unknown; therapist?: unknown },
  now: Date = new Date(),
): Promise<{ filename: string; csv: string }> {
  staffScope(viewer);
  const table = ANALYTICS_TABLES.find((t) => t === raw.table);
  if (!table) throw new AppError("bad_request", UNKNOWN_ANALYTICS_TABLE);
  const practiceTable = isPracticeTable(table);
  if (practiceTable) assertAdmin(viewer, PRACTICE_FIGURES_ADMINS_ONLY);
  const analytics = await getAnalytics(db, viewer, now, {
    therapist: practiceTable ? null : raw.therapist,
    only: table,
  });
  return { filename: analyticsCsvName(analytics, table), csv: analyticsCsv(analytics, table) };
}

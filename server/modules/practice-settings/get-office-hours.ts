import { DEFAULT_OFFICE_HOURS, OFFICE_HOURS_KEY, type OfficeHours, readOfficeHours } from "@domain/office-hours";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { practiceSettings } from "@server/db/schema";
import { eq } from "drizzle-orm";

const settingByKey = preparedQuery("practice_setting", (db) =>
  db
    .select({ value: practiceSettings.value })
    .from(practiceSettings)
    .where(eq(practiceSettings.key, param("key"))),
);

/**
 * The practice's office hours as an admin last saved them, else spec 000 §9's. Public: the
 * website shows them, and the booking calendar offers times only inside them.
 */
export async function getOfficeHours(db: Executor): Promise<OfficeHours> {
  const [row] = await settingByKey(db).execute({ key: OFFICE_HOURS_KEY });
  return row ? readOfficeHours(row.value) : DEFAULT_OFFICE_HOURS;
}

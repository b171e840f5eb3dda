import { DEFAULT_OFFICE_HOURS, OFFICE_HOURS_KEY, type OfficeHours, readOfficeHours } from "@domain/office-hours";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { practiceSettings } from "@server/db/schema";
import { errorFields, logger } from "@server/lib/logger";
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

/** How long a page may show hours read earlier: an admin's change reaches every server within it. */
const SHOWN_HOURS_TTL_MS = 60_000;
let shown: { hours: OfficeHours; readAt: number } | null = null;

/**
 * The office hours every page shows in its footer and contact section. Read at most once a
 * minute per server, and never a reason for a page to fail: when the database cannot answer, the
 * hours last read (else spec 000 §9's) are shown. Booking reads them fresh (getOfficeHours).
 */
export async function getShownOfficeHours(getDb: () => Promise<Executor>, now = Date.now()): Promise<OfficeHours> {
  if (shown && now - shown.readAt < SHOWN_HOURS_TTL_MS) return shown.hours;
  try {
    shown = { hours: await getOfficeHours(await getDb()), readAt: now };
    return shown.hours;
  } catch (err) {
    logger.warn("office hours: shown from the last read, the database did not answer", errorFields(err));
    return shown?.hours ?? DEFAULT_OFFICE_HOURS;
  }
}

/** After an admin saves new hours, this server shows them at once. */
export function forgetShownOfficeHours(): void {
  shown = null;
}

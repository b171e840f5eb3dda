import { DEFAULT_WEEK } from "@domain/availability";
import type { Executor } from "@server/db/client";
import { therapistAvailability } from "@server/db/schema";

/**
 * A new therapist's working week (spec 001 §9: Monday to Friday, 09:00 to 17:00), so clients can
 * book her at once; days she already has (a returning therapist) are kept as they are.
 */
export async function ensureDefaultAvailability(tx: Executor, therapistId: string): Promise<void> {
  await tx
    .insert(therapistAvailability)
    .values(
      DEFAULT_WEEK.map((day) => ({
        therapistId,
        dayOfWeek: day.dayOfWeek,
        startTime: day.start,
        endTime: day.end,
        isAvailable: day.available,
      })),
    )
    .onConflictDoNothing({ target: [therapistAvailability.therapistId, therapistAvailability.dayOfWeek] });
}

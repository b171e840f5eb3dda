import { weekFromForm } from "@domain/availability";
import { sessionWhen } from "@domain/session-time";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database, Executor } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { addDayOff, getAvailability, removeDayOff, saveAvailability } from "@server/modules/staff";

/**
 * The availability editor's data (the therapist's settings, the admin's availability sub-tab):
 * the week, and the days off labelled for reading. An admin names the therapist.
 */
export async function loadAvailability(db: Executor, viewer: Viewer, therapist?: string) {
  const availability = await getAvailability(db, viewer, { therapist });
  return {
    week: availability.week,
    today: dayInZone(new Date(), PRACTICE_TIME_ZONE),
    daysOff: availability.daysOff.map((d) => ({
      ...d,
      label: sessionWhen(new Date(`${d.day}T12:00:00Z`), "UTC").date,
    })),
  };
}

export const AVAILABILITY_INTENTS = ["save-availability", "add-day-off", "remove-day-off"] as const;

export function isAvailabilityIntent(intent: unknown): intent is (typeof AVAILABILITY_INTENTS)[number] {
  return AVAILABILITY_INTENTS.some((known) => known === intent);
}

/** Saves what the availability editor or the days-off list sent (by its intent). */
export async function saveAvailabilityIntent(
  db: Database,
  viewer: Viewer,
  intent: (typeof AVAILABILITY_INTENTS)[number],
  form: Record<string, string>,
): Promise<void> {
  if (intent === "save-availability") {
    await saveAvailability(db, viewer, { days: weekFromForm(form), therapistId: form.therapistId });
  } else if (intent === "add-day-off") {
    await addDayOff(db, viewer, form);
  } else {
    await removeDayOff(db, viewer, form);
  }
}

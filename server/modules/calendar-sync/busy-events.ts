import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import type { GoogleEvent } from "@server/integrations/google-calendar";
import { isPracticeEvent } from "./session-events";

export interface BusyTime {
  externalEventId: string;
  startsAt: Date;
  endsAt: Date;
}

/** An all-day event's date, as the start of that day in the practice's zone (where the slots are). */
function dayStart(day: string | null | undefined): Date | null {
  return day && isCalendarDay(day) ? zonedTimeToUtc(day, "00:00", PRACTICE_TIME_ZONE) : null;
}

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The time an event of her Google Calendar keeps the therapist busy, or null when it does not:
 * a cancelled event, one shown as free (transparent: Google's default for all-day events), and
 * the practice's own session events (they are already sessions; they must not block themselves).
 * An all-day event shown as busy (holiday, out of office) blocks its whole days.
 */
export function busyTimeOf(event: GoogleEvent): BusyTime | null {
  if (!event.id || event.status === "cancelled" || event.transparency === "transparent") return null;
  if (isPracticeEvent(event)) return null;
  const startsAt = instant(event.start?.dateTime) ?? dayStart(event.start?.date);
  const endsAt = instant(event.end?.dateTime) ?? dayStart(event.end?.date);
  if (!startsAt || !endsAt || endsAt.getTime() <= startsAt.getTime()) return null;
  return { externalEventId: event.id, startsAt, endsAt };
}

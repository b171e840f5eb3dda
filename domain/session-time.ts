import type { SessionKind } from "./enums";
import { formatLongDate } from "./long-date";
import { formatSlotTime } from "./slots";
import { timeZoneLabel, zoneFormat } from "./zone-time";

/**
 * When a session is, as a person in `timeZone` reads it: "Monday 7 December 2026" and
 * "2:00 PM (GMT)", together "Monday 7 December 2026 at 2:00 PM (GMT)". Used by e-mails,
 * toasts and the portal alike, so a time reads the same everywhere.
 */
export function sessionWhen(start: Date, timeZone: string): { date: string; time: string; text: string } {
  const weekday = zoneFormat("weekday", "en-GB", timeZone, { weekday: "long" }).format(start);
  const date = `${weekday} ${formatLongDate(start, timeZone)}`;
  const time = `${formatSlotTime(start, timeZone)} (${timeZoneLabel(start, timeZone)})`;
  return { date, time, text: `${date} at ${time}` };
}

/** Sessions added by a therapist have no booking: named by their kind. */
export const SESSION_KIND_LABEL: Readonly<Record<SessionKind, string>> = {
  teletherapy: "Teletherapy Session",
  individual_therapy: "Individual Therapy",
  couples_therapy: "Couples Therapy",
  family_therapy: "Family Therapy",
  walk_therapy: "Walk Therapy",
  therapeutic_yoga: "Therapeutic Yoga",
};

import { zoneFormat } from "./zone-time";

/**
 * A calendar date written out for people, e.g. "22 November 2026", as legal pages show
 * their "Last updated" line. The time zone is explicit so the server and the browser print
 * the same day whatever zone the machine runs in.
 */
export function formatLongDate(date: Date, timeZone: string): string {
  const parts = zoneFormat("long-date", "en-GB", timeZone, { day: "numeric", month: "long", year: "numeric" })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => {
      acc[part.type] = part.value;
      return acc;
    }, {});
  // Assembled by hand: locales differ in punctuation ("November 22, 2026"), this layout must not.
  return `${parts.day} ${parts.month} ${parts.year}`;
}

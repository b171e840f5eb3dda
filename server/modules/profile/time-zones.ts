import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@domain/zone-time";

/** The profile default (spec 001 §9), which the engine's own list leaves out. */
export { DEFAULT_TIME_ZONE };

let zones: readonly string[] | undefined;

/**
 * The IANA zones a person may choose, from the server's ICU data (the browser's list may differ
 * and the server is the one that validates), "UTC" first. A saved zone the list no longer has
 * (a renamed one) is kept as a choice so the form never silently changes it.
 */
export function timeZoneChoices(current: string): readonly string[] {
  zones ??= [DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== DEFAULT_TIME_ZONE)];
  return zones.includes(current) || !isValidTimeZone(current) ? zones : [current, ...zones];
}

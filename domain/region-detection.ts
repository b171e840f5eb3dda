/**
 * Region auto-detection (spec 000 §9). Pure: the browser gathers the time zone and country code
 * and passes them in. Only the region screen uses it, so it stays out of the code every page
 * loads (decision 0009).
 */
import type { Currency, Region } from "./enums";
import type { DetectedLocation, RegionChoice } from "./region";

/** Spec §9: "Default country code is US". */
export const DEFAULT_COUNTRY_CODE = "US";
/** Reported when the browser gives no time zone: the neutral zone, and what §9 uses for transfers. */
export const DEFAULT_TIMEZONE = "UTC";

const ACCRA_TIMEZONE = "africa/accra";
/**
 * IANA links to Europe/London (Channel Islands, Isle of Man, legacy Belfast). Those places
 * pay in pounds, so treating them as "any other European timezone" (EUR) would be wrong.
 */
const LONDON_TIMEZONES = new Set([
  "europe/london",
  "europe/belfast",
  "europe/guernsey",
  "europe/isle_of_man",
  "europe/jersey",
]);
/** Spanish and Portuguese islands whose zones sit under Atlantic/, not Europe/; they are European. */
const OTHER_EUROPEAN_TIMEZONES = new Set(["atlantic/canary", "atlantic/madeira", "atlantic/azores"]);

const AFRICAN_COUNTRIES_NAMED = new Set(["NG", "KE", "ZA"]);
/** Spec §9's list, verbatim. */
export const EUR_COUNTRY_CODES = ["DE", "FR", "ES", "IT", "NL", "BE", "AT", "IE", "PT", "FI", "GR"] as const;
const EUR_COUNTRIES = new Set<string>(EUR_COUNTRY_CODES);

/**
 * Country implied by a time zone, used only when the browser gave no usable country code:
 * the zones §9 names (directly or through its country list) plus the "other countries"
 * of the region screen, so the detected-location banner can name them. Anything else
 * falls back to the given code or US.
 */
export const TIMEZONE_COUNTRY: Readonly<Record<string, string>> = {
  "Africa/Accra": "GH",
  "Africa/Lagos": "NG",
  "Africa/Nairobi": "KE",
  "Africa/Johannesburg": "ZA",
  "Europe/London": "GB",
  "Europe/Berlin": "DE",
  "Europe/Paris": "FR",
  "Europe/Madrid": "ES",
  "Europe/Rome": "IT",
  "Europe/Amsterdam": "NL",
  "Europe/Brussels": "BE",
  "Europe/Vienna": "AT",
  "Europe/Dublin": "IE",
  "Europe/Lisbon": "PT",
  "Europe/Helsinki": "FI",
  "Europe/Athens": "GR",
  "America/Toronto": "CA",
  "America/Vancouver": "CA",
  "Australia/Sydney": "AU",
  "Australia/Melbourne": "AU",
  "Asia/Kolkata": "IN",
  "Asia/Calcutta": "IN",
  "Asia/Singapore": "SG",
  "Asia/Dubai": "AE",
};
const TIMEZONE_COUNTRY_LOWER = new Map(Object.entries(TIMEZONE_COUNTRY).map(([tz, cc]) => [tz.toLowerCase(), cc]));

/** ISO 3166-1 alpha-2 shape; anything else (e.g. "USA", "") is treated as "not given". */
function normalizeCountry(code: string | null | undefined): string | null {
  const cc = code?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(cc) ? cc : null;
}

/** Region part of a BCP 47 tag ("en-GH" → "GH"), for callers that only have navigator.language. */
export function countryFromLocale(tag: string | null | undefined): string | null {
  const parts = (tag ?? "").trim().split(/[-_]/);
  // Skip the language subtag; the first 2-letter subtag after it is the region (script subtags have 4).
  for (const part of parts.slice(1)) {
    if (/^[A-Za-z]{2}$/.test(part)) return part.toUpperCase();
  }
  return null;
}

function choose(region: Region, currency: Currency): RegionChoice {
  return { region, currency };
}

/**
 * Spec §9 auto-detection. The rules overlap (e.g. country GH with a New York zone), so they
 * are applied in the order §9 states them and the first match wins:
 *   1. Accra time zone or country GH           → local, GHS
 *   2. country NG/KE/ZA or any Africa/* zone    → international, USD
 *   3. country GB or the London time zone       → international, GBP
 *   4. §9's EUR countries or any European zone  → international, EUR
 *   5. everything else (including no input)     → international, USD
 * Zone names are matched case-insensitively (IANA names are case-insensitive).
 * A literal consequence kept on purpose: Africa/Ceuta (Spain) falls under rule 2.
 */
export function detectRegion(input: { timeZone?: string | null; countryCode?: string | null }): DetectedLocation {
  const timezone = input.timeZone?.trim() || DEFAULT_TIMEZONE;
  const tz = timezone.toLowerCase();
  const given = normalizeCountry(input.countryCode);
  // A country the browser reported beats one implied by the zone; the zone only fills a gap.
  const countryCode = given ?? TIMEZONE_COUNTRY_LOWER.get(tz) ?? DEFAULT_COUNTRY_CODE;

  const pick = (): RegionChoice => {
    if (tz === ACCRA_TIMEZONE || given === "GH") return choose("local", "GHS");
    if (tz.startsWith("africa/") || (given !== null && AFRICAN_COUNTRIES_NAMED.has(given))) {
      return choose("international", "USD");
    }
    if (LONDON_TIMEZONES.has(tz) || given === "GB") return choose("international", "GBP");
    if (tz.startsWith("europe/") || OTHER_EUROPEAN_TIMEZONES.has(tz) || (given !== null && EUR_COUNTRIES.has(given))) {
      return choose("international", "EUR");
    }
    return choose("international", "USD");
  };

  return { ...pick(), timezone, countryCode };
}

/**
 * Region rules (spec 000 §2.3, §2.4, §3, §4): the options the region screen and switcher offer,
 * and the stored choice (localStorage + cookie). Auto-detection (§9) is in `region-detection.ts`,
 * which only the region screen uses: every page's header and footer need this module, not that one.
 */
import { CURRENCIES, type Currency, REGIONS, type Region } from "./enums";

export type RegionChoice = { region: Region; currency: Currency };

export type DetectedLocation = RegionChoice & { timezone: string; countryCode: string };

export type RegionOption = RegionChoice & {
  code: string;
  name: string;
  flag: string;
  /** A display label (e.g. "GMT", "EST/PST"), not an IANA zone. */
  timezone: string;
};

export type SwitcherGroup = { label: string; items: readonly RegionOption[] };

/** Browser storage keys named by spec §7; the cookie mirrors them for server rendering (DESIGN §4). */
export const STORAGE_KEYS = { location: "userLocation", currency: "userCurrency" } as const;
export const REGION_COOKIE = "region";

// ---- Options on the region screen (§2.3) and in the switcher (§2.4) ----

const option = (
  code: string,
  name: string,
  flag: string,
  region: Region,
  currency: Currency,
  timezone: string,
): RegionOption => Object.freeze({ code, name, flag, region, currency, timezone });

const GHANA = option("GH", "Ghana", "🇬🇭", "local", "GHS", "GMT");
const UNITED_KINGDOM = option("GB", "United Kingdom", "🇬🇧", "international", "GBP", "GMT");
const EUROPEAN_UNION = option("EU", "European Union", "🇪🇺", "international", "EUR", "CET");
const UNITED_STATES = option("US", "United States", "🇺🇸", "international", "USD", "EST/PST");

/** The four tiles, in the order §2.3 lists them (§9 gives their currencies and zones). */
export const REGION_TILES: readonly RegionOption[] = Object.freeze([
  GHANA,
  UNITED_KINGDOM,
  EUROPEAN_UNION,
  UNITED_STATES,
]);

const NIGERIA = option("NG", "Nigeria", "🇳🇬", "international", "USD", "WAT");
const KENYA = option("KE", "Kenya", "🇰🇪", "international", "USD", "EAT");
const SOUTH_AFRICA = option("ZA", "South Africa", "🇿🇦", "international", "USD", "SAST");
/** Not an ISO code on purpose: "AF" is Afghanistan, and no code means "the rest of Africa". */
const OTHER_AFRICA = option("AFRICA", "Other Africa", "🌍", "international", "USD", "WAT/CAT/EAT");

/** The "other countries" dropdown: all international and USD (§9). The zones are display hints. */
export const OTHER_COUNTRIES: readonly RegionOption[] = Object.freeze([
  option("CA", "Canada", "🇨🇦", "international", "USD", "EST/PST"),
  option("AU", "Australia", "🇦🇺", "international", "USD", "AEST"),
  NIGERIA,
  KENYA,
  SOUTH_AFRICA,
  OTHER_AFRICA,
  option("IN", "India", "🇮🇳", "international", "USD", "IST"),
  option("SG", "Singapore", "🇸🇬", "international", "USD", "SGT"),
  option("AE", "United Arab Emirates", "🇦🇪", "international", "USD", "GST"),
]);

/** The switcher menu of §2.4, group by group. */
export const SWITCHER_GROUPS: readonly SwitcherGroup[] = Object.freeze([
  { label: "Ghana", items: Object.freeze([GHANA]) },
  { label: "Africa", items: Object.freeze([NIGERIA, KENYA, SOUTH_AFRICA, OTHER_AFRICA]) },
  { label: "International", items: Object.freeze([UNITED_STATES, UNITED_KINGDOM, EUROPEAN_UNION]) },
]);

/** Looks an option up by code (tiles first, then the dropdown), e.g. for a `<select>` value. */
export function findRegionOption(code: string): RegionOption | undefined {
  const wanted = code.trim().toUpperCase();
  return [...REGION_TILES, ...OTHER_COUNTRIES].find((o) => o.code === wanted);
}

// ---- The stored choice ----

const LOCAL_CURRENCIES: readonly Currency[] = Object.freeze(["GHS"]);
const INTERNATIONAL_CURRENCIES: readonly Currency[] = Object.freeze(["USD", "GBP", "EUR"]);

/** Which currencies a region can be priced in: cedis at home, USD/GBP/EUR abroad. */
export function currenciesForRegion(region: Region): readonly Currency[] {
  return region === "local" ? LOCAL_CURRENCIES : INTERNATIONAL_CURRENCIES;
}

function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** local must be GHS; international must be USD, GBP or EUR. */
export function isValidChoice(choice: RegionChoice): boolean {
  return isRegion(choice.region) && currenciesForRegion(choice.region).includes(choice.currency);
}

/**
 * Reads `userLocation` / `userCurrency` as stored. Our own code writes them, so values must
 * match exactly; a half-written or tampered pair (e.g. local + USD) counts as "no region"
 * so the visitor is asked again instead of seeing prices in the wrong currency.
 */
export function parseRegionChoice(location: unknown, currency: unknown): RegionChoice | null {
  if (!isRegion(location) || !isCurrency(currency)) return null;
  const choice = { region: location, currency };
  return isValidChoice(choice) ? choice : null;
}

/** Cookie value: "<region>.<currency>", e.g. "local.GHS"; only cookie-safe characters. */
export function serializeRegionCookie(choice: RegionChoice): string {
  return `${choice.region}.${choice.currency}`;
}

/** How long a region choice is kept: the cookie's Max-Age, in seconds (a year). */
export const REGION_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The cookie that keeps a choice, as the browser's `document.cookie` or a `Set-Cookie` header takes it. */
export function regionCookie(choice: RegionChoice, secure: boolean): string {
  const value = serializeRegionCookie(choice);
  return `${REGION_COOKIE}=${value}; Path=/; Max-Age=${REGION_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The region tiles' form, posted to the home page when a tile is chosen before the page's scripts have run. */
export const REGION_FORM = { intent: "choose-region", field: "choice" } as const;

/**
 * Tolerant: the cookie arrives from the network, so it may be URL-encoded, padded or
 * differently cased. Anything that is not exactly one valid pair gives null.
 */
export function parseRegionCookie(value: string | null | undefined): RegionChoice | null {
  if (typeof value !== "string") return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null;
  }
  const parts = text.trim().split(".");
  if (parts.length !== 2) return null;
  const [region = "", currency = ""] = parts;
  return parseRegionChoice(region.trim().toLowerCase(), currency.trim().toUpperCase());
}

/** Switcher button labels (§9): "Ghana (local)", "UK (GBP)", "EU (EUR)", "International (USD)". */
export function regionLabel(choice: RegionChoice): string {
  if (choice.region === "local") return "Ghana (local)";
  if (choice.currency === "GBP") return "UK (GBP)";
  if (choice.currency === "EUR") return "EU (EUR)";
  // Name the currency actually held rather than claim USD for an inconsistent pair.
  return `International (${choice.currency})`;
}

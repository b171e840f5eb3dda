/**
 * Support-plan rules (spec 000 §2.8, §2.9, §4, §9). Pure: used by the plans page, the
 * checkout and the server's payment fulfilment alike.
 */
import type { Currency, PlanSessionType, Region } from "./enums";
import { currenciesForRegion } from "./region";

/** §9: "Plans flagged popular: steady_growth (individual) and strengthening_connection (couples)". */
export const POPULAR_PLAN_TYPES: readonly string[] = Object.freeze(["steady_growth", "strengthening_connection"]);

export function isPopularPlan(planType: string): boolean {
  return POPULAR_PLAN_TYPES.includes(planType);
}

/**
 * The validity the Teletherapy and Couples tabs advertise (§2.8, §9). Marketing text only:
 * a bought plan expires after its own valid_months (see planExpiry).
 */
export function planValidityText(region: Region): string {
  return region === "local" ? "3 months" : "6 months";
}

/**
 * When a plan bought (or activated) at `from` stops being valid: "today plus valid_months"
 * (§4), same UTC day and time, moved back to the month's last day when that day does not
 * exist (31 Jan + 1 month → 28/29 Feb), so validity never spills into an extra month.
 */
export function planExpiry(from: Date, validMonths: number): Date {
  if (Number.isNaN(from.getTime())) throw new RangeError("from is not a valid date");
  if (!Number.isSafeInteger(validMonths) || validMonths <= 0) {
    throw new RangeError(`validMonths must be a positive whole number, got ${validMonths}`);
  }
  const targetMonth = from.getUTCMonth() + validMonths;
  const year = from.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = targetMonth % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expires = new Date(from.getTime());
  expires.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return expires;
}

export type PlanTabId = "teletherapy" | "couples" | "hybrid" | "in-person";

export interface PlanTab {
  id: PlanTabId;
  label: string;
  sessionType: PlanSessionType;
  /** Whether the tab states the region's plan validity (§2.8 says so for these two only). */
  showsValidity: boolean;
}

const TABS: readonly PlanTab[] = Object.freeze([
  { id: "teletherapy", label: "Teletherapy", sessionType: "individual_teletherapy", showsValidity: true },
  { id: "couples", label: "Couples", sessionType: "couples_teletherapy", showsValidity: true },
  { id: "hybrid", label: "Hybrid", sessionType: "hybrid", showsValidity: false },
  { id: "in-person", label: "In-Person", sessionType: "individual_in_person", showsValidity: false },
]);

/** Hybrid and In-Person need the practice's rooms in Accra, so only the local region sees them. */
const EVERYWHERE: readonly PlanTabId[] = ["teletherapy", "couples"];

/** §2.8: Teletherapy and Couples for everyone; Hybrid and In-Person for the local region only. */
export function tabsForRegion(region: Region): readonly PlanTab[] {
  return region === "local" ? TABS : TABS.filter((tab) => EVERYWHERE.includes(tab.id));
}

/** A plan of a region is sold only in that region's currencies: cedis at home, USD/GBP/EUR abroad. */
export function planCurrencyAllowed(region: Region, currency: Currency): boolean {
  return currenciesForRegion(region).includes(currency);
}

/** The region whose plans a currency buys (each currency belongs to exactly one region). */
export function regionOfCurrency(currency: Currency): Region {
  return currency === "GHS" ? "local" : "international";
}

/** §3: an add-on with no price in the visitor's currency. */
export const PRICING_BY_INQUIRY = "Pricing by inquiry";

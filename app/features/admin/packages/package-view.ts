import type { Availability, Currency, PlanSessionType } from "@domain/enums";
import { formatMoney, MINOR_PER_MAJOR } from "@domain/money";
import type { listPackageData } from "@server/modules/plans";

type PackageData = Awaited<ReturnType<typeof listPackageData>>;

/** A support plan as the server lists it for the packages tab. */
export type PlanView = PackageData["plans"][number];
/** A therapy-journey package as the server lists it for the packages tab. */
export type TherapyPackageView = PackageData["packages"][number];
/** An add-on as the server lists it for the packages tab. */
export type AddonView = PackageData["addons"][number];
/** Prices in minor units, as the server lists them; null where not sold in that currency. */
export type PriceView = Pick<PlanView, "priceUsd" | "priceGbp" | "priceEur" | "priceGhs">;

/** The form's order (spec 001 §3: USD, GBP, EUR, GHS), with each price's field name. */
export const PRICE_FIELDS: readonly { name: keyof PriceView; currency: Currency }[] = [
  { name: "priceUsd", currency: "USD" },
  { name: "priceGbp", currency: "GBP" },
  { name: "priceEur", currency: "EUR" },
  { name: "priceGhs", currency: "GHS" },
];

export const SESSION_TYPE_LABEL: Record<PlanSessionType, string> = {
  individual_teletherapy: "Individual teletherapy",
  couples_teletherapy: "Couples teletherapy",
  hybrid: "Hybrid",
  individual_in_person: "Individual in person",
  couples_in_person: "Couples in person",
};

export const REGION_LABEL: Record<Availability, string> = {
  local: "Local (Ghana)",
  international: "International",
  both: "Both",
};

/** 125050 -> "1250.50", 400000 -> "4000": a stored price as the admin types it; "" when not set. */
export function priceInputValue(minor: number | null): string {
  if (minor === null) return "";
  const whole = Math.floor(minor / MINOR_PER_MAJOR);
  const cents = minor % MINOR_PER_MAJOR;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

/** The prices that are set, for the table: "$540 · £468 · €540", or "Pricing by inquiry". */
export function pricesText(item: PriceView, none = "Pricing by inquiry"): string {
  const set = PRICE_FIELDS.flatMap(({ name, currency }) => {
    const minor = item[name];
    return minor === null ? [] : [formatMoney(minor, currency)];
  });
  return set.length > 0 ? set.join(" · ") : none;
}

import type { Currency, Region } from "./enums";

/** A catalogue row's prices, one column per currency, in minor units (null: not sold in it). */
export interface PriceColumns {
  priceGhs: number | null;
  priceUsd: number | null;
  priceGbp: number | null;
  priceEur: number | null;
}

/** The price of a catalogue row in one currency, or null when it is not sold in that currency. */
export function priceIn(row: PriceColumns, currency: Currency): number | null {
  switch (currency) {
    case "GHS":
      return row.priceGhs;
    case "USD":
      return row.priceUsd;
    case "GBP":
      return row.priceGbp;
    case "EUR":
      return row.priceEur;
  }
}

/** Where an item is offered ('local', 'international' or 'both') against the visitor's region. */
export function offeredIn(availability: string, region: Region): boolean {
  return availability === "both" || availability === region;
}

import { describe, expect, it } from "vitest";
import type { Currency } from "./enums";
import {
  filterGifts,
  GIFT_BASE_PRICES_USD,
  GIFT_CATEGORY_FILTERS,
  GIFT_VALIDITY_MONTHS,
  type GiftKind,
  giftExpiresAt,
  giftPrice,
  USD_CONVERSION_RATES,
} from "./gifts";
import { formatMoney } from "./money";

describe("gift constants (§9)", () => {
  it("has the base prices in USD cents", () => {
    expect(GIFT_BASE_PRICES_USD).toEqual({ individual: 7500, couples: 11500, walking: 5500, yoga: 7500 });
  });

  it("has the conversion rates per USD", () => {
    expect(USD_CONVERSION_RATES).toEqual({ USD: 1, GHS: 15.5, GBP: 0.78, EUR: 0.92 });
  });

  it("is valid one year", () => {
    expect(GIFT_VALIDITY_MONTHS).toBe(12);
  });
});

describe("giftPrice — conversion rounded half up to a whole major unit", () => {
  // Exact expected prices in major units: base × rate, rounded half up.
  const expected: Record<GiftKind, Record<Currency, number>> = {
    individual: { USD: 75, GHS: 1163, GBP: 59, EUR: 69 }, // 1162.5, 58.5, 69
    couples: { USD: 115, GHS: 1783, GBP: 90, EUR: 106 }, // 1782.5, 89.7, 105.8
    walking: { USD: 55, GHS: 853, GBP: 43, EUR: 51 }, // 852.5, 42.9, 50.6
    yoga: { USD: 75, GHS: 1163, GBP: 59, EUR: 69 },
  };

  for (const [kind, byCurrency] of Object.entries(expected) as [GiftKind, Record<Currency, number>][]) {
    for (const [currency, major] of Object.entries(byCurrency) as [Currency, number][]) {
      it(`${kind} in ${currency} is ${major}`, () => {
        expect(giftPrice(GIFT_BASE_PRICES_USD[kind], currency)).toBe(major * 100);
      });
    }
  }

  it("rounds exact halves up (75 USD → GHS 1162.5 → 1163; 75 USD → GBP 58.5 → 59)", () => {
    expect(giftPrice(7500, "GHS")).toBe(116300);
    expect(giftPrice(7500, "GBP")).toBe(5900);
  });

  it("rounds just below a half down", () => {
    // 1.60 USD × 0.78 = 1.248 GBP → 1; 1.90 USD × 0.78 = 1.482 → 1; 1.93 × 0.78 = 1.5054 → 2
    expect(giftPrice(160, "GBP")).toBe(100);
    expect(giftPrice(190, "GBP")).toBe(100);
    expect(giftPrice(193, "GBP")).toBe(200);
  });

  it("keeps a USD price unchanged, cents included (event-priced certificates)", () => {
    expect(giftPrice(12345, "USD")).toBe(12345);
    expect(giftPrice(0, "EUR")).toBe(0);
  });

  it("formats converted prices for the shop", () => {
    expect(formatMoney(giftPrice(7500, "GHS"), "GHS")).toBe("₵1,163");
    expect(formatMoney(giftPrice(11500, "EUR"), "EUR")).toBe("€106");
    expect(formatMoney(giftPrice(5500, "GBP"), "GBP")).toBe("£43");
  });

  it("rejects invalid base prices", () => {
    expect(() => giftPrice(-1, "GHS")).toThrow(RangeError);
    expect(() => giftPrice(75.5, "GHS")).toThrow(RangeError);
    expect(() => giftPrice(Number.NaN, "GHS")).toThrow(RangeError);
    expect(() => giftPrice(Number.MAX_SAFE_INTEGER, "GHS")).toThrow(RangeError);
  });
});

describe("giftExpiresAt", () => {
  it("expires one year after issue, same time of day", () => {
    expect(giftExpiresAt(new Date("2025-03-15T10:30:00Z")).toISOString()).toBe("2026-03-15T10:30:00.000Z");
    expect(giftExpiresAt(new Date("2025-12-31T23:59:59Z")).toISOString()).toBe("2026-12-31T23:59:59.000Z");
  });

  it("clamps 29 February to the last day of the month", () => {
    expect(giftExpiresAt(new Date("2024-02-29T08:00:00Z")).toISOString()).toBe("2025-02-28T08:00:00.000Z");
  });

  it("rejects an invalid date and does not mutate its input", () => {
    expect(() => giftExpiresAt(new Date("nope"))).toThrow(RangeError);
    const issued = new Date("2025-01-01T00:00:00Z");
    giftExpiresAt(issued);
    expect(issued.toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });
});

describe("filterGifts", () => {
  const items = [
    { id: 1, name: "Individual Therapy Gift", description: "One 50-minute session", category: "therapy" },
    { id: 2, name: "Couples Therapy Gift", description: "A 60-minute session for two", category: "therapy" },
    { id: 3, name: "Walking Therapy", description: "Outdoors in Accra", category: "experience" },
    { id: 4, name: "Therapeutic Yoga", description: "Gentle movement and breath", category: "experience" },
  ];
  const ids = (xs: { id: number }[]) => xs.map((x) => x.id);

  it("offers the filters all, therapy and experience", () => {
    expect(GIFT_CATEGORY_FILTERS).toEqual(["all", "therapy", "experience"]);
  });

  it("returns everything with no filter, an empty query or category all", () => {
    expect(ids(filterGifts(items))).toEqual([1, 2, 3, 4]);
    expect(ids(filterGifts(items, { query: "   ", category: "all" }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterGifts(items, { query: null, category: null }))).toEqual([1, 2, 3, 4]);
  });

  it("filters by category", () => {
    expect(ids(filterGifts(items, { category: "therapy" }))).toEqual([1, 2]);
    expect(ids(filterGifts(items, { category: "experience" }))).toEqual([3, 4]);
  });

  it("matches name or description case-insensitively", () => {
    expect(ids(filterGifts(items, { query: "YOGA" }))).toEqual([4]);
    expect(ids(filterGifts(items, { query: " accra " }))).toEqual([3]);
    expect(ids(filterGifts(items, { query: "session" }))).toEqual([1, 2]);
    expect(ids(filterGifts(items, { query: "therapy" }))).toEqual([1, 2, 3]);
  });

  it("combines query and category, and can match nothing", () => {
    expect(ids(filterGifts(items, { query: "therapy", category: "experience" }))).toEqual([3]);
    expect(filterGifts(items, { query: "massage" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import {
  isPopularPlan,
  planCurrencyAllowed,
  planExpiry,
  planValidityText,
  regionOfCurrency,
  tabsForRegion,
} from "./plans";

describe("isPopularPlan", () => {
  it("flags steady_growth and strengthening_connection only", () => {
    expect(isPopularPlan("steady_growth")).toBe(true);
    expect(isPopularPlan("strengthening_connection")).toBe(true);
    expect(isPopularPlan("first_steps")).toBe(false);
    expect(isPopularPlan("reconnecting")).toBe(false);
    expect(isPopularPlan("")).toBe(false);
    expect(isPopularPlan("Steady_Growth")).toBe(false);
  });
});

describe("planValidityText", () => {
  it("says 3 months locally and 6 months abroad", () => {
    expect(planValidityText("local")).toBe("3 months");
    expect(planValidityText("international")).toBe("6 months");
  });
});

describe("planExpiry", () => {
  const at = (iso: string) => new Date(iso);

  it("adds whole months, keeping the time of day", () => {
    expect(planExpiry(at("2031-03-15T10:30:00Z"), 3).toISOString()).toBe("2031-06-15T10:30:00.000Z");
    expect(planExpiry(at("2031-03-15T10:30:00Z"), 6).toISOString()).toBe("2031-09-15T10:30:00.000Z");
  });

  it("crosses the year end", () => {
    expect(planExpiry(at("2031-11-20T00:00:00Z"), 3).toISOString()).toBe("2032-02-20T00:00:00.000Z");
    expect(planExpiry(at("2031-01-01T00:00:00Z"), 24).toISOString()).toBe("2033-01-01T00:00:00.000Z");
  });

  it("moves back to the last day of a shorter month instead of spilling over", () => {
    expect(planExpiry(at("2031-01-31T09:00:00Z"), 1).toISOString()).toBe("2031-02-28T09:00:00.000Z");
    expect(planExpiry(at("2031-11-30T09:00:00Z"), 3).toISOString()).toBe("2032-02-29T09:00:00.000Z");
    expect(planExpiry(at("2031-08-31T09:00:00Z"), 1).toISOString()).toBe("2031-09-30T09:00:00.000Z");
    expect(planExpiry(at("2032-02-29T09:00:00Z"), 12).toISOString()).toBe("2033-02-28T09:00:00.000Z");
  });

  it("does not change its argument", () => {
    const from = at("2031-01-31T09:00:00Z");
    planExpiry(from, 1);
    expect(from.toISOString()).toBe("2031-01-31T09:00:00.000Z");
  });

  it("refuses invalid input", () => {
    expect(() => planExpiry(new Date(Number.NaN), 3)).toThrow(RangeError);
    expect(() => planExpiry(at("2031-01-01T00:00:00Z"), 0)).toThrow(RangeError);
    expect(() => planExpiry(at("2031-01-01T00:00:00Z"), 1.5)).toThrow(RangeError);
  });
});

describe("tabsForRegion", () => {
  it("gives the local region all four tabs, mapped to session types", () => {
    expect(tabsForRegion("local").map((t) => [t.label, t.sessionType])).toEqual([
      ["Teletherapy", "individual_teletherapy"],
      ["Couples", "couples_teletherapy"],
      ["Hybrid", "hybrid"],
      ["In-Person", "individual_in_person"],
    ]);
  });

  it("gives the international region Teletherapy and Couples only", () => {
    expect(tabsForRegion("international").map((t) => t.id)).toEqual(["teletherapy", "couples"]);
  });

  it("states the validity on the Teletherapy and Couples tabs only", () => {
    expect(
      tabsForRegion("local")
        .filter((t) => t.showsValidity)
        .map((t) => t.id),
    ).toEqual(["teletherapy", "couples"]);
  });
});

describe("planCurrencyAllowed / regionOfCurrency", () => {
  it("sells local plans in cedis and international plans in USD, GBP and EUR", () => {
    expect(planCurrencyAllowed("local", "GHS")).toBe(true);
    for (const c of ["USD", "GBP", "EUR"] as const) {
      expect(planCurrencyAllowed("local", c)).toBe(false);
      expect(planCurrencyAllowed("international", c)).toBe(true);
      expect(regionOfCurrency(c)).toBe("international");
    }
    expect(planCurrencyAllowed("international", "GHS")).toBe(false);
    expect(regionOfCurrency("GHS")).toBe("local");
  });
});

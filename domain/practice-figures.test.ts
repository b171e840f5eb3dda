import { describe, expect, it } from "vitest";
import { practicePeriods, usdEquivalent } from "./practice-figures";

describe("practicePeriods", () => {
  it("gives the practice's day, Monday-to-Monday week and calendar month", () => {
    const p = practicePeriods(new Date("2026-11-25T09:30:00Z"), "Africa/Accra");
    expect(p.dayStart.toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(p.dayEnd.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(p.weekStart.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(p.weekEnd.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(p.monthStart.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(p.monthEnd.toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });

  it("counts in the zone given: a Sunday evening in New York is still that week there", () => {
    const p = practicePeriods(new Date("2026-11-30T03:00:00Z"), "America/New_York");
    expect(p.dayStart.toISOString()).toBe("2026-11-29T05:00:00.000Z");
    expect(p.weekStart.toISOString()).toBe("2026-11-23T05:00:00.000Z");
  });

  it("rolls December into January", () => {
    const p = practicePeriods(new Date("2026-12-31T23:00:00Z"), "Africa/Accra");
    expect(p.monthStart.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(p.monthEnd.toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("usdEquivalent", () => {
  it("converts each currency at the display rate (spec 000 §9) and adds them", () => {
    expect(usdEquivalent([])).toBe(0);
    expect(usdEquivalent([{ currency: "USD", amount: 7500 }])).toBe(7500);
    expect(usdEquivalent([{ currency: "GHS", amount: 155_000 }])).toBe(10_000);
    expect(
      usdEquivalent([
        { currency: "GBP", amount: 7800 },
        { currency: "EUR", amount: 9200 },
      ]),
    ).toBe(20_000);
  });
});

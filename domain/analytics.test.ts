import { describe, expect, it } from "vitest";
import {
  analyticsCsv,
  lastMonths,
  type MonthFigures,
  monthLabel,
  noShowRate,
  otherCurrencies,
  revenueText,
} from "./analytics";

const month = (m: string, overrides: Partial<MonthFigures> = {}): MonthFigures => ({
  month: m,
  revenue: {},
  completed: 0,
  cancelled: 0,
  noShow: 0,
  newClients: 0,
  returningClients: 0,
  ...overrides,
});

describe("lastMonths", () => {
  it.each([
    ["2026-11-24", "2025-12", "2026-11"],
    ["2026-01-01", "2025-02", "2026-01"],
    ["2026-12-31", "2026-01", "2026-12"],
  ])("gives the 12 months ending with %s's month", (today, first, last) => {
    const months = lastMonths(today);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual([first, last]);
    expect(new Set(months).size).toBe(12);
  });
});

describe("noShowRate", () => {
  it("is missed over due (completed + missed), cancelled not counted, null with nothing due", () => {
    expect(
      noShowRate([month("2026-10", { completed: 6, noShow: 2, cancelled: 9 }), month("2026-11", { completed: 2 })]),
    ).toBe(20);
    expect(noShowRate([month("2026-10", { cancelled: 3 })])).toBeNull();
  });
});

describe("currencies", () => {
  it("keeps cedis first and lists the other currencies paid, never adding them together", () => {
    const months = [
      month("2026-10", { revenue: { GHS: 40_000, GBP: 6_000 } }),
      month("2026-11", { revenue: { USD: 7_500 } }),
    ];
    expect(otherCurrencies(months)).toEqual(["USD", "GBP"]);
    expect(revenueText(months[0]!.revenue)).toBe("₵400 + £60");
    expect(revenueText({})).toBe("₵0");
  });
});

describe("analyticsCsv", () => {
  it("writes one row a month, amounts in major units with the currency in the column name", () => {
    const csv = analyticsCsv([
      month("2026-10", {
        revenue: { GHS: 40_050, USD: 7_500 },
        completed: 3,
        noShow: 1,
        newClients: 1,
        returningClients: 2,
      }),
      month("2026-11", { cancelled: 2 }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      "month,revenue_GHS,revenue_USD,completed,cancelled,no_show,new_clients,returning_clients",
      "2026-10,400.50,75.00,3,0,1,1,2",
      "2026-11,0.00,0.00,0,2,0,0,0",
      "",
    ]);
  });
});

it("labels a month in words", () => {
  expect(monthLabel("2026-11")).toBe("Nov 2026");
});

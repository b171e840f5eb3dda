import { describe, expect, it } from "vitest";
import {
  addAmounts,
  amountsText,
  cancellationRate,
  currenciesOf,
  isPracticeTable,
  lastMonths,
  monthAfter,
  monthLabel,
  netAmounts,
  noShowRate,
  percentCell,
  percentText,
  rebookRate,
  revenueTotals,
  sumCounts,
  usdAtDisplayRates,
} from "./analytics";

const counts = (s: Partial<{ scheduled: number; completed: number; cancelled: number; noShow: number }>) => ({
  scheduled: 0,
  completed: 0,
  cancelled: 0,
  noShow: 0,
  ...s,
});

describe("months", () => {
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

  it.each([
    ["2026-11", "2026-12"],
    ["2026-12", "2027-01"],
    ["2026-01", "2026-02"],
  ])("the month after %s is %s", (month, next) => {
    expect(monthAfter(month)).toBe(next);
  });

  it("labels a month in words", () => {
    expect(monthLabel("2026-11")).toBe("Nov 2026");
  });
});

describe("rates", () => {
  it("no-show rate: no-shows over sessions that were due and held or missed; scheduled and cancelled left out", () => {
    expect(noShowRate(counts({ completed: 6, noShow: 2, cancelled: 9, scheduled: 4 }))).toBe(0.25);
    expect(noShowRate(counts({ cancelled: 3, scheduled: 2 }))).toBeNull();
  });

  it("cancellation rate: cancelled over every session booked for the month, whatever became of it", () => {
    expect(cancellationRate(counts({ scheduled: 1, completed: 5, cancelled: 3, noShow: 1 }))).toBe(0.3);
    expect(cancellationRate(counts({ cancelled: 2 }))).toBe(1);
    expect(cancellationRate(counts({}))).toBeNull();
  });

  it("rebook rate: of the clients with a completed session, the share who rebooked; none seen is no rate", () => {
    expect(rebookRate({ completedClients: 8, rebooked: 6 })).toBe(0.75);
    expect(rebookRate({ completedClients: 3, rebooked: 0 })).toBe(0);
    expect(rebookRate({ completedClients: 0, rebooked: 0 })).toBeNull();
  });

  it("reads as a whole percentage on the page and with one decimal in a CSV; nothing to rate is a dash or empty", () => {
    expect(percentText(2 / 3)).toBe("67%");
    expect(percentText(0)).toBe("0%");
    expect(percentText(null)).toBe("–");
    expect(percentCell(2 / 3)).toBe("66.7");
    expect(percentCell(1)).toBe("100.0");
    expect(percentCell(null)).toBe("");
  });

  it("totals add the counts first, so a total rate weighs each month by its sessions", () => {
    const months = [counts({ completed: 9, noShow: 1 }), counts({ completed: 0, noShow: 1 })];
    const total = sumCounts(months, ["scheduled", "completed", "cancelled", "noShow"]);
    expect(total).toEqual({ scheduled: 0, completed: 9, cancelled: 0, noShow: 2 });
    expect(noShowRate(total)).toBeCloseTo(2 / 11);
  });
});

describe("money", () => {
  it("net is received less refunded per currency, negative when a month gave back more, never mixing currencies", () => {
    expect(netAmounts({ GHS: 40_000, USD: 7_500 }, { GHS: 10_050, GBP: 3_000 })).toEqual({
      GHS: 29_950,
      USD: 7_500,
      GBP: -3_000,
    });
    expect(netAmounts({}, {})).toEqual({});
  });

  it("adds amounts per currency and totals the 12 months", () => {
    expect(addAmounts({ GHS: 100 }, { GHS: 1, EUR: 5 }, {})).toEqual({ GHS: 101, EUR: 5 });
    const totals = revenueTotals({
      revenue: [
        { month: "2026-10", received: { GHS: 40_000 }, refunded: {} },
        { month: "2026-11", received: { GHS: 5_000, USD: 7_500 }, refunded: { GHS: 40_000 } },
      ],
    });
    expect(totals).toEqual({
      received: { GHS: 45_000, USD: 7_500 },
      refunded: { GHS: 40_000 },
      net: { GHS: 5_000, USD: 7_500 },
    });
  });

  it("shows cedis first and the other currencies that hold money, in a fixed order", () => {
    expect(currenciesOf([{ EUR: 1 }, { USD: 0, GBP: -5 }])).toEqual(["GHS", "GBP", "EUR"]);
    expect(amountsText({ GBP: 6_000, GHS: 40_000 })).toBe("₵400 + £60");
    expect(amountsText({ GHS: -1_050 })).toBe("-₵10.50");
    expect(amountsText({})).toBe("₵0");
  });

  it("converts to $ at the display rates (GHS 15.5, GBP 0.78, EUR 0.92 per $), to the cent", () => {
    expect(usdAtDisplayRates({ GHS: 15_500, GBP: 7_800, EUR: 9_200, USD: 100 })).toBe(21_100);
    expect(usdAtDisplayRates({ GHS: -15_500 })).toBe(-1_000);
  });
});

it("keeps the whole practice's tables apart from those a therapist has", () => {
  expect(["revenue", "sessions", "clients"].map((t) => isPracticeTable(t as never))).toEqual([false, false, false]);
  expect(["plans", "credits", "coupons", "gifts", "therapists"].every((t) => isPracticeTable(t as never))).toBe(true);
});

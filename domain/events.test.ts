import { describe, expect, it } from "vitest";
import { eventDeposit, eventPrice } from "./events";

const retreat = { priceLocal: 650_000, priceInternational: 85_000, allowDeposit: true, depositPercentage: 30 };

describe("event prices (spec 001 §9)", () => {
  it("charges local visitors in cedis and everyone else in dollars", () => {
    expect(eventPrice(retreat, { region: "local", currency: "GHS" })).toEqual({ amount: 650_000, currency: "GHS" });
    expect(eventPrice(retreat, { region: "international", currency: "GBP" })).toEqual({
      amount: 85_000,
      currency: "USD",
    });
    expect(eventPrice(retreat, null)).toEqual({ amount: 85_000, currency: "USD" });
  });

  it("takes deposit_percentage percent as the deposit, only where deposits are allowed", () => {
    expect(eventDeposit(retreat, { amount: 650_000, currency: "GHS" })).toEqual({ percent: 30, amount: 195_000 });
    expect(eventDeposit({ ...retreat, allowDeposit: false }, { amount: 650_000, currency: "GHS" })).toBeNull();
    expect(eventDeposit(retreat, { amount: 0, currency: "GHS" })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { Currency } from "./enums";
import { transferCurrency } from "./transfer-currency";

describe("transferCurrency: the currency a transfer is asked in", () => {
  const held: Currency[] = ["USD", "GBP"];

  it("is her own where the practice holds an account in it", () => {
    expect(transferCurrency("GBP", held)).toBe("GBP");
    expect(transferCurrency("USD", held)).toBe("USD");
  });

  it("is US dollars where it holds none, and never cedis (paid locally, not by transfer)", () => {
    expect(transferCurrency("EUR", held)).toBe("USD");
    expect(transferCurrency("GHS", ["USD", "GHS"])).toBe("USD");
  });
});

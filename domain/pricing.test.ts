import { describe, expect, it } from "vitest";
import { offeredIn, priceIn } from "./pricing";

const row = { priceGhs: 40000, priceUsd: 7500, priceGbp: null, priceEur: 6900 };

describe("priceIn", () => {
  it("reads the column of the requested currency", () => {
    expect(priceIn(row, "GHS")).toBe(40000);
    expect(priceIn(row, "USD")).toBe(7500);
    expect(priceIn(row, "EUR")).toBe(6900);
  });

  it("gives null when the item is not sold in that currency", () => {
    expect(priceIn(row, "GBP")).toBeNull();
  });
});

describe("offeredIn", () => {
  it("offers 'both' everywhere and a regional item only in its region", () => {
    expect(offeredIn("both", "local")).toBe(true);
    expect(offeredIn("both", "international")).toBe(true);
    expect(offeredIn("local", "local")).toBe(true);
    expect(offeredIn("local", "international")).toBe(false);
    expect(offeredIn("international", "local")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { CURRENCY_SYMBOL, currencySymbol, discountPercentage, formatMoney, percentOf, toMajor, toMinor } from "./money";

describe("currency symbols (§9)", () => {
  it("uses the cedi sign, $, £ and €", () => {
    expect(CURRENCY_SYMBOL).toEqual({ GHS: "₵", USD: "$", GBP: "£", EUR: "€" });
  });

  it("falls back to $ for an unknown currency, and has a long cedi form", () => {
    expect(currencySymbol("JPY")).toBe("$");
    expect(currencySymbol("toString")).toBe("$");
    expect(currencySymbol("GHS", "long")).toBe("GH₵");
    expect(currencySymbol("USD", "long")).toBe("$");
  });
});

describe("formatMoney", () => {
  it("formats whole amounts without decimals", () => {
    expect(formatMoney(40000, "GHS")).toBe("₵400");
    expect(formatMoney(17300, "USD")).toBe("$173");
    expect(formatMoney(35000, "GBP")).toBe("£350");
    expect(formatMoney(40000, "EUR")).toBe("€400");
    expect(formatMoney(0, "USD")).toBe("$0");
  });

  it("shows two decimals when there are minor units", () => {
    expect(formatMoney(12550, "EUR")).toBe("€125.50");
    expect(formatMoney(12505, "EUR")).toBe("€125.05");
    expect(formatMoney(1, "GBP")).toBe("£0.01");
  });

  it("groups thousands", () => {
    expect(formatMoney(210000, "GHS")).toBe("₵2,100");
    expect(formatMoney(720000, "GHS")).toBe("₵7,200");
    expect(formatMoney(123456789, "USD")).toBe("$1,234,567.89");
    expect(formatMoney(100000000, "GHS")).toBe("₵1,000,000");
    expect(formatMoney(99900, "GHS")).toBe("₵999");
  });

  it("uses the long cedi symbol on request and $ for unknown currencies", () => {
    expect(formatMoney(40000, "GHS", { symbol: "long" })).toBe("GH₵400");
    expect(formatMoney(40000, "GHS", { symbol: "short" })).toBe("₵400");
    expect(formatMoney(7500, "XYZ")).toBe("$75");
  });

  it("puts a minus sign before the symbol", () => {
    expect(formatMoney(-500, "GBP")).toBe("-£5");
    expect(formatMoney(-123456, "EUR")).toBe("-€1,234.56");
  });

  it("rejects amounts that are not whole minor units", () => {
    expect(() => formatMoney(1.5, "USD")).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, "USD")).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, "USD")).toThrow(RangeError);
  });
});

describe("toMinor / toMajor", () => {
  it("converts major to minor units", () => {
    expect(toMinor(400)).toBe(40000);
    expect(toMinor(125.5)).toBe(12550);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(0.1 + 0.2)).toBe(30);
  });

  it("rounds half away from zero despite binary noise", () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(1.004)).toBe(100);
    expect(toMinor(0.125)).toBe(13);
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(-0.125)).toBe(-13);
    expect(toMinor(-0.001)).toBe(0);
  });

  it("rejects NaN, Infinity and unsafe amounts", () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinor(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => toMinor(1e15)).toThrow(RangeError);
  });

  it("converts minor to major units and round-trips", () => {
    expect(toMajor(12550)).toBe(125.5);
    expect(toMajor(17300)).toBe(173);
    expect(toMajor(-500)).toBe(-5);
    for (const m of [0, 1, 99, 12345, 210000]) expect(toMinor(toMajor(m))).toBe(m);
  });

  it("toMajor rejects fractional or non-finite minor units", () => {
    expect(() => toMajor(0.5)).toThrow(RangeError);
    expect(() => toMajor(Number.NaN)).toThrow(RangeError);
  });
});

describe("percentOf (deposits)", () => {
  it("takes a percentage of a price", () => {
    expect(percentOf(40000, 50)).toBe(20000);
    expect(percentOf(40000, 100)).toBe(40000);
    expect(percentOf(40000, 0)).toBe(0);
    expect(percentOf(17300, 30)).toBe(5190);
  });

  it("rounds half up to a whole minor unit", () => {
    expect(percentOf(101, 50)).toBe(51);
    expect(percentOf(3, 50)).toBe(2);
    expect(percentOf(1, 33)).toBe(0);
    expect(percentOf(10001, 12.5)).toBe(1250);
    expect(percentOf(10004, 12.5)).toBe(1251);
  });

  it("rejects negative prices and percentages outside 0–100", () => {
    expect(() => percentOf(-1, 50)).toThrow(RangeError);
    expect(() => percentOf(1.5, 50)).toThrow(RangeError);
    expect(() => percentOf(100, -1)).toThrow(RangeError);
    expect(() => percentOf(100, 101)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });
});

describe("discountPercentage", () => {
  it("gives the whole-percent saving, rounded down", () => {
    expect(discountPercentage(210000, 240000)).toBe(12);
    expect(discountPercentage(7000, 10000)).toBe(30);
    expect(discountPercentage(35000, 45000)).toBe(22);
    expect(discountPercentage(0, 10000)).toBe(100);
  });

  it("is 0 when there is no saving or no original price", () => {
    expect(discountPercentage(10000, 10000)).toBe(0);
    expect(discountPercentage(12000, 10000)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
  });

  it("rejects negative or fractional amounts", () => {
    expect(() => discountPercentage(-1, 100)).toThrow(RangeError);
    expect(() => discountPercentage(1, 100.5)).toThrow(RangeError);
  });
});

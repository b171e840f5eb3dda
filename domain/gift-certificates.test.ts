import { describe, expect, it } from "vitest";
import { convertAtDisplayRates } from "./display-rates";
import {
  GIFT_CODE_REFUSED,
  type GiftToSpend,
  giftAmountRefusal,
  giftCover,
  giftDeliveryAt,
  giftExpiryReminderDue,
  giftRefusal,
  serviceGiftPrice,
} from "./gift-certificates";

const amountGift = (balance: number, currency: GiftToSpend["currency"]): GiftToSpend => ({
  kind: "amount",
  serviceCategory: null,
  serviceRegion: null,
  balance,
  currency,
});

describe("convertAtDisplayRates", () => {
  it("goes through the dollar: ₵400 is £20.13 at 15.5 and 0.78, shown as £20", () => {
    expect(convertAtDisplayRates(40_000, "GHS", "GBP", "down")).toBe(2012);
    expect(convertAtDisplayRates(40_000, "GHS", "GBP", "up")).toBe(2013);
    expect(convertAtDisplayRates(40_000, "GHS", "GBP", "whole")).toBe(2000);
    expect(convertAtDisplayRates(7_500, "GBP", "GBP", "whole")).toBe(7_500);
  });
  it("refuses amounts that are not whole minor units", () => {
    expect(() => convertAtDisplayRates(1.5, "GHS", "USD", "down")).toThrow(RangeError);
    expect(() => convertAtDisplayRates(-1, "GHS", "USD", "down")).toThrow(RangeError);
  });
});

describe("serviceGiftPrice", () => {
  it("prices a session in Accra at its cedi price in the buyer's currency", () => {
    expect(serviceGiftPrice({ price: 40_000, currency: "GHS" }, "GBP")).toBe(2_000);
    expect(serviceGiftPrice({ price: 40_000, currency: "GHS" }, "EUR")).toBe(2_400);
    expect(serviceGiftPrice({ price: 40_000, currency: "GHS" }, "GHS")).toBe(40_000);
    expect(serviceGiftPrice({ price: 7_500, currency: "USD" }, "GHS")).toBe(116_300);
  });
});

describe("giftAmountRefusal", () => {
  it("takes whole amounts within the currency's bounds", () => {
    expect(giftAmountRefusal(5_000, "GBP")).toBeNull();
    expect(giftAmountRefusal(10_000, "GHS")).toBeNull();
    expect(giftAmountRefusal(5_050, "GBP")).toMatch(/whole amount from 10 to 1,500 GBP/);
    expect(giftAmountRefusal(900, "USD")).not.toBeNull();
    expect(giftAmountRefusal(2_000_100, "GHS")).not.toBeNull();
  });
});

describe("giftCover", () => {
  const session = {
    category: "individual" as const,
    region: "local" as const,
    price: 45_000,
    currency: "GHS" as const,
  };
  const serviceGift: GiftToSpend = {
    kind: "service",
    serviceCategory: "individual",
    serviceRegion: "local",
    balance: 2_000,
    currency: "GBP",
  };

  it("pays a whole session of its kind and region whatever it costs now, and is used up", () => {
    expect(giftCover(serviceGift, session)).toEqual({ covered: 45_000, spent: 2_000 });
  });
  it("pays nothing for another kind or region", () => {
    expect(giftCover(serviceGift, { ...session, category: "couples" })).toBeNull();
    expect(giftCover(serviceGift, { ...session, region: "international" })).toBeNull();
  });
  it("an amount pays up to its balance, converted down, and the rest stays to pay", () => {
    // £10 is ₵198.71 at the display rates: it pays ₵198.71 of ₵450 and is used up.
    expect(giftCover(amountGift(1_000, "GBP"), session)).toEqual({ covered: 19_871, spent: 1_000 });
  });
  it("an amount larger than the charge pays it all and keeps the rest, taking the converted price rounded up", () => {
    const cover = giftCover(amountGift(5_000, "GBP"), session);
    expect(cover).toEqual({ covered: 45_000, spent: convertAtDisplayRates(45_000, "GHS", "GBP", "up") });
    expect(cover?.spent).toBe(2_265);
  });
  it("in its own currency it is exact, and two bookings use a balance in turn", () => {
    const first = giftCover(amountGift(10_000, "GHS"), { ...session, price: 6_000 });
    expect(first).toEqual({ covered: 6_000, spent: 6_000 });
    expect(giftCover(amountGift(4_000, "GHS"), { ...session, price: 6_000 })).toEqual({ covered: 4_000, spent: 4_000 });
  });
  it("an empty balance or a free charge pays nothing", () => {
    expect(giftCover(amountGift(0, "GHS"), session)).toBeNull();
    expect(giftCover(amountGift(100, "GHS"), { ...session, price: 0 })).toBeNull();
  });
});

describe("giftRefusal", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const later = new Date("2026-07-01T00:00:00Z");
  it("tells void, used and expired apart for staff", () => {
    expect(giftRefusal({ status: "active", balance: 100, expiresAt: later }, now)).toBeNull();
    expect(giftRefusal({ status: "void", balance: 100, expiresAt: later }, now)).toBe("void");
    expect(giftRefusal({ status: "redeemed", balance: 0, expiresAt: later }, now)).toBe("used");
    expect(giftRefusal({ status: "active", balance: 0, expiresAt: later }, now)).toBe("used");
    expect(giftRefusal({ status: "active", balance: 100, expiresAt: now }, now)).toBe("expired");
  });
  it("has one message for a person, naming none of the reasons", () => {
    expect(GIFT_CODE_REFUSED).not.toMatch(/expired|used up|already|void|exist|balance/i);
  });
});

describe("giftDeliveryAt", () => {
  const now = new Date("2026-12-01T10:00:00Z");
  it("is 08:00 of the chosen day in the recipient's zone", () => {
    expect(giftDeliveryAt("2026-12-24", "Europe/London", now)?.toISOString()).toBe("2026-12-24T08:00:00.000Z");
    expect(giftDeliveryAt("2026-12-24", "America/New_York", now)?.toISOString()).toBe("2026-12-24T13:00:00.000Z");
  });
  it("is now for today, before eight there or after, and refuses past days and days beyond a year", () => {
    expect(giftDeliveryAt("2026-12-01", "Africa/Accra", now)).toEqual(now);
    const early = new Date("2026-12-01T05:00:00Z");
    expect(giftDeliveryAt("2026-12-01", "Africa/Accra", early)).toEqual(early);
    expect(giftDeliveryAt("2026-11-30", "Africa/Accra", now)).toBeNull();
    expect(giftDeliveryAt("2027-12-02", "Africa/Accra", now)).toBeNull();
    expect(giftDeliveryAt("2026-02-30", "Africa/Accra", now)).toBeNull();
  });
});

describe("giftExpiryReminderDue", () => {
  const expiresAt = new Date("2027-01-01T00:00:00Z");
  const base = { status: "active", balance: 100, expiresAt, expiryRemindedAt: null };
  it("is due within 30 days of expiry, once, for an unused certificate", () => {
    expect(giftExpiryReminderDue(base, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(giftExpiryReminderDue(base, new Date("2026-12-03T00:00:00Z"))).toBe(true);
    expect(giftExpiryReminderDue({ ...base, expiryRemindedAt: new Date() }, new Date("2026-12-03T00:00:00Z"))).toBe(
      false,
    );
    expect(giftExpiryReminderDue({ ...base, balance: 0 }, new Date("2026-12-03T00:00:00Z"))).toBe(false);
  });
});

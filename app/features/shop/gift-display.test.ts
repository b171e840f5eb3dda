import type { Currency } from "@domain/enums";
import type { GiftOffer } from "@server/modules/gifts";
import { describe, expect, it } from "vitest";
import {
  anyAmountLabel,
  defaultShopCurrency,
  type GiftItem,
  giftIllustration,
  priceLines,
  toGiftItems,
  validityLabel,
} from "./gift-display";

const offer = (currency: Currency, prices: GiftOffer["prices"], over: Partial<GiftOffer> = {}): GiftOffer => ({
  productId: "gift-individual-session",
  name: "Individual Session",
  description: "One session.",
  category: "therapy",
  image: null,
  kind: "service",
  serviceCategory: "individual",
  prices,
  currency,
  validMonths: 12,
  ...over,
});

describe("gift page display rules", () => {
  it("defaults to the visitor's currency, USD without a region", () => {
    expect(defaultShopCurrency(null)).toBe("USD");
    expect(defaultShopCurrency({ region: "local", currency: "GHS" })).toBe("GHS");
    expect(defaultShopCurrency({ region: "international", currency: "EUR" })).toBe("EUR");
  });

  it("folds one list of offers per currency into one item per product, with each currency's prices", () => {
    const retreat = { productId: "gift-retreat", kind: "amount", serviceCategory: null } as const;
    const items = toGiftItems({
      GHS: [offer("GHS", { local: 40_000, international: 116_300 }), offer("GHS", {}, retreat)],
      USD: [offer("USD", { local: 2_600, international: 7_500 }), offer("USD", {}, retreat)],
      GBP: [offer("GBP", { local: 2_000, international: 7_500 }), offer("GBP", {}, retreat)],
      EUR: [offer("EUR", { local: 2_400, international: 7_500 }), offer("EUR", {}, retreat)],
    });
    expect(items.map((i) => i.id)).toEqual(["gift-individual-session", "gift-retreat"]);
    expect(items[0]?.prices.GBP).toEqual({ local: 2_000, international: 7_500 });
    expect(items[0]?.prices.GHS.local).toBe(40_000);
    expect(items[1]).toMatchObject({ kind: "amount", prices: { GHS: {}, USD: {}, GBP: {}, EUR: {} } });
  });

  it("says what a session costs where it is used, and only where it is offered", () => {
    const prices = { GHS: {}, USD: {}, GBP: { local: 2_000, international: 7_500 }, EUR: { local: 8_800 } };
    const individual: Pick<GiftItem, "kind" | "serviceCategory" | "prices"> = {
      kind: "service",
      serviceCategory: "individual",
      prices,
    };
    expect(priceLines(individual, "GBP")).toEqual([
      { region: "local", label: "One individual session in Ghana", price: "£20" },
      { region: "international", label: "One individual session outside Ghana", price: "£75" },
    ]);
    expect(priceLines({ ...individual, serviceCategory: "walking" }, "EUR")).toEqual([
      { region: "local", label: "One walk therapy session in Ghana", price: "€88" },
    ]);
    expect(priceLines({ kind: "amount", serviceCategory: null, prices }, "GBP")).toEqual([]);
  });

  it("words the smallest amount in each currency", () => {
    expect(anyAmountLabel("GHS")).toBe("Any amount from ₵100");
    expect(anyAmountLabel("GBP")).toBe("Any amount from £10");
  });

  it("words the validity", () => {
    expect(validityLabel()).toBe("Valid 1 year");
    expect(validityLabel(24)).toBe("Valid 2 years");
    expect(validityLabel(6)).toBe("Valid 6 months");
  });

  it("maps catalogue pictures to the shipped illustrations", () => {
    expect(giftIllustration("/images/gifts/walking.jpg")).toBe("/images/shop/walking.svg");
    expect(giftIllustration("/images/gifts/unknown.jpg")).toBe("/images/shop/gift.svg");
    expect(giftIllustration(null)).toBe("/images/shop/gift.svg");
  });
});

import { describe, expect, it } from "vitest";
import { defaultShopCurrency, giftIllustration, giftMailto, giftPriceLabel, validityLabel } from "./gift-display";

describe("gift page display rules", () => {
  it("defaults to the visitor's currency, USD without a region", () => {
    expect(defaultShopCurrency(null)).toBe("USD");
    expect(defaultShopCurrency({ region: "local", currency: "GHS" })).toBe("GHS");
    expect(defaultShopCurrency({ region: "international", currency: "EUR" })).toBe("EUR");
  });

  it("prices from the USD base, or says the price varies", () => {
    expect(giftPriceLabel({ basePriceUsd: 7500 }, "GHS")).toBe("₵1,163");
    expect(giftPriceLabel({ basePriceUsd: 7500 }, "GBP")).toBe("£59");
    expect(giftPriceLabel({ basePriceUsd: 7500 }, "EUR")).toBe("€69");
    expect(giftPriceLabel({ basePriceUsd: null }, "USD")).toBe("Price varies by event");
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

  it("builds the e-mail with the certificate in the subject", () => {
    const href = giftMailto("hello@example.test", { name: "Couples Session" }, "£90", "GBP");
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@example.test");
    expect(url.searchParams.get("subject")).toBe("Gift certificate: Couples Session");
    expect(url.searchParams.get("body")).toContain("£90, paying in GBP");
  });
});

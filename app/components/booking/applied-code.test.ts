import { describe, expect, it } from "vitest";
import { type AppliedCode, codeMakesFree, giftPart, giftPaysSentence } from "./applied-code";

const gift: AppliedCode = {
  kind: "gift",
  code: "7K3M-Q9PX-2HVD",
  covered: 19_871,
  due: 25_129,
  currency: "GHS",
  card: null,
};

describe("giftPaysSentence", () => {
  it("says what the certificate pays and what is left, and how", () => {
    expect(giftPaysSentence({ covered: 45_000, due: 0, currency: "GHS" }, "paystack")).toBe(
      "Your gift certificate pays ₵450. Nothing left to pay.",
    );
    expect(giftPaysSentence(gift as Extract<AppliedCode, { kind: "gift" }>, "paystack")).toBe(
      "Your gift certificate pays ₵198.71; ₵251.29 left to pay by Paystack.",
    );
    expect(giftPaysSentence({ covered: 5_000, due: 1_000, currency: "GBP" }, "bank_transfer")).toBe(
      "Your gift certificate pays £50; £10 left to pay by bank transfer.",
    );
    expect(giftPaysSentence({ covered: 6_410, due: 1_090, currency: "USD" }, "card")).toBe(
      "Your gift certificate pays $64.10; $10.90 left to pay by card through Paystack, in US dollars.",
    );
  });
});

describe("giftPart and codeMakesFree", () => {
  it("take the card's part only when paying by card and the server gave one", () => {
    const abroad: AppliedCode = { ...gift, card: { covered: 7_500, due: 0, currency: "USD" } };
    expect(giftPart(abroad, false)).toEqual({ covered: 19_871, due: 25_129, currency: "GHS" });
    expect(giftPart(abroad, true)).toEqual({ covered: 7_500, due: 0, currency: "USD" });
    expect(giftPart(gift, true)?.currency).toBe("GHS");
    expect(codeMakesFree(abroad, false)).toBe(false);
    expect(codeMakesFree(abroad, true)).toBe(true);
    expect(codeMakesFree({ kind: "coupon", couponId: "c", code: "WELCOME" }, false)).toBe(true);
    expect(codeMakesFree(null, false)).toBe(false);
    expect(giftPart({ kind: "coupon", couponId: "c", code: "WELCOME" }, false)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { purchaseText, receiptReference, referenceFileName, refundMethodText, refundText } from "./money-receipt-text";

const momo = { provider: "paystack", channel: "mobile_money", network: "MTN" };

describe("payment and refund receipt wording", () => {
  it("accepts a reference as the app and Paystack make them, and nothing else", () => {
    expect(receiptReference("PLN-7KQ2M9XHR4TB")).toBe("PLN-7KQ2M9XHR4TB");
    expect(receiptReference(" WISE-7KQ2M9XH\n")).toBe("WISE-7KQ2M9XH");
    expect(receiptReference("T_1.a=b")).toBe("T_1.a=b");
    for (const odd of ["", "  ", "-PLN", "PLN 1", "PLN/1", "../x", "PLN\u00001", "é", "x".repeat(101), 7, null, {}]) {
      expect(receiptReference(odd), String(odd)).toBeNull();
    }
    expect(receiptReference("x".repeat(100))).toBe("x".repeat(100));
  });

  it("names the file after the reference, with only header-safe characters", () => {
    expect(referenceFileName("PLN-7KQ2M9XHR4TB")).toBe("receipt-PLN-7KQ2M9XHR4TB.pdf");
    expect(referenceFileName("T_1.a=b")).toBe("receipt-T_1.ab.pdf");
    expect(referenceFileName("==")).toBe("receipt-payment.pdf");
  });

  it("says what a payment bought, whatever the purpose, and words its refund", () => {
    expect(purchaseText("support_plan", { planName: "Steady Growth" })).toBe("Support plan: Steady Growth");
    expect(purchaseText("booking", { serviceName: "Couples Therapy" })).toBe("Session booking: Couples Therapy");
    expect(purchaseText("event_registration", { title: "Reset by the Volta" })).toBe(
      "Event registration: Reset by the Volta",
    );
    expect(purchaseText("gift_certificate", null)).toBe("Gift certificate");
    expect(purchaseText("gift_certificate", ["x"])).toBe("Gift certificate");
    expect(refundText("Support plan: Steady Growth")).toBe("Refund of support plan: Steady Growth");
  });

  it("says a Paystack refund goes back the way the payment came, a transfer as a transfer", () => {
    expect(refundMethodText("paystack", momo)).toBe("Paystack mobile money (MTN)");
    expect(refundMethodText("paystack", { ...momo, channel: "card", network: null })).toBe("Paystack card");
    expect(refundMethodText("bank_transfer", momo)).toBe("Bank transfer");
    expect(refundMethodText("paystack", { provider: "bank_transfer", channel: null, network: null })).toBe("Paystack");
  });
});

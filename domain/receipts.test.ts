import { describe, expect, it } from "vitest";
import { ledgerLineHasReceipt, receiptHref, receiptLinkLabel } from "./receipts";

const paid = { reference: "PLN-7KQ2M9XHR4TB", status: "completed", type: "support_plan", provider: "paystack" };

describe("receipt links", () => {
  it("point at the reference's receipt, escaped for a path", () => {
    expect(receiptHref("PLN-7KQ2M9XHR4TB")).toBe("/api/receipts/PLN-7KQ2M9XHR4TB");
    expect(receiptHref("a/b c")).toBe("/api/receipts/a%2Fb%20c");
    expect(receiptLinkLabel("RFD-7KQ2M9XH")).toBe("Receipt for RFD-7KQ2M9XH");
  });

  it("exist for money that arrived and for completed refunds", () => {
    expect(ledgerLineHasReceipt(paid)).toBe(true);
    expect(ledgerLineHasReceipt({ ...paid, provider: "bank_transfer", type: "booking" })).toBe(true);
    expect(ledgerLineHasReceipt({ ...paid, status: "refunded" })).toBe(true);
    expect(ledgerLineHasReceipt({ ...paid, reference: "RFD-7KQ2M9XH", type: "refund" })).toBe(true);
  });

  it("do not exist for pending or failed lines, refunds not completed, or lines without money or reference", () => {
    expect(ledgerLineHasReceipt({ ...paid, status: "pending" })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, status: "failed" })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, type: "refund", status: "pending" })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, type: "refund", status: "refunded" })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, provider: "coupon" })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, provider: "plan_credit" })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, reference: null })).toBe(false);
    expect(ledgerLineHasReceipt({ ...paid, reference: "" })).toBe(false);
  });
});

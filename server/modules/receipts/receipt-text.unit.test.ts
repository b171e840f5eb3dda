import { describe, expect, it } from "vitest";
import {
  formatReceiptAmount,
  formatReceiptDate,
  formatSessionDateTime,
  freeAmountText,
  paymentMethodText,
  receiptFileName,
  receiptNumber,
} from "./booking-receipt-text";

const nothing = { provider: null, couponCode: null, hasCoupon: false, planName: null, hasPlanCredit: false };

describe("receipt wording", () => {
  it("writes the session's date and time in its own zone, labelled", () => {
    const at = new Date("2026-12-07T10:00:00Z");
    expect(formatSessionDateTime(at, "Africa/Accra")).toBe("Monday, 7 December 2026, 10:00 (GMT)");
    expect(formatSessionDateTime(at, "America/New_York")).toBe("Monday, 7 December 2026, 05:00 (GMT-5)");
    expect(formatSessionDateTime(new Date("2026-12-07T23:30:00Z"), "Europe/Berlin")).toBe(
      "Tuesday, 8 December 2026, 00:30 (CET)",
    );
    expect(formatReceiptDate(new Date("2026-11-30T23:30:00Z"), "Asia/Kolkata")).toBe("1 December 2026");
  });

  it("prints amounts with the ISO code, grouped, always with two decimals", () => {
    expect(formatReceiptAmount(40_000, "GHS")).toBe("GHS 400.00");
    expect(formatReceiptAmount(123_456_789, "USD")).toBe("USD 1,234,567.89");
    expect(formatReceiptAmount(5, "GBP")).toBe("GBP 0.05");
    expect(formatReceiptAmount(12_550, "EUR")).toBe("EUR 125.50");
  });

  it("derives a short receipt number and a header-safe file name from the booking", () => {
    const id = "00000000-0000-4000-8000-00000000d001";
    expect(receiptNumber(id)).toBe("RCPT-0000D001");
    expect(receiptFileName("PSK-DEMO-BOOK-0002", id)).toBe("receipt-PSK-DEMO-BOOK-0002.pdf");
    expect(receiptFileName('A"B;\r\nC', id)).toBe("receipt-ABC.pdf");
    expect(receiptFileName(null, id)).toBe("receipt-RCPT-0000D001.pdf");
    expect(receiptFileName('""', id)).toBe("receipt-RCPT-0000D001.pdf");
  });

  it("names the payment method from the provider, else from what made the session free", () => {
    expect(paymentMethodText({ ...nothing, provider: "paystack" })).toBe("Paystack (card or mobile money)");
    expect(paymentMethodText({ ...nothing, provider: "bank_transfer" })).toBe("Bank transfer");
    expect(paymentMethodText({ ...nothing, hasCoupon: true })).toBe("Coupon");
    expect(paymentMethodText({ ...nothing, hasPlanCredit: true })).toBe("Support plan credit");
    expect(paymentMethodText(nothing)).toBe("Not recorded");
  });

  it("says why a session was free when it is known", () => {
    expect(freeAmountText({ ...nothing, hasCoupon: true, couponCode: "DEMO-WELCOME" })).toBe(
      "Free (coupon DEMO-WELCOME)",
    );
    expect(freeAmountText({ ...nothing, hasCoupon: true })).toBe("Free (coupon)");
    expect(freeAmountText({ ...nothing, hasPlanCredit: true, planName: "Steady Growth" })).toBe(
      "Free (support plan credit: Steady Growth)",
    );
    expect(freeAmountText({ ...nothing, hasPlanCredit: true })).toBe("Free (support plan credit)");
    expect(
      freeAmountText({ ...nothing, hasPlanCredit: true, creditIsPackage: true, planName: "6 Session Teletherapy" }),
    ).toBe("Free (package credit: 6 Session Teletherapy)");
    expect(paymentMethodText({ ...nothing, hasPlanCredit: true, creditIsPackage: true })).toBe("Package credit");
    expect(freeAmountText(nothing)).toBe("Free");
  });
});

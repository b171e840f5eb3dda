import { describe, expect, it } from "vitest";
import { paymentReceivedMessage } from "./payment-messages";

describe("paymentReceivedMessage", () => {
  it("names the amount in its currency, what it paid for and the reference", () => {
    expect(paymentReceivedMessage(40_000, "GHS", "PSK-123", "Individual Teletherapy")).toBe(
      "We received your payment of ₵400 for Individual Teletherapy (reference PSK-123). Thank you.",
    );
    expect(paymentReceivedMessage(12_550, "EUR", "WISE-9", "Steady Growth")).toBe(
      "We received your payment of €125.50 for Steady Growth (reference WISE-9). Thank you.",
    );
  });
});

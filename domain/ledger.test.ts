import { describe, expect, it } from "vitest";
import { ledgerCsv, ledgerStatusGroup, paymentMethodLabel } from "./ledger";

describe("the ledger's words", () => {
  it("names how a payment was made, with the mobile money network as clients know it", () => {
    expect(paymentMethodLabel({ provider: "paystack", channel: "card", network: null })).toBe("Paystack card");
    expect(paymentMethodLabel({ provider: "paystack", channel: "mobile_money", network: "MTN" })).toBe(
      "Paystack mobile money (MTN)",
    );
    expect(paymentMethodLabel({ provider: "paystack", channel: "mobile_money", network: "vod" })).toBe(
      "Paystack mobile money (Telecel)",
    );
    expect(paymentMethodLabel({ provider: "paystack", channel: "mobile_money", network: null })).toBe(
      "Paystack mobile money",
    );
    expect(paymentMethodLabel({ provider: "paystack", channel: null, network: null })).toBe("Paystack");
    expect(paymentMethodLabel({ provider: "bank_transfer", channel: null, network: null })).toBe("Bank transfer");
  });

  it("groups statuses as the badges do: completed, pending, and everything else", () => {
    expect(["completed", "pending", "failed", "refunded"].map(ledgerStatusGroup)).toEqual([
      "completed",
      "pending",
      "other",
      "other",
    ]);
  });

  it("writes CSV in major units with ISO dates, and quotes what a spreadsheet would run", () => {
    const csv = ledgerCsv([
      {
        createdAt: new Date("2026-11-02T09:30:00Z"),
        reference: "BKG-1",
        clientName: "Ama Boateng",
        clientEmail: "ama@example.test",
        type: "booking",
        method: "Paystack card",
        status: "completed",
        amount: 40050,
        currency: "GHS",
        description: '=HYPERLINK("x"), "quoted"',
      },
      {
        createdAt: new Date("2026-11-03T10:00:00Z"),
        reference: "RFD-1",
        clientName: "Ama Boateng",
        clientEmail: "ama@example.test",
        type: "refund",
        method: "Paystack card",
        status: "completed",
        amount: 10050,
        currency: "GHS",
        description: null,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "date,reference,client,email,type,method,status,amount,currency,description",
      '2026-11-02T09:30:00.000Z,BKG-1,Ama Boateng,ama@example.test,Session,Paystack card,completed,400.50,GHS,"=HYPERLINK(""x""), ""quoted"""',
      '2026-11-03T10:00:00.000Z,RFD-1,Ama Boateng,ama@example.test,Refund,Paystack card,completed,"-100.50",GHS,',
      "",
    ]);
  });
});

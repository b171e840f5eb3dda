import { describe, expect, it } from "vitest";
import { toReceiptRows } from "./receipt-rows";

describe("the portal's payments and receipts", () => {
  it("writes each payment and refund in the client's zone, a refund's amount as money given back", () => {
    const rows = toReceiptRows(
      [
        {
          kind: "refund",
          reference: "RFD-7KQ2M9XH",
          at: new Date("2026-12-12T23:30:00Z"),
          amount: 50_000,
          currency: "GHS",
          description: "Refund of support plan: First Steps",
        },
        {
          kind: "payment",
          reference: "PLN-7KQ2M9XHR4TB",
          at: new Date("2026-12-01T09:00:00Z"),
          amount: 288_050,
          currency: "GBP",
          description: "Support plan: First Steps",
        },
      ],
      "Asia/Tokyo",
    );
    expect(rows).toEqual([
      {
        key: "refund:RFD-7KQ2M9XH",
        kind: "refund",
        whenIso: "2026-12-12T23:30:00.000Z",
        when: "13 December 2026",
        description: "Refund of support plan: First Steps",
        amount: "-GH₵500",
        reference: "RFD-7KQ2M9XH",
        href: "/api/receipts/RFD-7KQ2M9XH",
        label: "Receipt for RFD-7KQ2M9XH",
      },
      {
        key: "payment:PLN-7KQ2M9XHR4TB",
        kind: "payment",
        whenIso: "2026-12-01T09:00:00.000Z",
        when: "1 December 2026",
        description: "Support plan: First Steps",
        amount: "£2,880.50",
        reference: "PLN-7KQ2M9XHR4TB",
        href: "/api/receipts/PLN-7KQ2M9XHR4TB",
        label: "Receipt for PLN-7KQ2M9XHR4TB",
      },
    ]);
  });
});

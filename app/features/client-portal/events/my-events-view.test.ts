import type { MyRegistration } from "@server/modules/my-events";
import { describe, expect, it } from "vitest";
import { calendarFileHref, toRegistrationCards } from "./my-events-view";

const bank = {
  providerName: "Wise",
  accountName: "Practice",
  bankName: "Wise",
  accountNumber: "1",
  sortCode: "2",
  iban: "3",
  swift: "4",
};

const row = (overrides: Partial<MyRegistration> = {}): MyRegistration => ({
  id: "6f0b1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e",
  event: {
    title: "Reset by the Volta",
    eventType: "retreat",
    startDate: new Date("2026-12-12T14:00:00Z"),
    endDate: new Date("2026-12-15T11:00:00Z"),
    location: "Akosombo",
    cancelled: false,
  },
  status: "confirmed",
  paymentStatus: "deposit_paid",
  statusLabel: "Confirmed (deposit paid)",
  currency: "GHS",
  deposit: true,
  totalAmount: 650_000,
  paidSoFar: 195_000,
  balance: { amount: 455_000, dueDate: new Date("2026-11-12T14:00:00Z") },
  receipts: [{ reference: "PSK-DEMO-EVT-0001", part: "first" }],
  awaitedTransfer: null,
  holdExpiresAt: null,
  cancellationPolicy: "The deposit is non-refundable.",
  canPayBalance: true,
  hasCalendarFile: true,
  ...overrides,
});

describe("toRegistrationCards", () => {
  it("writes a deposit registration's amounts and dates for the viewer", () => {
    const [card] = toRegistrationCards([row()], "Africa/Accra");
    expect(card).toMatchObject({
      title: "Reset by the Volta",
      kind: "Retreat",
      starts: "Saturday 12 December 2026 at 2:00 PM (GMT)",
      ends: "Tuesday 15 December 2026 at 11:00 AM (GMT)",
      tone: "confirmed",
      total: "GH₵6,500",
      paid: "GH₵1,950",
      balance: { amount: "GH₵4,550", dueOn: "12 November 2026" },
      receipts: [{ reference: "PSK-DEMO-EVT-0001", text: "Deposit receipt", href: "/api/receipts/PSK-DEMO-EVT-0001" }],
      canPayBalance: true,
      calendarHref: calendarFileHref("6f0b1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e"),
    });
  });

  it("names a whole-price payment's receipt plainly, and the balance's as such", () => {
    const [whole] = toRegistrationCards(
      [row({ deposit: false, receipts: [{ reference: "A", part: "first" }] })],
      "UTC",
    );
    expect(whole?.receipts.map((r) => r.text)).toEqual(["Receipt"]);
    const paid = row({
      paymentStatus: "paid",
      balance: null,
      receipts: [
        { reference: "A", part: "first" },
        { reference: "B", part: "balance" },
      ],
    });
    expect(toRegistrationCards([paid], "UTC")[0]?.receipts.map((r) => r.text)).toEqual([
      "Deposit receipt",
      "Balance receipt",
    ]);
  });

  it("shows a held place as waiting, with its transfer instructions, and a cancelled event as closed", () => {
    const transfer = {
      kind: "bank_transfer" as const,
      reference: "WISE-7KQ2M9XH",
      amount: 25_500,
      currency: "USD" as const,
      bank,
      checkTime: "1-3 business days",
    };
    const [held, cancelled] = toRegistrationCards(
      [
        row({
          status: "pending_payment",
          paymentStatus: "pending",
          statusLabel: "Awaiting payment",
          awaitedTransfer: transfer,
          holdExpiresAt: new Date("2026-11-29T09:00:00Z"),
          hasCalendarFile: false,
        }),
        row({ event: { ...row().event, cancelled: true }, canPayBalance: false, hasCalendarFile: false }),
      ],
      "Europe/London",
    );
    expect(held).toMatchObject({ tone: "waiting", transfer, calendarHref: null });
    expect(held?.heldUntil).toBe("Sunday 29 November 2026 at 9:00 AM (GMT)");
    expect(cancelled).toMatchObject({ tone: "closed", statusLabel: "Confirmed (deposit paid) · Event cancelled" });
  });
});

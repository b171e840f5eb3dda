import type { MySession } from "@server/modules/booking";
import { describe, expect, it } from "vitest";
import { sessionsTabView, toSessionRow } from "./session-rows";

const NOW = new Date("2031-06-01T09:00:00Z");
const START = new Date("2031-06-10T14:00:00Z");

function session(overrides: Partial<MySession> = {}): MySession {
  return {
    id: "s1",
    start: START,
    durationMinutes: 50,
    sessionType: "individual_therapy",
    status: "scheduled",
    place: { inPerson: false, joinUrl: "/sessions/s1/join" },
    therapistName: "Ama Mensah",
    serviceName: null,
    cancellationReason: null,
    booking: null,
    ...overrides,
  };
}

const booking = (overrides: Partial<NonNullable<MySession["booking"]>> = {}): MySession["booking"] => ({
  id: "b1",
  status: "confirmed",
  paymentStatus: "paid",
  paymentReference: "BKG-1",
  usedPlanCredit: false,
  usedCoupon: false,
  heldUntil: null,
  awaitedTransfer: null,
  ...overrides,
});

describe("toSessionRow", () => {
  it("writes the time in the client's zone, labelled, and names a therapist-added session by its kind", () => {
    const row = toSessionRow(session(), "Europe/London", NOW);
    expect(row).toMatchObject({
      title: "Individual Therapy",
      when: "Tuesday 10 June 2031 at 3:00 PM (BST)",
      day: "2031-06-10",
      upcoming: true,
      payment: null,
      receiptBookingId: null,
    });
    expect(row.change).toMatchObject({
      until: "Monday 9 June 2031 at 3:00 PM (BST)",
      canReschedule: true,
      paid: false,
    });
  });

  it("a late evening session falls on the next day in a zone ahead of UTC", () => {
    const late = toSessionRow(session({ start: new Date("2031-06-10T20:00:00Z") }), "Asia/Tokyo", NOW);
    expect(late.day).toBe("2031-06-11");
    expect(late.when).toBe("Wednesday 11 June 2031 at 5:00 AM (GMT+9)");
  });

  it("offers a receipt for paid or confirmed bookings and says what cancelling would give back", () => {
    const paid = toSessionRow(session({ serviceName: "Individual Teletherapy", booking: booking() }), "UTC", NOW);
    expect(paid).toMatchObject({
      title: "Individual Teletherapy",
      receiptBookingId: "b1",
      payment: { state: "confirmed" },
    });
    expect(paid.change).toMatchObject({ paid: true, planCredit: false });

    const credit = toSessionRow(
      session({ booking: booking({ paymentStatus: "free", usedPlanCredit: true }) }),
      "UTC",
      NOW,
    );
    expect(credit.change).toMatchObject({ paid: false, planCredit: true });

    const transfer = {
      kind: "bank_transfer" as const,
      reference: "SCH-1",
      amount: 120,
      currency: "USD" as const,
      checkTime: "1-3 business days",
      bank: { providerName: "", accountName: "", bankName: "", accountNumber: "", sortCode: "", iban: "", swift: "" },
    };
    const held = toSessionRow(
      session({
        booking: booking({
          status: "pending_payment",
          paymentStatus: "pending",
          paymentReference: "SCH-1",
          heldUntil: new Date("2031-06-04T09:00:00Z"),
          awaitedTransfer: transfer,
        }),
      }),
      "America/New_York",
      NOW,
    );
    // Until when the time is held, in her zone, and the transfer's details to pay it.
    expect(held).toMatchObject({
      receiptBookingId: null,
      payment: {
        state: "awaiting",
        reference: "SCH-1",
        heldUntil: "Wednesday 4 June 2031 at 5:00 AM (EDT)",
        transfer,
      },
    });
    expect(held.change).toMatchObject({ canReschedule: false, awaitingPayment: true });

    const cancelledPaid = toSessionRow(
      session({ status: "cancelled", cancellationReason: "Unwell", booking: booking({ status: "cancelled" }) }),
      "UTC",
      NOW,
    );
    expect(cancelledPaid).toMatchObject({ receiptBookingId: "b1", change: null, cancellationReason: "Unwell" });
  });

  it("closes changes within 24 hours and for anything not upcoming", () => {
    const soon = new Date(START.getTime() - 23 * 3_600_000);
    expect(toSessionRow(session(), "UTC", soon)).toMatchObject({ change: null, upcoming: true });
    expect(toSessionRow(session({ status: "completed" }), "UTC", NOW)).toMatchObject({ change: null, upcoming: false });
  });
});

describe("sessionsTabView", () => {
  it("names the zone once, with its IANA name when the short name differs", () => {
    const view = sessionsTabView(
      { view: "calendar", month: "2031-06", timeZone: "UTC", sessions: [] },
      "Africa/Accra",
      NOW,
    );
    expect(view.zoneName).toBe("GMT (Africa/Accra)");
    expect(
      sessionsTabView({ view: "calendar", month: "2031-06", timeZone: "UTC", sessions: [] }, "UTC", NOW).zoneName,
    ).toBe("UTC");
  });
});

import { describe, expect, it } from "vitest";
import { formatDateRange, formatDay, formatMonth, formatTime, formatTimeRange } from "./event-dates";
import { depositOf, type EventItem, eventIllustration, priceLabel, spacesLabel } from "./event-view";

const retreat: EventItem = {
  id: "e1",
  title: "Reset by the Volta",
  tagline: null,
  description: "Four days.",
  eventType: "retreat",
  startDate: new Date("2027-01-21T14:00:00Z"),
  endDate: new Date("2027-01-24T12:00:00Z"),
  duration: "4 days, 3 nights",
  location: "Akosombo",
  facilitator: "Efua",
  capacity: 12,
  registered: 1,
  objectives: [],
  itinerary: [],
  testimonials: [],
  image: "/images/events/volta-retreat.jpg",
  priceLocal: 650_000,
  priceInternational: 85_000,
  allowDeposit: true,
  depositPercentage: 30,
  balanceDueDate: null,
  cancellationPolicy: null,
};

describe("event price labels", () => {
  it("computes the deposit as a percentage of the price", () => {
    expect(depositOf(retreat, { amount: 650_000, currency: "GHS" })).toEqual({ percent: 30, amount: "₵1,950" });
    expect(depositOf(retreat, { amount: 85_000, currency: "USD" })).toEqual({ percent: 30, amount: "$255" });
    expect(depositOf({ allowDeposit: false, depositPercentage: null }, { amount: 100, currency: "USD" })).toBeNull();
  });

  it("labels free events", () => {
    expect(priceLabel({ amount: 0, currency: "GHS" })).toBe("Free");
    expect(priceLabel({ amount: 35_000, currency: "GHS" })).toBe("₵350");
  });
});

describe("places left", () => {
  it("counts down and says when the event is full", () => {
    expect(spacesLabel({ capacity: 12, registered: 1 })).toBe("11 of 12 places left");
    expect(spacesLabel({ capacity: 12, registered: 10 })).toBe("Only 2 places left");
    expect(spacesLabel({ capacity: 12, registered: 11 })).toBe("Only 1 place left");
    expect(spacesLabel({ capacity: 12, registered: 14 })).toBe("Fully booked");
  });
});

describe("illustrations", () => {
  it("maps seeded pictures to drawings and falls back by kind", () => {
    expect(eventIllustration(retreat)).toBe("/images/events/volta-retreat.svg");
    expect(eventIllustration({ image: "/uploads/x.jpg", eventType: "retreat" })).toBe("/images/events/retreat.svg");
    expect(eventIllustration({ image: null, eventType: "workshop" })).toBe("/images/events/workshop.svg");
  });
});

describe("event dates (Accra time is UTC)", () => {
  it("formats days, times and ranges", () => {
    expect(formatDay(new Date("2026-03-14T10:00:00Z"))).toBe("Sat 14 Mar 2026");
    expect(formatTime(new Date("2026-03-14T00:05:00Z"))).toBe("12:05 AM");
    expect(formatTime(new Date("2026-03-14T13:30:00Z"))).toBe("1:30 PM");
    const start = new Date("2026-03-14T10:00:00Z");
    expect(formatDateRange(start, new Date("2026-03-14T13:00:00Z"))).toBe("Sat 14 Mar 2026");
    expect(formatTimeRange(start, new Date("2026-03-14T13:00:00Z"))).toBe("10:00 AM – 1:00 PM");
    expect(formatDateRange(retreat.startDate, retreat.endDate)).toBe("Thu 21 – Sun 24 Jan 2027");
    expect(formatTimeRange(retreat.startDate, retreat.endDate)).toBe("Starts 2:00 PM");
    expect(formatDateRange(new Date("2026-03-30T10:00:00Z"), new Date("2026-04-02T10:00:00Z"))).toBe(
      "Mon 30 Mar – Thu 2 Apr 2026",
    );
    expect(formatDateRange(new Date("2026-12-30T10:00:00Z"), new Date("2027-01-02T10:00:00Z"))).toBe(
      "Wed 30 Dec 2026 – Sat 2 Jan 2027",
    );
    expect(formatMonth(new Date("2026-07-01T00:00:00Z"))).toBe("July 2026");
  });
});

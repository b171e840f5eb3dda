import { describe, expect, it } from "vitest";
import {
  balanceDueInstant,
  balanceOwed,
  freeSlug,
  itineraryText,
  paidSoFar,
  parseItinerary,
  parseObjectives,
  practiceDateTime,
  practiceDateTimeInput,
  slugFromTitle,
} from "./event-admin";

describe("slugs", () => {
  it.each([
    ["Reset by the Volta", "reset-by-the-volta"],
    ["  Grief & Growth: Together!  ", "grief-growth-together"],
    ["Café Ọdọ́", "cafe-odo"],
    ["!!!", "event"],
    ["a".repeat(100), "a".repeat(80)],
  ])("makes %j into %j", (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it("takes the first number free after a slug already used", () => {
    expect(freeSlug("rest", new Set())).toBe("rest");
    expect(freeSlug("rest", new Set(["rest", "rest-2", "rest-4"]))).toBe("rest-3");
  });
});

describe("the form's lists", () => {
  it("reads objectives one per line and refuses too many", () => {
    expect(parseObjectives(" Rest \r\n\r\nReflect\n")).toEqual(["Rest", "Reflect"]);
    expect(parseObjectives("x\n".repeat(21))).toBeNull();
    expect(parseObjectives("y".repeat(301))).toBeNull();
  });

  it("reads an itinerary day per line, the day before the first colon, activities between semicolons", () => {
    const text = "Day 1: Arrival at 14:00; Welcome circle;\n\nDay 2: Yoga";
    const read = parseItinerary(text);
    expect(read).toEqual({
      days: [
        { day: "Day 1", activities: ["Arrival at 14:00", "Welcome circle"] },
        { day: "Day 2", activities: ["Yoga"] },
      ],
    });
    if ("days" in read) expect(parseItinerary(itineraryText(read.days))).toEqual(read);
    expect(parseItinerary("Day 1: Walk\nNo colon here")).toEqual({ badLine: 2 });
    expect(parseItinerary(": Walk")).toEqual({ badLine: 1 });
    expect(parseItinerary("Day 1:  ; ")).toEqual({ badLine: 1 });
    expect(parseItinerary("D: a\n".repeat(31))).toEqual({ badLine: 0 });
    expect(parseItinerary("")).toEqual({ days: [] });
  });
});

describe("date-times on the practice's clock", () => {
  it("reads a datetime-local value in Accra and writes it back", () => {
    const at = practiceDateTime("2031-09-10T14:00");
    expect(at?.toISOString()).toBe("2031-09-10T14:00:00.000Z");
    expect(practiceDateTimeInput(at!)).toBe("2031-09-10T14:00");
    expect(practiceDateTime("2031-09-10T14:00:00")?.toISOString()).toBe("2031-09-10T14:00:00.000Z");
  });

  it.each([
    "",
    "2031-02-30T10:00",
    "2031-09-10",
    "2031-09-10T25:00",
    "2031-09-10T14:00Z",
    "9999-01-01T10:00",
    "1999-12-31T10:00",
  ])("refuses %j", (value) => expect(practiceDateTime(value)).toBeNull());

  it("makes a balance day due at its end in Accra", () => {
    expect(balanceDueInstant("2031-08-20")?.toISOString()).toBe("2031-08-20T23:59:00.000Z");
    expect(balanceDueInstant("2031-08-32")).toBeNull();
  });
});

describe("what a registration has paid", () => {
  const place = { totalAmount: 650_000, amountDue: 195_000, balanceDue: 455_000 };
  it.each([
    ["pending_payment", "pending", 0, 0],
    ["confirmed", "deposit_paid", 195_000, 455_000],
    ["confirmed", "paid", 650_000, 0],
    ["cancelled", "deposit_paid", 195_000, 0],
    ["expired", "failed", 0, 0],
  ])("%s with payment %s: paid %d, owes %d", (status, paymentStatus, paid, owed) => {
    const registration = { ...place, status, paymentStatus };
    expect([paidSoFar(registration), balanceOwed(registration)]).toEqual([paid, owed]);
  });
});

import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("writes day, month name and year", () => {
    expect(formatLongDate(new Date("2026-11-22T10:00:00Z"), "Africa/Accra")).toBe("22 November 2026");
  });

  it("uses the given time zone's calendar day, not the machine's", () => {
    const lateInLondonSummer = new Date("2026-06-30T23:30:00Z");
    expect(formatLongDate(lateInLondonSummer, "Africa/Accra")).toBe("30 June 2026");
    expect(formatLongDate(lateInLondonSummer, "Europe/London")).toBe("1 July 2026");
  });

  it("does not pad single-digit days", () => {
    expect(formatLongDate(new Date("2027-01-05T12:00:00Z"), "UTC")).toBe("5 January 2027");
  });
});

import { describe, expect, it } from "vitest";
import { formatSlotTime, isBookableDay, PRACTICE_TIME_ZONE } from "./slots";
import {
  DEFAULT_TIME_ZONE,
  dayInZone,
  dayOfWeek,
  isCalendarDay,
  isValidTimeZone,
  timeZoneLabel,
  usableZone,
  zonedTimeToUtc,
} from "./zone-time";

const at = (iso: string) => new Date(iso);
const utc = (day: string, time: string, zone: string) => zonedTimeToUtc(day, time, zone).toISOString();

describe("zonedTimeToUtc", () => {
  it("reads Accra wall time as UTC (no offset, no DST)", () => {
    expect(utc("2031-07-15", "14:00", "Africa/Accra")).toBe("2031-07-15T14:00:00.000Z");
    expect(utc("2031-01-15", "09:00", "Africa/Accra")).toBe("2031-01-15T09:00:00.000Z");
  });

  it("follows London's summer and winter offsets", () => {
    expect(utc("2031-07-15", "14:00", "Europe/London")).toBe("2031-07-15T13:00:00.000Z");
    expect(utc("2031-01-15", "14:00", "Europe/London")).toBe("2031-01-15T14:00:00.000Z");
  });

  it("follows New York's summer and winter offsets, across the UTC day boundary", () => {
    expect(utc("2031-07-15", "10:00", "America/New_York")).toBe("2031-07-15T14:00:00.000Z");
    expect(utc("2031-01-15", "10:00", "America/New_York")).toBe("2031-01-15T15:00:00.000Z");
    expect(utc("2031-07-15", "22:30", "America/New_York")).toBe("2031-07-16T02:30:00.000Z");
  });

  it("handles zones east of UTC whose wall day starts on the previous UTC day", () => {
    expect(utc("2031-07-15", "03:00", "Asia/Tokyo")).toBe("2031-07-14T18:00:00.000Z");
    expect(utc("2031-07-15", "09:00", "Asia/Kolkata")).toBe("2031-07-15T03:30:00.000Z");
  });

  it("keeps seconds and reads 24:00 as the end of the day", () => {
    expect(utc("2031-07-15", "09:15:30", "Africa/Accra")).toBe("2031-07-15T09:15:30.000Z");
    expect(utc("2031-07-15", "24:00", "Africa/Accra")).toBe("2031-07-16T00:00:00.000Z");
    expect(utc("2031-07-15", "24:00:00", "Europe/London")).toBe("2031-07-15T23:00:00.000Z");
  });

  it("keeps the wall time on the DST change days themselves", () => {
    expect(utc("2031-03-30", "09:00", "Europe/London")).toBe("2031-03-30T08:00:00.000Z");
    expect(utc("2031-03-30", "00:30", "Europe/London")).toBe("2031-03-30T00:30:00.000Z");
    expect(utc("2031-10-26", "09:00", "Europe/London")).toBe("2031-10-26T09:00:00.000Z");
    expect(utc("2031-03-09", "09:00", "America/New_York")).toBe("2031-03-09T13:00:00.000Z");
    expect(utc("2031-11-02", "09:00", "America/New_York")).toBe("2031-11-02T14:00:00.000Z");
  });

  it("moves a wall time in the spring-forward gap forward by the gap", () => {
    // London skips 01:00-02:00 on 30 March 2031: 01:30 does not exist and becomes 02:30 BST.
    expect(utc("2031-03-30", "01:30", "Europe/London")).toBe("2031-03-30T01:30:00.000Z");
    expect(dayInZone(zonedTimeToUtc("2031-03-30", "01:30", "Europe/London"), "Europe/London")).toBe("2031-03-30");
    expect(formatSlotTime(zonedTimeToUtc("2031-03-30", "01:30", "Europe/London"), "Europe/London")).toBe("2:30 AM");
    expect(utc("2031-03-30", "01:00", "Europe/London")).toBe("2031-03-30T01:00:00.000Z");
    // New York skips 02:00-03:00 on 9 March 2031: 02:30 becomes 03:30 EDT.
    expect(utc("2031-03-09", "02:30", "America/New_York")).toBe("2031-03-09T07:30:00.000Z");
    expect(formatSlotTime(zonedTimeToUtc("2031-03-09", "02:30", "America/New_York"), "America/New_York")).toBe(
      "3:30 AM",
    );
  });

  it("takes the earlier instant for a wall time that happens twice (fall back)", () => {
    // London repeats 01:00-02:00 on 26 October 2031: 01:30 BST (00:30Z) comes before 01:30 GMT (01:30Z).
    expect(utc("2031-10-26", "01:30", "Europe/London")).toBe("2031-10-26T00:30:00.000Z");
    // New York repeats 01:00-02:00 on 2 November 2031: 01:30 EDT (05:30Z) comes before 01:30 EST (06:30Z).
    expect(utc("2031-11-02", "01:30", "America/New_York")).toBe("2031-11-02T05:30:00.000Z");
  });

  it("answers the same again, and a changed answer does not change the next one", () => {
    const first = zonedTimeToUtc("2031-07-15", "10:00", "America/New_York");
    first.setTime(0);
    expect(utc("2031-07-15", "10:00", "America/New_York")).toBe("2031-07-15T14:00:00.000Z");
  });

  it("reads years outside 1000-9999 too", () => {
    expect(utc("0050-03-01", "09:00", "UTC")).toBe("0050-03-01T09:00:00.000Z");
    expect(dayInZone(at("0500-06-01T23:30:00Z"), "Asia/Tokyo")).toBe("0500-06-02");
    expect(dayInZone(new Date(Date.UTC(10_000, 0, 1, 12)), "UTC")).toBe("10000-01-01");
  });

  it("throws RangeError on a bad day, time or zone", () => {
    expect(() => zonedTimeToUtc("2031-02-29", "09:00", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("15/07/2031", "09:00", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2031-07-15", "9:00", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2031-07-15", "25:00", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2031-07-15", "24:30", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2031-07-15", "12:60", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2031-07-15", "12:00:60", PRACTICE_TIME_ZONE)).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2031-07-15", "12:00", "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("dayInZone", () => {
  it("gives the calendar day of an instant in the zone", () => {
    expect(dayInZone(at("2031-07-15T23:30:00Z"), "Africa/Accra")).toBe("2031-07-15");
    expect(dayInZone(at("2031-07-15T23:30:00Z"), "Europe/London")).toBe("2031-07-16");
    expect(dayInZone(at("2031-01-15T23:30:00Z"), "Europe/London")).toBe("2031-01-15");
    expect(dayInZone(at("2031-07-16T02:00:00Z"), "America/New_York")).toBe("2031-07-15");
  });

  it("throws RangeError for an invalid instant", () => {
    expect(() => dayInZone(new Date(Number.NaN), PRACTICE_TIME_ZONE)).toThrow(RangeError);
  });
});

describe("dayOfWeek", () => {
  it("numbers days from Sunday = 0 to Saturday = 6", () => {
    expect(dayOfWeek("2031-07-20")).toBe(0);
    expect(dayOfWeek("2031-07-14")).toBe(1);
    expect(dayOfWeek("2031-07-15")).toBe(2);
    expect(dayOfWeek("2031-01-15")).toBe(3);
    expect(dayOfWeek("2031-07-19")).toBe(6);
    expect(dayOfWeek("2032-02-29")).toBe(0);
  });

  it("throws RangeError for something that is not a day", () => {
    expect(() => dayOfWeek("2031-13-01")).toThrow(RangeError);
    expect(() => dayOfWeek("")).toThrow(RangeError);
  });
});

describe("isCalendarDay", () => {
  it("accepts real dates, leap days included", () => {
    expect(isCalendarDay("2031-07-15")).toBe(true);
    expect(isCalendarDay("2032-02-29")).toBe(true);
    expect(isCalendarDay("2000-02-29")).toBe(true);
    expect(isCalendarDay("0050-01-01")).toBe(true);
  });

  it("refuses impossible dates and other shapes", () => {
    expect(isCalendarDay("2031-02-29")).toBe(false);
    expect(isCalendarDay("1900-02-29")).toBe(false);
    expect(isCalendarDay("2031-04-31")).toBe(false);
    expect(isCalendarDay("2031-00-10")).toBe(false);
    expect(isCalendarDay("2031-07-00")).toBe(false);
    expect(isCalendarDay("0000-01-01")).toBe(false);
    expect(isCalendarDay("2031-7-15")).toBe(false);
    expect(isCalendarDay("2031-07-15T00:00")).toBe(false);
    expect(isCalendarDay(" 2031-07-15")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });
});

describe("formatSlotTime", () => {
  const accraTwoPm = (day: string) => zonedTimeToUtc(day, "14:00", PRACTICE_TIME_ZONE);

  it("shows a 14:00 Accra slot to an Accra viewer as 2:00 PM", () => {
    expect(formatSlotTime(accraTwoPm("2031-07-15"), "Africa/Accra")).toBe("2:00 PM");
  });

  it("shows a 14:00 Accra slot to a London viewer as 3:00 PM in July and 2:00 PM in January", () => {
    expect(formatSlotTime(accraTwoPm("2031-07-15"), "Europe/London")).toBe("3:00 PM");
    expect(formatSlotTime(accraTwoPm("2031-01-15"), "Europe/London")).toBe("2:00 PM");
  });

  it("shows a 14:00 Accra slot to a New York viewer as 10:00 AM in July and 9:00 AM in January", () => {
    expect(formatSlotTime(accraTwoPm("2031-07-15"), "America/New_York")).toBe("10:00 AM");
    expect(formatSlotTime(accraTwoPm("2031-01-15"), "America/New_York")).toBe("9:00 AM");
  });

  it("writes h:mm a with a plain space, no leading zero, and 12 for noon and midnight", () => {
    expect(formatSlotTime(at("2031-07-15T09:00:00Z"), "Africa/Accra")).toBe("9:00 AM");
    expect(formatSlotTime(at("2031-07-15T12:00:00Z"), "Africa/Accra")).toBe("12:00 PM");
    expect(formatSlotTime(at("2031-07-15T00:00:00Z"), "Africa/Accra")).toBe("12:00 AM");
    expect(formatSlotTime(at("2031-07-15T09:00:00Z"), "Asia/Kolkata")).toBe("2:30 PM");
  });
});

describe("timeZoneLabel", () => {
  const july = at("2031-07-15T14:00:00Z");
  const january = at("2031-01-15T14:00:00Z");

  it("labels Accra GMT all year", () => {
    expect(timeZoneLabel(july, "Africa/Accra")).toBe("GMT");
    expect(timeZoneLabel(january, "Africa/Accra")).toBe("GMT");
  });

  it("labels London BST in summer and GMT in winter", () => {
    expect(timeZoneLabel(july, "Europe/London")).toBe("BST");
    expect(timeZoneLabel(january, "Europe/London")).toBe("GMT");
  });

  it("labels New York EDT in summer and EST in winter", () => {
    expect(timeZoneLabel(july, "America/New_York")).toBe("EDT");
    expect(timeZoneLabel(january, "America/New_York")).toBe("EST");
  });

  it("switches label at the DST change, not by calendar month", () => {
    expect(timeZoneLabel(at("2031-03-30T00:59:00Z"), "Europe/London")).toBe("GMT");
    expect(timeZoneLabel(at("2031-03-30T01:00:00Z"), "Europe/London")).toBe("BST");
  });

  it("falls back to the offset where no abbreviation is known", () => {
    expect(timeZoneLabel(july, "Asia/Tokyo")).toBe("GMT+9");
    expect(timeZoneLabel(july, "Asia/Kolkata")).toBe("GMT+5:30");
  });
});

describe("isBookableDay", () => {
  const now = at("2031-07-15T10:00:00Z");

  it("offers today and later in the practice zone", () => {
    expect(isBookableDay("2031-07-15", now, PRACTICE_TIME_ZONE)).toBe(true);
    expect(isBookableDay("2031-07-16", now, PRACTICE_TIME_ZONE)).toBe(true);
    expect(isBookableDay("2032-01-01", now, PRACTICE_TIME_ZONE)).toBe(true);
  });

  it("refuses past days", () => {
    expect(isBookableDay("2031-07-14", now, PRACTICE_TIME_ZONE)).toBe(false);
    expect(isBookableDay("2030-12-31", now, PRACTICE_TIME_ZONE)).toBe(false);
  });

  it("decides 'today' in the zone given, not in UTC", () => {
    // 02:00 UTC on the 16th is still the 15th in New York and already the 16th in Accra.
    const lateEvening = at("2031-07-16T02:00:00Z");
    expect(isBookableDay("2031-07-15", lateEvening, "America/New_York")).toBe(true);
    expect(isBookableDay("2031-07-15", lateEvening, PRACTICE_TIME_ZONE)).toBe(false);
  });

  it("refuses values that are not calendar days", () => {
    expect(isBookableDay("2031-02-30", now, PRACTICE_TIME_ZONE)).toBe(false);
    expect(isBookableDay("tomorrow", now, PRACTICE_TIME_ZONE)).toBe(false);
  });
});

describe("isValidTimeZone", () => {
  it("accepts IANA zone names", () => {
    for (const zone of ["Africa/Accra", "Europe/London", "America/New_York", "America/Argentina/Buenos_Aires", "UTC"]) {
      expect(isValidTimeZone(zone)).toBe(true);
    }
    expect(isValidTimeZone("Etc/GMT+5")).toBe(true);
  });

  it("refuses unknown names, offsets and junk", () => {
    for (const zone of [
      "",
      "Mars/Olympus_Mons",
      "+01:00",
      "GMT+1",
      "Europe/London; DROP",
      " Africa/Accra",
      "x".repeat(65),
    ]) {
      expect(isValidTimeZone(zone)).toBe(false);
    }
  });
});

describe("usableZone", () => {
  it("keeps a valid zone as it is", () => {
    for (const zone of ["Africa/Accra", "Europe/London", "America/New_York", "Asia/Kolkata", "UTC"]) {
      expect(usableZone(zone)).toBe(zone);
    }
  });

  it("falls back to UTC for a missing, unknown or malformed zone", () => {
    expect(DEFAULT_TIME_ZONE).toBe("UTC");
    for (const zone of [null, undefined, "", "Mars/Olympus_Mons", "+01:00", " Africa/Accra"]) {
      expect(usableZone(zone)).toBe("UTC");
    }
  });

  it("labels the fallback UTC, not GMT as the practice's zone would read", () => {
    const instant = at("2031-07-15T14:00:00Z");
    expect(timeZoneLabel(instant, usableZone("Nowhere/Atlantis"))).toBe("UTC");
  });
});

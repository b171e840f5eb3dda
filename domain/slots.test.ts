import { describe, expect, it } from "vitest";
import {
  type AvailabilityWindow,
  type Interval,
  isSlotStart,
  overlaps,
  PRACTICE_TIME_ZONE,
  SLOT_START_HOURS,
  type Slot,
  slotsForDay,
} from "./slots";

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string): Interval => ({ start: at(start), end: at(end) });

/** Accra is UTC+0 all year, so practice wall times read straight off the ISO strings below. */
const DAY = "2031-07-15";
const WORKDAY: AvailabilityWindow = { startTime: "09:00", endTime: "17:00" };
const EARLY = at("2031-07-14T12:00:00Z");

function slots(overrides: Partial<Parameters<typeof slotsForDay>[0]> = {}): Slot[] {
  return slotsForDay({
    day: DAY,
    durationMinutes: 60,
    timeZone: PRACTICE_TIME_ZONE,
    availability: WORKDAY,
    therapistBusy: [],
    clientBusy: [],
    now: EARLY,
    ...overrides,
  });
}

/** The practice-zone hours of the available slots. */
const openHours = (list: Slot[]) => list.filter((slot) => slot.available).map((slot) => slot.start.getUTCHours());
const reasonAt = (list: Slot[], hour: number) => list.find((slot) => slot.start.getUTCHours() === hour)?.reason;

describe("SLOT_START_HOURS", () => {
  it("starts hourly from 9 to 16, 17 excluded", () => {
    expect(SLOT_START_HOURS).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(PRACTICE_TIME_ZONE).toBe("Africa/Accra");
  });
});

describe("overlaps", () => {
  it("sees a partial overlap from either side", () => {
    const slot = span("2031-07-15T09:00:00Z", "2031-07-15T10:00:00Z");
    const busy = span("2031-07-15T09:30:00Z", "2031-07-15T10:30:00Z");
    expect(overlaps(slot, busy)).toBe(true);
    expect(overlaps(busy, slot)).toBe(true);
  });

  it("sees one interval inside another", () => {
    const outer = span("2031-07-15T09:00:00Z", "2031-07-15T12:00:00Z");
    const inner = span("2031-07-15T10:00:00Z", "2031-07-15T10:15:00Z");
    expect(overlaps(outer, inner)).toBe(true);
    expect(overlaps(inner, outer)).toBe(true);
  });

  it("treats back-to-back and separate intervals as free", () => {
    const first = span("2031-07-15T10:00:00Z", "2031-07-15T11:00:00Z");
    const next = span("2031-07-15T11:00:00Z", "2031-07-15T12:00:00Z");
    const later = span("2031-07-15T13:00:00Z", "2031-07-15T14:00:00Z");
    expect(overlaps(first, next)).toBe(false);
    expect(overlaps(next, first)).toBe(false);
    expect(overlaps(first, later)).toBe(false);
  });
});

describe("slotsForDay", () => {
  it("offers every hourly start 9:00-16:00 in the practice zone, sorted, on a free working day", () => {
    const list = slots();
    expect(list.map((slot) => slot.start.toISOString())).toEqual(
      SLOT_START_HOURS.map((hour) => `${DAY}T${String(hour).padStart(2, "0")}:00:00.000Z`),
    );
    expect(list.every((slot) => slot.available && slot.reason === null)).toBe(true);
    expect(list[0]?.end.toISOString()).toBe("2031-07-15T10:00:00.000Z");
  });

  it("places the hours in the given zone (London in summer is UTC+1)", () => {
    const list = slots({ timeZone: "Europe/London" });
    expect(list[0]?.start.toISOString()).toBe("2031-07-15T08:00:00.000Z");
    expect(list.at(-1)?.start.toISOString()).toBe("2031-07-15T15:00:00.000Z");
    expect(list.every((slot) => slot.available)).toBe(true);
  });

  it("marks slots that start at or before now as past", () => {
    const list = slots({ now: at("2031-07-15T11:00:00Z") });
    expect(reasonAt(list, 9)).toBe("past");
    expect(reasonAt(list, 10)).toBe("past");
    expect(reasonAt(list, 11)).toBe("past");
    expect(openHours(list)).toEqual([12, 13, 14, 15, 16]);
  });

  it("keeps a slot a minute after now", () => {
    expect(openHours(slots({ now: at("2031-07-15T10:59:00Z") }))).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it("marks the starts before notBefore too_soon, after past and before every other reason", () => {
    const list = slots({
      now: at("2031-07-15T09:30:00Z"),
      notBefore: at("2031-07-15T11:30:00Z"),
      therapistBusy: [span("2031-07-15T11:00:00Z", "2031-07-15T12:00:00Z")],
    });
    expect([9, 10, 11, 12].map((hour) => reasonAt(list, hour))).toEqual(["past", "too_soon", "too_soon", null]);
  });

  it("makes a whole past day unavailable", () => {
    const list = slots({ now: at("2031-07-16T08:00:00Z") });
    expect(list.every((slot) => slot.reason === "past")).toBe(true);
  });

  it("fits 16:00 + 60 minutes into a 09:00-17:00 window (ends exactly at 17:00)", () => {
    const list = slots();
    expect(reasonAt(list, 16)).toBeNull();
    expect(list.at(-1)?.end.toISOString()).toBe("2031-07-15T17:00:00.000Z");
  });

  it("removes 9:00 and 15:00+ for 60 minutes in a 10:00-15:00 window (14:00 ends exactly at 15:00)", () => {
    const list = slots({ availability: { startTime: "10:00", endTime: "15:00" } });
    expect(openHours(list)).toEqual([10, 11, 12, 13, 14]);
    expect(reasonAt(list, 9)).toBe("outside_availability");
    expect(reasonAt(list, 15)).toBe("outside_availability");
    expect(reasonAt(list, 16)).toBe("outside_availability");
  });

  it("removes 14:00 too in a 10:00-15:00 window once the session is longer than an hour", () => {
    const list = slots({ durationMinutes: 80, availability: { startTime: "10:00", endTime: "15:00" } });
    expect(openHours(list)).toEqual([10, 11, 12, 13]);
    expect(reasonAt(list, 14)).toBe("outside_availability");
  });

  it("reads windows written with seconds, as PostgreSQL returns a time", () => {
    const list = slots({ availability: { startTime: "10:30:00", endTime: "15:00:00" } });
    expect(openHours(list)).toEqual([11, 12, 13, 14]);
  });

  it("does not fit 80 or 90 minutes at 16:00 before 17:00, but fits 90 minutes at 15:00", () => {
    for (const durationMinutes of [80, 90]) {
      const list = slots({ durationMinutes });
      expect(reasonAt(list, 16)).toBe("outside_availability");
      expect(reasonAt(list, 15)).toBeNull();
    }
    expect(
      slots({ durationMinutes: 90 })
        .find((s) => s.start.getUTCHours() === 15)
        ?.end.toISOString(),
    ).toBe("2031-07-15T16:30:00.000Z");
  });

  it("marks every slot outside_availability when the therapist does not work that day", () => {
    const list = slots({ availability: null });
    expect(list).toHaveLength(8);
    expect(list.every((slot) => slot.reason === "outside_availability" && !slot.available)).toBe(true);
  });

  it("blocks 9:00 and 10:00 for 60 minutes when the therapist is busy 09:30-10:30", () => {
    const list = slots({ therapistBusy: [span("2031-07-15T09:30:00Z", "2031-07-15T10:30:00Z")] });
    expect(reasonAt(list, 9)).toBe("therapist_busy");
    expect(reasonAt(list, 10)).toBe("therapist_busy");
    expect(openHours(list)).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it("lets 11:00 follow a busy 10:00-11:00 back to back", () => {
    const list = slots({ therapistBusy: [span("2031-07-15T10:00:00Z", "2031-07-15T11:00:00Z")] });
    expect(reasonAt(list, 10)).toBe("therapist_busy");
    expect(reasonAt(list, 11)).toBeNull();
    expect(reasonAt(list, 9)).toBeNull();
  });

  it("blocks a start whose longer session runs into the next busy interval", () => {
    const list = slots({
      durationMinutes: 90,
      therapistBusy: [span("2031-07-15T12:00:00Z", "2031-07-15T13:00:00Z")],
    });
    expect(reasonAt(list, 11)).toBe("therapist_busy");
    expect(reasonAt(list, 10)).toBeNull();
    expect(reasonAt(list, 13)).toBeNull();
  });

  it("blocks the client's own sessions with client_busy", () => {
    const list = slots({ clientBusy: [span("2031-07-15T13:00:00Z", "2031-07-15T13:50:00Z")] });
    expect(reasonAt(list, 13)).toBe("client_busy");
    expect(openHours(list)).toEqual([9, 10, 11, 12, 14, 15, 16]);
  });

  it("gives the first matching reason: past, then availability, then therapist, then client", () => {
    const everywhere = [span("2031-07-15T00:00:00Z", "2031-07-16T00:00:00Z")];
    const list = slotsForDay({
      day: DAY,
      durationMinutes: 60,
      timeZone: PRACTICE_TIME_ZONE,
      availability: { startTime: "11:00", endTime: "15:00" },
      therapistBusy: [span("2031-07-15T12:00:00Z", "2031-07-15T13:00:00Z")],
      clientBusy: everywhere,
      now: at("2031-07-15T09:30:00Z"),
    });
    expect(list.map((slot) => slot.reason)).toEqual([
      "past",
      "outside_availability",
      "client_busy",
      "therapist_busy",
      "client_busy",
      "client_busy",
      "outside_availability",
      "outside_availability",
    ]);
  });

  it("uses wall-clock hours on a London DST day (spring forward, 30 March 2031)", () => {
    const list = slots({ day: "2031-03-30", timeZone: "Europe/London", now: at("2031-03-01T00:00:00Z") });
    expect(list[0]?.start.toISOString()).toBe("2031-03-30T08:00:00.000Z");
    expect(list.every((slot) => slot.available)).toBe(true);
  });

  it("refuses a bad duration, day or window", () => {
    expect(() => slots({ durationMinutes: 0 })).toThrow(RangeError);
    expect(() => slots({ durationMinutes: 59.5 })).toThrow(RangeError);
    expect(() => slots({ day: "2031-02-30" })).toThrow(RangeError);
    expect(() => slots({ availability: { startTime: "9am", endTime: "17:00" } })).toThrow(RangeError);
    expect(() => slots({ now: new Date(Number.NaN) })).toThrow(RangeError);
  });
});

describe("isSlotStart", () => {
  it("accepts the hourly starts 9:00-16:00 in the practice zone", () => {
    expect(isSlotStart(at("2031-07-15T09:00:00Z"), PRACTICE_TIME_ZONE)).toBe(true);
    expect(isSlotStart(at("2031-07-15T16:00:00Z"), PRACTICE_TIME_ZONE)).toBe(true);
  });

  it("refuses hours outside 9-16 and times off the hour", () => {
    expect(isSlotStart(at("2031-07-15T08:00:00Z"), PRACTICE_TIME_ZONE)).toBe(false);
    expect(isSlotStart(at("2031-07-15T17:00:00Z"), PRACTICE_TIME_ZONE)).toBe(false);
    expect(isSlotStart(at("2031-07-15T09:30:00Z"), PRACTICE_TIME_ZONE)).toBe(false);
    expect(isSlotStart(at("2031-07-15T09:00:01Z"), PRACTICE_TIME_ZONE)).toBe(false);
    expect(isSlotStart(at("2031-07-15T09:00:00.001Z"), PRACTICE_TIME_ZONE)).toBe(false);
    expect(isSlotStart(new Date(Number.NaN), PRACTICE_TIME_ZONE)).toBe(false);
  });

  it("reads the hour in the given zone", () => {
    // 09:00 UTC is 10:00 in London in July: a slot there, and 08:00 UTC is London's 9:00.
    expect(isSlotStart(at("2031-07-15T08:00:00Z"), "Europe/London")).toBe(true);
    expect(isSlotStart(at("2031-07-15T16:00:00Z"), "Europe/London")).toBe(false);
  });

  it("agrees with slotsForDay for every slot it lists", () => {
    for (const slot of slots({ timeZone: "America/New_York" })) {
      expect(isSlotStart(slot.start, "America/New_York")).toBe(true);
    }
  });
});

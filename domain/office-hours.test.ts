import { describe, expect, it } from "vitest";
import {
  DEFAULT_OFFICE_HOURS,
  intersectWindows,
  officeHoursFromForm,
  officeHoursLines,
  officeHoursProblem,
  practiceWindow,
  readOfficeHours,
  withinOfficeHours,
} from "./office-hours";

const ZONE = "Africa/Accra";
// 2026-12-07 is a Monday.
const MON = "2026-12-07";
const TUE = "2026-12-08";
const FRI = "2026-12-11";
const SUN = "2026-12-13";

describe("practiceWindow (spec 000 §9 defaults)", () => {
  it.each([
    [MON, "online", { startTime: "09:00", endTime: "17:00" }],
    [MON, "in-person", null],
    [TUE, "online", { startTime: "11:00", endTime: "19:00" }],
    [TUE, "in-person", { startTime: "11:00", endTime: "19:00" }],
    [FRI, "online", null],
    [SUN, "in-person", null],
    ["not-a-day", "online", null],
  ])("%s %s", (day, delivery, window) => {
    expect(practiceWindow(DEFAULT_OFFICE_HOURS, day, delivery)).toEqual(window);
  });
});

describe("intersectWindows", () => {
  it.each([
    [
      { startTime: "09:00", endTime: "17:00" },
      { startTime: "11:00", endTime: "19:00" },
      { startTime: "11:00", endTime: "17:00" },
    ],
    [{ startTime: "09:00:00", endTime: "10:00:00" }, { startTime: "11:00", endTime: "19:00" }, null],
    [{ startTime: "09:00", endTime: "17:00" }, null, null],
  ])("%o ∩ %o", (a, b, expected) => {
    expect(intersectWindows(a, b)).toEqual(expected);
  });
});

describe("withinOfficeHours", () => {
  const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`); // Accra is UTC+0
  it.each([
    [at(MON, "09:00"), at(MON, "10:00"), "online", true],
    [at(MON, "16:30"), at(MON, "17:30"), "online", false],
    [at(MON, "10:00"), at(MON, "11:00"), "in-person", false],
    [at(TUE, "10:00"), at(TUE, "11:00"), "online", false],
    [at(TUE, "18:00"), at(TUE, "19:00"), "in-person", true],
    [at(FRI, "12:00"), at(FRI, "13:00"), "online", false],
  ])("%s–%s %s", (start, end, delivery, inside) => {
    expect(withinOfficeHours(DEFAULT_OFFICE_HOURS, { start, end, delivery }, ZONE)).toBe(inside);
  });
});

describe("validation and storage", () => {
  it("refuses an in-person day the practice is closed", () => {
    expect(officeHoursProblem({ ...DEFAULT_OFFICE_HOURS, inPersonDays: [5] })).toMatch(/open/);
  });

  const week = Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].flatMap((d) => [
      [`start-${d}`, "09:00"],
      [`end-${d}`, "17:00"],
    ]),
  );

  it("refuses a day that ends before it starts, and a tick box that is neither ticked nor empty, naming the day", () => {
    const backwards = { ...week, "open-1": "on", "start-1": "17:00", "end-1": "09:00" };
    expect(officeHoursFromForm(backwards).problem).toBe("Monday: The end must be after the start.");
    expect(officeHoursFromForm({ ...week, "open-2": "yes" }).problem).toBe("Tuesday: Tick the box or leave it empty.");
    expect(officeHoursFromForm({ ...week, "start-3": " 09:00" }).problem).toMatch(/^Wednesday/);
  });

  it("reads the form's fields as the week", () => {
    const { hours } = officeHoursFromForm({
      ...week,
      "open-5": "on",
      "start-5": "10:00",
      "end-5": "14:00",
      "inPerson-5": "on",
    });
    expect(hours?.week[5]).toEqual({ dayOfWeek: 5, available: true, start: "10:00", end: "14:00" });
    expect(hours?.week[1]?.available).toBe(false);
    expect(hours?.inPersonDays).toEqual([5]);
  });

  it("falls back to the defaults for a missing or broken stored value", () => {
    expect(readOfficeHours(undefined)).toBe(DEFAULT_OFFICE_HOURS);
    expect(readOfficeHours({ week: [], inPersonDays: [] })).toBe(DEFAULT_OFFICE_HOURS);
    const stored = { ...DEFAULT_OFFICE_HOURS, inPersonDays: [1] };
    expect(readOfficeHours(JSON.parse(JSON.stringify(stored))).inPersonDays).toEqual([1]);
  });
});

describe("officeHoursLines", () => {
  it("reads as spec 000 §9 states them", () => {
    expect(officeHoursLines(DEFAULT_OFFICE_HOURS)).toEqual({
      lines: [
        { days: "Monday", hours: "9:00 AM - 5:00 PM" },
        { days: "Tuesday - Thursday", hours: "11:00 AM - 7:00 PM" },
        { days: "Friday - Sunday", hours: "Closed" },
      ],
      inPerson: "In-person sessions available Tuesday and Thursday.",
    });
  });
});

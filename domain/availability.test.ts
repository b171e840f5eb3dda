import { describe, expect, it } from "vitest";
import { AVAILABILITY_TEXT, DEFAULT_WEEK, workingDayProblem } from "./availability";

describe("DEFAULT_WEEK (spec 001 §9)", () => {
  it("is 09:00 to 17:00, Monday to Friday, Sunday first", () => {
    expect(DEFAULT_WEEK.map((d) => d.available)).toEqual([false, true, true, true, true, true, false]);
    expect(new Set(DEFAULT_WEEK.map((d) => `${d.start}-${d.end}`))).toEqual(new Set(["09:00-17:00"]));
  });
});

describe("workingDayProblem", () => {
  it.each([
    ["09:00", "17:00", null],
    ["00:00", "24:00", null],
    ["09:00", "09:01", null],
    ["09:00", "09:00", AVAILABILITY_TEXT.endAfterStart],
    ["17:00", "09:00", AVAILABILITY_TEXT.endAfterStart],
    ["9:00", "17:00", AVAILABILITY_TEXT.time],
    ["09:00", "24:30", AVAILABILITY_TEXT.time],
    ["25:00", "26:00", AVAILABILITY_TEXT.time],
    ["09:60", "17:00", AVAILABILITY_TEXT.time],
  ])("%s to %s: %s", (start, end, expected) => {
    expect(workingDayProblem({ dayOfWeek: 1, available: true, start, end })).toBe(expected);
  });
});

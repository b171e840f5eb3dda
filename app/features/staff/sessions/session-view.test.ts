import { describe, expect, it } from "vitest";
import { addDays, monthGrid, weekStart } from "./session-view";

describe("calendar days", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-24")).toBe("2026-11-23"); // a Tuesday
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // a Sunday
  });

  it("lays a month out in whole weeks", () => {
    const november = monthGrid("2026-11-24");
    expect(november[0]).toBe("2026-10-26");
    expect(november.at(-1)).toBe("2026-12-06");
    expect(november.length % 7).toBe(0);
    expect(november).toContain("2026-11-30");
  });
});

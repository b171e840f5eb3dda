import { describe, expect, it } from "vitest";
import { sessionWhen } from "./session-time";

describe("sessionWhen", () => {
  it("writes a 14:00 Accra session for Accra, London (winter and summer) and New York", () => {
    expect(sessionWhen(new Date("2026-12-07T14:00:00Z"), "Africa/Accra").text).toBe(
      "Monday 7 December 2026 at 2:00 PM (GMT)",
    );
    expect(sessionWhen(new Date("2027-07-05T14:00:00Z"), "Europe/London").text).toBe(
      "Monday 5 July 2027 at 3:00 PM (BST)",
    );
    expect(sessionWhen(new Date("2027-07-05T14:00:00Z"), "America/New_York")).toEqual({
      date: "Monday 5 July 2027",
      time: "10:00 AM (EDT)",
      text: "Monday 5 July 2027 at 10:00 AM (EDT)",
    });
  });

  it("names the viewer's own day when it differs from Accra's", () => {
    expect(sessionWhen(new Date("2026-12-07T09:00:00Z"), "Pacific/Auckland").date).toBe("Monday 7 December 2026");
    expect(sessionWhen(new Date("2026-12-07T09:00:00Z"), "America/Los_Angeles").date).toBe("Monday 7 December 2026");
    expect(sessionWhen(new Date("2026-12-07T16:00:00Z"), "Pacific/Auckland").date).toBe("Tuesday 8 December 2026");
  });
});

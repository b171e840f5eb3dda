import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine } from "./ics";

const event = {
  uid: "booking-123@practice.example",
  start: new Date("2026-12-07T14:00:00Z"),
  end: new Date("2026-12-07T14:50:00Z"),
  summary: "Individual Teletherapy, with Efua Asante",
  description: "Your session; the link follows.\nSee you then.",
  location: "Online",
  organizerName: "Nkabom Therapy & Wellness",
  organizerEmail: "hello@practice.example",
  stamp: new Date("2026-11-22T10:00:05.123Z"),
};

describe("buildIcs", () => {
  it("writes one event in UTC with CRLF line endings", () => {
    const ics = buildIcs(event);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20261207T140000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261207T145000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261122T100005Z\r\n");
    expect(ics).toContain("\r\nUID:booking-123@practice.example\r\n");
    expect(ics.split("\r\n").filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("escapes text values", () => {
    expect(buildIcs(event)).toContain("SUMMARY:Individual Teletherapy\\, with Efua Asante");
    expect(escapeIcsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"ɛ".repeat(60)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldIcsLine("SHORT:1")).toBe("SHORT:1");
  });
});

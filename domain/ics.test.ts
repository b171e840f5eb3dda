import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, buildIcsFeed, escapeIcsText, foldIcsLine } from "./ics";

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

describe("buildIcsFeed", () => {
  const stamp = new Date("2026-11-22T10:00:05.123Z");
  const feedEventOf = (uid: string, status: "CONFIRMED" | "CANCELLED") => ({
    uid,
    start: new Date("2026-12-07T14:00:00Z"),
    end: new Date("2026-12-07T14:50:00Z"),
    summary: "Couples Therapy with Ama Owusu",
    description: "Online. Join: https://meet.example/abc\nYour sessions: https://practice.example/client-portal",
    location: "https://meet.example/abc",
    url: "https://meet.example/abc",
    status,
    sequence: 3600.7,
    lastModified: new Date("2026-11-20T08:30:00Z"),
  });
  const feed = {
    name: "Nkabom sessions",
    timeZone: "America/New_York",
    stamp,
    events: [feedEventOf("feed-session-1@practice.example", "CONFIRMED"), feedEventOf("feed-session-2@x", "CANCELLED")],
  };

  it("writes the calendar's name and zone once and every event with its status, sequence and last change", () => {
    const ics = buildIcsFeed(feed);
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines).toContain("X-WR-CALNAME:Nkabom sessions");
    expect(lines).toContain("X-WR-TIMEZONE:America/New_York");
    expect(lines).toContain("UID:feed-session-1@practice.example");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines.filter((l) => l === "STATUS:CONFIRMED")).toHaveLength(1);
    expect(lines.filter((l) => l === "SEQUENCE:3600")).toHaveLength(2);
    expect(lines).toContain("LAST-MODIFIED:20261120T083000Z");
    expect(lines.filter((l) => l === "DTSTAMP:20261122T100005Z")).toHaveLength(2);
    // A URI is not text: its characters are not escaped.
    expect(lines).toContain("URL:https://meet.example/abc");
    expect(lines).toContain(
      "DESCRIPTION:Online. Join: https://meet.example/abc\\nYour sessions: https://practice.example/client-portal",
    );
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("is read by a calendar library as the same events", () => {
    const calendar = new ICAL.Component(ICAL.parse(buildIcsFeed(feed)));
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/New_York");
    const [first, second] = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(first?.uid).toBe("feed-session-1@practice.example");
    expect(first?.startDate.toJSDate().toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(first?.endDate.toJSDate().toISOString()).toBe("2026-12-07T14:50:00.000Z");
    expect(first?.summary).toBe("Couples Therapy with Ama Owusu");
    expect(first?.description).toBe(feed.events[0]?.description);
    expect(second?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("writes an empty calendar when there is nothing to show", () => {
    const ics = buildIcsFeed({ ...feed, events: [] });
    expect(ics).not.toContain("BEGIN:VEVENT");
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue("x-wr-calname")).toBe("Nkabom sessions");
  });
});

import { describe, expect, it } from "vitest";
import {
  addMonths,
  calendarFeedAddresses,
  calendarFeedPath,
  type FeedSession,
  feedEvent,
  feedWindow,
  isFeedToken,
  tokenOfFeedFile,
} from "./calendar-feed";

const TOKEN = "aB3_-".repeat(8).concat("xyz");

describe("feed addresses", () => {
  it("accepts only 43 base64url characters as a token", () => {
    expect(TOKEN).toHaveLength(43);
    expect(isFeedToken(TOKEN)).toBe(true);
    for (const bad of [
      "",
      TOKEN.slice(1),
      `${TOKEN}A`,
      `${TOKEN.slice(1)}=`,
      `${TOKEN.slice(1)}/`,
      `${TOKEN.slice(1)}é`,
    ]) {
      expect(isFeedToken(bad), bad).toBe(false);
    }
  });

  it("reads the token from the path's last segment only when it ends in .ics", () => {
    expect(tokenOfFeedFile(`${TOKEN}.ics`)).toBe(TOKEN);
    expect(tokenOfFeedFile(TOKEN)).toBeNull();
    expect(tokenOfFeedFile(`${TOKEN}.ical`)).toBeNull();
    expect(tokenOfFeedFile("short.ics")).toBeNull();
    expect(tokenOfFeedFile(".ics")).toBeNull();
  });

  it("gives the https address and its webcal twin on the same host and path", () => {
    expect(calendarFeedPath(TOKEN)).toBe(`/api/calendar-feed/${TOKEN}.ics`);
    expect(calendarFeedAddresses("https://practice.example/", TOKEN)).toEqual({
      https: `https://practice.example/api/calendar-feed/${TOKEN}.ics`,
      webcal: `webcal://practice.example/api/calendar-feed/${TOKEN}.ics`,
    });
    expect(calendarFeedAddresses("http://localhost:3000", TOKEN).webcal).toBe(
      `webcal://localhost:3000/api/calendar-feed/${TOKEN}.ics`,
    );
  });
});

describe("feed window", () => {
  it.each([
    ["2026-05-15T10:00:00Z", "2026-02-15T10:00:00.000Z", "2027-05-15T10:00:00.000Z"],
    // The last day of a longer month stays in the shorter one.
    ["2026-05-31T23:30:00Z", "2026-02-28T23:30:00.000Z", "2027-05-31T23:30:00.000Z"],
    ["2027-02-28T00:00:00Z", "2026-11-28T00:00:00.000Z", "2028-02-28T00:00:00.000Z"],
    ["2026-01-10T08:00:00Z", "2025-10-10T08:00:00.000Z", "2027-01-10T08:00:00.000Z"],
  ])("at %s runs from %s until %s", (now, from, until) => {
    const window = feedWindow(new Date(now));
    expect(window.from.toISOString()).toBe(from);
    expect(window.until.toISOString()).toBe(until);
  });

  it("moves by whole months either way", () => {
    expect(addMonths(new Date("2028-02-29T12:00:00Z"), 12).toISOString()).toBe("2029-02-28T12:00:00.000Z");
    expect(addMonths(new Date("2026-03-31T00:00:00Z"), -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addMonths(new Date("2026-12-15T00:00:00Z"), 1).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});

describe("feedEvent", () => {
  const place = {
    practice: {
      address: { line: "14 Abelemkpe Road", locality: "Abelemkpe", city: "Accra" },
      directionsUrl: "https://maps.example/?q=abelemkpe",
    },
    joinUrl: (id: string) => `https://practice.example/sessions/${id}/join`,
    portalUrl: "https://practice.example/client-portal",
    host: "practice.example",
  };
  const session: FeedSession = {
    id: "3f1c1f8e-2f55-4c61-9d0a-1b2c3d4e5f60",
    start: new Date("2026-12-07T14:00:00Z"),
    end: new Date("2026-12-07T15:00:00Z"),
    status: "scheduled",
    title: "Individual Therapy",
    withName: "Efua Asante",
    inPerson: false,
    createdAt: new Date("2026-11-01T09:00:00Z"),
    updatedAt: new Date("2026-11-01T09:00:00Z"),
  };

  const JOIN = "https://practice.example/sessions/3f1c1f8e-2f55-4c61-9d0a-1b2c3d4e5f60/join";

  it("names the session and the other person, puts the join page where calendars show it", () => {
    const event = feedEvent(session, place);
    expect(event).toMatchObject({
      uid: `feed-session-${session.id}@practice.example`,
      start: session.start,
      end: session.end,
      summary: "Individual Therapy with Efua Asante",
      location: JOIN,
      url: JOIN,
      status: "CONFIRMED",
      sequence: 0,
      lastModified: session.updatedAt,
    });
    expect(event.description).toBe(
      `Join online: ${JOIN}\nThe room opens 15 minutes before the start.\nYour sessions: https://practice.example/client-portal`,
    );
  });

  it("keeps its UID when the session moves, and counts the change in SEQUENCE", () => {
    const moved = feedEvent(
      {
        ...session,
        start: new Date("2026-12-09T10:00:00Z"),
        end: new Date("2026-12-09T11:00:00Z"),
        updatedAt: new Date("2026-11-02T09:00:30Z"),
      },
      place,
    );
    expect(moved.uid).toBe(feedEvent(session, place).uid);
    expect(moved.sequence).toBe(86_430);
    expect(moved.lastModified.toISOString()).toBe("2026-11-02T09:00:30.000Z");
  });

  it("gives the practice's address and map link for a session in person, and no join page", () => {
    const event = feedEvent({ ...session, inPerson: true }, place);
    expect(event.location).toBe("14 Abelemkpe Road, Abelemkpe, Accra");
    expect(event.url).toBe("https://maps.example/?q=abelemkpe");
    expect(event.description).toBe(
      "Where: 14 Abelemkpe Road, Abelemkpe, Accra.\nMap: https://maps.example/?q=abelemkpe\nYour sessions: https://practice.example/client-portal",
    );
  });

  it.each([
    ["scheduled", "CONFIRMED"],
    ["completed", "CONFIRMED"],
    ["no_show", "CONFIRMED"],
    ["cancelled", "CANCELLED"],
  ] as const)("marks a %s session %s", (status, expected) => {
    const event = feedEvent({ ...session, status }, place);
    expect(event.status).toBe(expected);
    expect(event.summary.startsWith("Cancelled: ")).toBe(expected === "CANCELLED");
  });
});

import { describe, expect, it } from "vitest";
import { addDays, MONTH_DAY_SHOWN, monthGrid, toCalendarEntries, toSessionView, weekStart } from "./session-view";

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

describe("toCalendarEntries", () => {
  const at = (iso: string, n: number) => ({
    id: `s${n}`,
    start: new Date(iso),
    clientName: `Client ${n}`,
    therapistName: "Efua Mensah",
    status: "scheduled" as const,
  });
  const sessions = [
    at("2026-11-23T09:00:00Z", 1),
    at("2026-11-23T10:00:00Z", 2),
    at("2026-11-23T11:00:00Z", 3),
    at("2026-11-23T12:00:00Z", 4),
    at("2026-11-23T13:00:00Z", 5),
    at("2026-11-24T23:30:00Z", 6),
  ];

  it("keeps a week's every session, by day in the viewer's zone", () => {
    const week = toCalendarEntries(sessions, "Europe/London", { span: "week", withTherapist: false });
    expect(week.entries).toHaveLength(6);
    expect(week.more).toEqual({});
    expect(week.entries[0]).toEqual({
      id: "s1",
      day: "2026-11-23",
      start: "9:00 AM",
      clientName: "Client 1",
      status: "scheduled",
    });
    // 23:30 in London is the next day in Tokyo.
    const tokyo = toCalendarEntries(sessions, "Asia/Tokyo", { span: "week", withTherapist: false });
    expect(tokyo.entries.at(-1)?.day).toBe("2026-11-25");
  });

  it("keeps a month's first few per day and counts the rest; names the therapist when asked", () => {
    const month = toCalendarEntries(sessions, "Africa/Accra", { span: "month", withTherapist: true });
    expect(MONTH_DAY_SHOWN).toBe(3);
    expect(month.entries.map((e) => e.id)).toEqual(["s1", "s2", "s3", "s6"]);
    expect(month.more).toEqual({ "2026-11-23": 2 });
    expect(month.entries[0]?.therapistName).toBe("Efua Mensah");
  });
});

describe("toSessionView", () => {
  const now = new Date("2031-06-01T09:00:00Z");
  const session = {
    id: "s1",
    clientId: "c1",
    clientName: "Ama Boateng",
    therapistId: "t1",
    therapistName: "Efua Mensah",
    start: new Date("2031-06-10T14:00:00Z"),
    end: new Date("2031-06-10T15:00:00Z"),
    durationMinutes: 60,
    sessionType: "individual_therapy" as const,
    status: "scheduled" as const,
    place: { inPerson: false as const, joinUrl: "/sessions/s1/join" },
    awaitingPayment: false,
  };

  it("offers Join to an online session still to come, not to a time held for a payment nor an ended one", () => {
    expect(toSessionView(session, "UTC", now).joinable).toBe(true);
    expect(toSessionView({ ...session, awaitingPayment: true }, "UTC", now).joinable).toBe(false);
    expect(toSessionView(session, "UTC", session.end).joinable).toBe(false);
  });
});

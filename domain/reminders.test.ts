import { describe, expect, it } from "vitest";
import { dueReminder, REMINDER_HORIZON_MS } from "./reminders";

const HOUR = 3_600_000;
const start = new Date("2026-12-07T14:00:00Z");
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR);
const bookedWeekAhead = { start, bookedAt: hoursBefore(24 * 7), sent: [] as const };

describe("dueReminder", () => {
  it("sends nothing before the 24-hour reminder falls due", () => {
    expect(dueReminder(bookedWeekAhead, hoursBefore(24.01))).toBeNull();
  });

  it("sends the 24-hour reminder from 24 hours before until the 1-hour one falls due", () => {
    expect(dueReminder(bookedWeekAhead, hoursBefore(24))).toBe("24h");
    expect(dueReminder(bookedWeekAhead, hoursBefore(1.01))).toBe("24h");
  });

  it("sends the 1-hour reminder from 1 hour before until the start, and nothing after", () => {
    expect(dueReminder({ ...bookedWeekAhead, sent: ["24h"] }, hoursBefore(1))).toBe("1h");
    expect(dueReminder({ ...bookedWeekAhead, sent: ["24h"] }, hoursBefore(0.01))).toBe("1h");
    expect(dueReminder(bookedWeekAhead, start)).toBeNull();
    expect(dueReminder(bookedWeekAhead, new Date(start.getTime() + HOUR))).toBeNull();
  });

  it("sends each reminder once per start", () => {
    expect(dueReminder({ ...bookedWeekAhead, sent: ["24h"] }, hoursBefore(12))).toBeNull();
    expect(dueReminder({ ...bookedWeekAhead, sent: ["24h", "1h"] }, hoursBefore(0.5))).toBeNull();
  });

  it("drops a 24-hour reminder not sent before the 1-hour one fell due", () => {
    expect(dueReminder(bookedWeekAhead, hoursBefore(0.5))).toBe("1h");
  });

  it("gives a session booked 3 hours ahead only the 1-hour reminder", () => {
    const late = { start, bookedAt: hoursBefore(3), sent: [] as const };
    expect(dueReminder(late, hoursBefore(2.99))).toBeNull();
    expect(dueReminder(late, hoursBefore(1))).toBe("1h");
  });

  it("gives a session booked 30 minutes ahead no reminder", () => {
    const veryLate = { start, bookedAt: hoursBefore(0.5), sent: [] as const };
    expect(dueReminder(veryLate, hoursBefore(0.49))).toBeNull();
  });

  it("sends a reminder for a time given exactly when it fell due", () => {
    expect(dueReminder({ start, bookedAt: hoursBefore(24), sent: [] }, hoursBefore(24))).toBe("24h");
  });

  it("looks 24 hours ahead", () => {
    expect(REMINDER_HORIZON_MS).toBe(24 * HOUR);
  });
});

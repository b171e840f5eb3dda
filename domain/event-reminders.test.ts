import { describe, expect, it } from "vitest";
import {
  BALANCE_REMINDER_HORIZON_MS,
  balanceOverdue,
  dueBalanceReminder,
  dueEventStartReminder,
  dueInText,
  EVENT_START_REMINDER_HORIZON_MS,
} from "./event-reminders";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const dueDate = new Date("2031-02-01T10:00:00Z");
const daysBefore = (days: number, from = dueDate) => new Date(from.getTime() - days * DAY);
const paidLongAgo = { dueDate, depositPaidAt: daysBefore(40), sent: [] as string[] };

describe("dueBalanceReminder", () => {
  it("sends nothing before 14 days ahead, then each reminder from its day until the next falls due", () => {
    expect(dueBalanceReminder(paidLongAgo, daysBefore(14.01))).toBeNull();
    expect(dueBalanceReminder(paidLongAgo, daysBefore(14))).toBe("balance_14d");
    expect(dueBalanceReminder(paidLongAgo, daysBefore(7.01))).toBe("balance_14d");
    expect(dueBalanceReminder({ ...paidLongAgo, sent: ["balance_14d"] }, daysBefore(7))).toBe("balance_7d");
    expect(dueBalanceReminder({ ...paidLongAgo, sent: ["balance_14d", "balance_7d"] }, daysBefore(1))).toBe(
      "balance_1d",
    );
  });

  it("sends each reminder once per due date", () => {
    expect(dueBalanceReminder({ ...paidLongAgo, sent: ["balance_14d"] }, daysBefore(10))).toBeNull();
    expect(dueBalanceReminder({ ...paidLongAgo, sent: ["balance_1d"] }, daysBefore(0.5))).toBeNull();
  });

  it("sends nothing from the due date on", () => {
    expect(dueBalanceReminder(paidLongAgo, dueDate)).toBeNull();
    expect(dueBalanceReminder(paidLongAgo, daysBefore(-3))).toBeNull();
  });

  it("drops an earlier reminder not sent once a later one is due", () => {
    expect(dueBalanceReminder(paidLongAgo, daysBefore(6))).toBe("balance_7d");
    expect(dueBalanceReminder({ ...paidLongAgo, sent: ["balance_14d"] }, daysBefore(0.5))).toBe("balance_1d");
  });

  it("gives a deposit paid 5 days before the due date only the 1-day reminder", () => {
    const late = { dueDate, depositPaidAt: daysBefore(5), sent: [] };
    expect(dueBalanceReminder(late, daysBefore(4.9))).toBeNull();
    expect(dueBalanceReminder(late, daysBefore(1))).toBe("balance_1d");
  });

  it("gives a deposit paid less than a day before the due date no reminder", () => {
    expect(dueBalanceReminder({ dueDate, depositPaidAt: daysBefore(0.5), sent: [] }, daysBefore(0.4))).toBeNull();
  });

  it("ignores the event's own reminder among those sent", () => {
    expect(dueBalanceReminder({ ...paidLongAgo, sent: ["event_24h"] }, daysBefore(1))).toBe("balance_1d");
  });

  it("looks 14 days ahead", () => {
    expect(BALANCE_REMINDER_HORIZON_MS).toBe(14 * DAY);
  });
});

describe("dueEventStartReminder", () => {
  const start = new Date("2031-03-03T10:00:00Z");
  const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR);
  const confirmedEarly = { start, confirmedAt: daysBefore(30, start), sent: [] as string[] };

  it("is due from 24 hours before the start until the start, once", () => {
    expect(dueEventStartReminder(confirmedEarly, hoursBefore(24.01))).toBeNull();
    expect(dueEventStartReminder(confirmedEarly, hoursBefore(24))).toBe("event_24h");
    expect(dueEventStartReminder(confirmedEarly, hoursBefore(0.1))).toBe("event_24h");
    expect(dueEventStartReminder({ ...confirmedEarly, sent: ["event_24h"] }, hoursBefore(12))).toBeNull();
    expect(dueEventStartReminder(confirmedEarly, start)).toBeNull();
  });

  it("is not sent to a place confirmed after it fell due", () => {
    expect(dueEventStartReminder({ start, confirmedAt: hoursBefore(10), sent: [] }, hoursBefore(9))).toBeNull();
  });

  it("is not confused by a balance reminder sent for the same moment", () => {
    expect(dueEventStartReminder({ ...confirmedEarly, sent: ["balance_1d"] }, hoursBefore(20))).toBe("event_24h");
  });

  it("looks 24 hours ahead", () => {
    expect(EVENT_START_REMINDER_HORIZON_MS).toBe(24 * HOUR);
  });
});

describe("balanceOverdue", () => {
  it("is overdue from the due moment on", () => {
    expect(balanceOverdue(dueDate, new Date(dueDate.getTime() - 1))).toBe(false);
    expect(balanceOverdue(dueDate, dueDate)).toBe(true);
    expect(balanceOverdue(dueDate, daysBefore(-2))).toBe(true);
  });
});

describe("dueInText", () => {
  it("counts whole days up, and says within 24 hours on the last day", () => {
    expect(dueInText(dueDate, daysBefore(14))).toBe("in 14 days");
    expect(dueInText(dueDate, daysBefore(13.99))).toBe("in 14 days");
    expect(dueInText(dueDate, daysBefore(7))).toBe("in 7 days");
    expect(dueInText(dueDate, daysBefore(1))).toBe("within 24 hours");
    expect(dueInText(dueDate, daysBefore(0.2))).toBe("within 24 hours");
  });
});

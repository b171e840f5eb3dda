import { describe, expect, it } from "vitest";
import {
  emailsAboutMessage,
  formatSentAt,
  MESSAGE_EMAIL_PAUSE_MS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  messageLength,
  messageProblem,
} from "./messaging";

describe("messageProblem", () => {
  it("refuses an empty or whitespace-only message with the spec's text", () => {
    for (const blank of ["", "   ", "\n\n", "\t \n"]) expect(messageProblem(blank)).toBe(MESSAGE_REQUIRED.description);
  });

  it("accepts text, counting length after trimming", () => {
    expect(messageProblem("Hello")).toBeNull();
    expect(messageProblem(`  ${"a".repeat(MESSAGE_MAX_LENGTH)}  \n`)).toBeNull();
  });

  it("refuses more than the table allows, with a clear message", () => {
    expect(messageProblem("a".repeat(MESSAGE_MAX_LENGTH + 1))).toBe(MESSAGE_TOO_LONG);
    expect(MESSAGE_TOO_LONG).toBe("A message can be at most 5,000 characters long.");
  });

  it("counts characters as Postgres does: an emoji is one", () => {
    expect(messageLength("🙂🙂")).toBe(2);
    expect(messageProblem("🙂".repeat(MESSAGE_MAX_LENGTH))).toBeNull();
  });
});

describe("formatSentAt", () => {
  const now = new Date("2031-05-01T15:00:00Z");

  it("gives only the time, with its zone, for today", () => {
    expect(formatSentAt(new Date("2031-05-01T09:05:00Z"), "Africa/Accra", now)).toBe("9:05 AM (GMT)");
  });

  it("adds the day for an earlier day, and the year for an earlier year", () => {
    expect(formatSentAt(new Date("2031-03-12T14:05:00Z"), "Africa/Accra", now)).toBe("12 Mar, 2:05 PM (GMT)");
    expect(formatSentAt(new Date("2030-12-24T08:00:00Z"), "Africa/Accra", now)).toBe("24 Dec 2030, 8:00 AM (GMT)");
  });

  it("reads the day in the viewer's zone", () => {
    // 23:30 in Accra on 30 April is already 1 May in London (BST).
    const late = new Date("2031-04-30T23:30:00Z");
    expect(formatSentAt(late, "Africa/Accra", now)).toBe("30 Apr, 11:30 PM (GMT)");
    expect(formatSentAt(late, "Europe/London", now)).toBe("12:30 AM (BST)");
  });
});

describe("emailsAboutMessage", () => {
  const now = new Date("2031-07-15T12:00:00Z");
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it("e-mails when nothing she has not read was e-mailed about", () => {
    expect(emailsAboutMessage(null, now)).toBe(true);
  });

  it("waits 15 minutes after the last e-mail about what she has not read", () => {
    expect(MESSAGE_EMAIL_PAUSE_MS).toBe(15 * 60_000);
    expect(emailsAboutMessage(ago(0), now)).toBe(false);
    expect(emailsAboutMessage(ago(14.99), now)).toBe(false);
    expect(emailsAboutMessage(ago(15), now)).toBe(true);
    expect(emailsAboutMessage(ago(60), now)).toBe(true);
  });
});

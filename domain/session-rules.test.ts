import { describe, expect, it } from "vitest";
import { type BookedSession, SESSION_RULE_TEXT, sessionRuleMessage, sessionRuleProblem } from "./session-rules";

const ACCRA = "Africa/Accra"; // UTC+0 all year
const LONDON = "Europe/London"; // UTC+1 in summer
const at = (iso: string) => new Date(iso);
const booked = (start: string, minutes: number, clientName = "Kofi Mensah"): BookedSession => ({
  start: at(start),
  end: new Date(at(start).getTime() + minutes * 60_000),
  clientName,
});
const problem = (start: string | null, minutes = 60, existing: BookedSession[] = [], timeZone = ACCRA) =>
  sessionRuleProblem({
    clientChosen: true,
    start: start ? at(start) : null,
    durationMinutes: minutes,
    timeZone,
    existing,
  });
const message = (p: ReturnType<typeof problem>) => (p ? sessionRuleMessage(p) : null);

describe("sessionRuleProblem (spec 001 §5)", () => {
  it.each([
    ["no client", false, "2026-12-01T10:00:00Z"],
    ["no time", true, null],
  ])("requires a client and a time: %s", (_, clientChosen, start) => {
    const p = sessionRuleProblem({
      clientChosen,
      start: start ? at(start) : null,
      durationMinutes: 60,
      timeZone: ACCRA,
      existing: [],
    });
    expect(message(p)).toBe(SESSION_RULE_TEXT.missing.description);
  });

  it.each([
    ["08:59 start", "2026-12-01T08:59:00Z", 60, SESSION_RULE_TEXT.tooEarly],
    ["09:00 start", "2026-12-01T09:00:00Z", 60, null],
    ["ends 18:00 exactly", "2026-12-01T17:00:00Z", 60, null],
    ["ends 18:01", "2026-12-01T17:01:00Z", 60, SESSION_RULE_TEXT.tooLate],
    ["starts 17:30 for 90 minutes", "2026-12-01T17:30:00Z", 90, SESSION_RULE_TEXT.tooLate],
    ["starts after the day", "2026-12-01T18:30:00Z", 15, SESSION_RULE_TEXT.tooLate],
    ["10 minutes long", "2026-12-01T10:00:00Z", 10, SESSION_RULE_TEXT.duration],
    ["241 minutes long", "2026-12-01T10:00:00Z", 241, SESSION_RULE_TEXT.duration],
    ["a fraction of a minute", "2026-12-01T10:00:00Z", 60.5, SESSION_RULE_TEXT.duration],
  ])("keeps to the working day of the practice's zone: %s", (_, start, minutes, expected) => {
    expect(message(problem(start, minutes))).toBe(expected);
  });

  it("reads the window in the zone it is given (summer London: 9:00 is 08:00 UTC)", () => {
    expect(message(problem("2026-07-01T08:00:00Z", 60, [], LONDON))).toBeNull();
    expect(message(problem("2026-07-01T07:59:00Z", 60, [], LONDON))).toBe(SESSION_RULE_TEXT.tooEarly);
    expect(message(problem("2026-07-01T16:00:00Z", 60, [], LONDON))).toBeNull();
    expect(message(problem("2026-07-01T16:01:00Z", 60, [], LONDON))).toBe(SESSION_RULE_TEXT.tooLate);
  });

  it.each([
    ["the same time", "2026-12-01T10:00:00Z", 60, "conflict"],
    ["overlapping its end", "2026-12-01T10:30:00Z", 60, "conflict"],
    ["overlapping its start", "2026-12-01T09:30:00Z", 60, "conflict"],
    ["inside it", "2026-12-01T10:15:00Z", 15, "conflict"],
    ["back to back after it", "2026-12-01T11:00:00Z", 60, "too_close"],
    ["back to back before it", "2026-12-01T09:00:00Z", 60, "too_close"],
    ["14 minutes after it", "2026-12-01T11:14:00Z", 60, "too_close"],
    ["15 minutes after it", "2026-12-01T11:15:00Z", 60, null],
    ["ending 15 minutes before it", "2026-12-01T12:45:00Z", 60, null],
  ])("fits around a session 10:00-11:00 and another 14:00-15:00: %s", (_, start, minutes, kind) => {
    const existing = [
      booked("2026-12-01T10:00:00Z", 60, "Kofi Mensah"),
      booked("2026-12-01T14:00:00Z", 60, "Ama Owusu"),
    ];
    const p = problem(start, minutes, existing);
    expect(p?.kind ?? null).toBe(kind);
  });

  it("names the client of the session it clashes with", () => {
    const existing = [
      booked("2026-12-01T10:00:00Z", 60, "Kofi Mensah"),
      booked("2026-12-01T13:00:00Z", 60, "Ama Owusu"),
    ];
    expect(message(problem("2026-12-01T10:30:00Z", 30, existing))).toBe(
      "This time conflicts with an existing session for Kofi Mensah.",
    );
    expect(message(problem("2026-12-01T14:05:00Z", 60, existing))).toBe(
      "This session is too close to an existing session with Ama Owusu. Please allow at least 15 minutes between sessions.",
    );
  });

  it("prefers a conflict to a closeness when both apply", () => {
    const existing = [booked("2026-12-01T10:00:00Z", 60, "Near"), booked("2026-12-01T12:00:00Z", 60, "Overlap")];
    expect(problem("2026-12-01T11:10:00Z", 60, existing)?.kind).toBe("conflict");
  });
});

import { describe, expect, it } from "vitest";
import {
  type ClientSession,
  type CompletedResponse,
  DEFAULT_FORM_SCHEDULE,
  type FormSchedule,
  formsDue,
  numberSessions,
} from "./schedule";

const DAY = 86_400_000;
const now = new Date("2026-03-02T09:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

let ids = 0;
const session = (days: number, extra: Partial<ClientSession> = {}): ClientSession => ({
  id: `s${++ids}`,
  startsAt: inDays(days),
  status: days < 0 ? "completed" : "scheduled",
  online: false,
  ...extra,
});
const done = (questionnaireId: string, days: number, version = 1): CompletedResponse => ({
  questionnaireId,
  version,
  completedAt: inDays(days),
});
const ONBOARDING = ["intake", "consent-to-treatment", "phq-9", "gad-7"];
const dueIds = (...args: Parameters<typeof formsDue>) => formsDue(...args).map((form) => form.questionnaireId);

describe("numberSessions", () => {
  it("numbers attended and upcoming sessions by start, leaving out cancelled ones and no-shows", () => {
    const sessions = [
      session(7),
      session(-14),
      session(-7, { status: "cancelled" }),
      session(-3, { status: "no_show" }),
      session(-1, { status: "scheduled" }),
    ];
    expect(numberSessions(sessions).map((s) => [s.id, s.number])).toEqual([
      [sessions[1]!.id, 1],
      [sessions[4]!.id, 2],
      [sessions[0]!.id, 3],
    ]);
  });
});

describe("formsDue", () => {
  it("asks a new client for intake, consent, PHQ-9 and GAD-7 a day before her first session", () => {
    const first = session(3);
    const due = formsDue({ sessions: [first], responses: [], now });
    expect(due.map((form) => form.questionnaireId)).toEqual(ONBOARDING);
    expect(due[0]).toEqual({
      questionnaireId: "intake",
      reason: "before-first-session",
      sessionId: first.id,
      sessionNumber: 1,
      sessionStartsAt: first.startsAt,
      dueBy: new Date(first.startsAt.getTime() - 24 * 3_600_000),
      overdue: false,
    });
  });

  it("asks nothing without an upcoming session", () => {
    expect(formsDue({ sessions: [], responses: [], now })).toEqual([]);
    expect(formsDue({ sessions: [session(-3), session(2, { status: "cancelled" })], responses: [], now })).toEqual([]);
  });

  it("marks forms overdue when the session is less than a day away", () => {
    const due = formsDue({ sessions: [session(0.5)], responses: [], now });
    expect(due.every((form) => form.overdue)).toBe(true);
  });

  it("asks only for what is not yet completed", () => {
    const responses = [done("intake", -1), done("phq-9", -1)];
    expect(dueIds({ sessions: [session(3)], responses, now })).toEqual(["consent-to-treatment", "gad-7"]);
  });

  it("asks before her next session for first forms she never completed", () => {
    const next = session(5);
    const due = formsDue({ sessions: [session(-2), next], responses: [done("consent-to-treatment", -3)], now });
    expect(due.map((form) => [form.questionnaireId, form.sessionId, form.sessionNumber])).toEqual([
      ["intake", next.id, 2],
      ["phq-9", next.id, 2],
      ["gad-7", next.id, 2],
    ]);
  });

  it("asks for the teletherapy consent only before an online session, the earliest", () => {
    const allFirst = ONBOARDING.map((id) => done(id, -30));
    expect(dueIds({ sessions: [session(-20), session(3)], responses: allFirst, now })).toEqual([]);
    const online = session(10, { online: true });
    const due = formsDue({
      sessions: [session(-20), session(3), online, session(17, { online: true })],
      responses: allFirst,
      now,
    });
    expect(due).toMatchObject([
      { questionnaireId: "teletherapy-consent", reason: "online-session", sessionId: online.id, sessionNumber: 3 },
    ]);
    const signed = [...allFirst, done("teletherapy-consent", -1)];
    expect(dueIds({ sessions: [session(-20), online], responses: signed, now })).toEqual([]);
  });

  it("does not ask the teletherapy consent for a past online session", () => {
    const allFirst = ONBOARDING.map((id) => done(id, -30));
    expect(dueIds({ sessions: [session(-20, { online: true }), session(3)], responses: allFirst, now })).toEqual([]);
  });

  describe("progress checks", () => {
    const allFirst = ONBOARDING.map((id) => done(id, -60));
    const history = (count: number) => Array.from({ length: count }, (_, i) => session(-7 * (count - i)));

    it("asks PHQ-9 and GAD-7 before session 4, 8 and 12, and not before 5", () => {
      for (const held of [3, 7, 11]) {
        const next = session(2);
        const due = formsDue({ sessions: [...history(held), next], responses: allFirst, now });
        expect(due).toMatchObject([
          { questionnaireId: "phq-9", reason: "progress-check", sessionId: next.id, sessionNumber: held + 1 },
          { questionnaireId: "gad-7", reason: "progress-check", sessionId: next.id, sessionNumber: held + 1 },
        ]);
      }
      expect(dueIds({ sessions: [...history(4), session(2)], responses: allFirst, now })).toEqual([]);
    });

    it("counts cancelled sessions out: a third held session plus a cancelled one is not session 4", () => {
      const sessions = [...history(2), session(-1, { status: "cancelled" }), session(2)];
      expect(dueIds({ sessions, responses: allFirst, now })).toEqual([]);
    });

    it("counts a past session not yet marked as held", () => {
      const sessions = [...history(2), session(-1, { status: "scheduled" }), session(2)];
      expect(dueIds({ sessions, responses: allFirst, now })).toEqual(["phq-9", "gad-7"]);
    });

    it("is satisfied by a response completed since the session before, not by an older one", () => {
      const sessions = [...history(3), session(2)]; // session 3 started 7 days ago
      expect(dueIds({ sessions, responses: [...allFirst, done("phq-9", -6)], now })).toEqual(["gad-7"]);
      expect(dueIds({ sessions, responses: [...allFirst, done("phq-9", -8)], now })).toEqual(["phq-9", "gad-7"]);
    });

    it("asks only for the next session, not for later booked ones", () => {
      const sessions = [...history(2), session(2), session(9), session(16)]; // 3, 4, 5 to come
      expect(dueIds({ sessions, responses: allFirst, now })).toEqual([]);
    });
  });

  it("follows each service's own schedule", () => {
    const yoga: FormSchedule = { beforeFirstSession: ["consent-to-treatment"], hoursBefore: 2, recurring: null };
    const first = session(1, { service: "yoga" });
    const due = formsDue({ sessions: [first], responses: [], now, schedules: { yoga } });
    expect(due).toMatchObject([
      { questionnaireId: "consent-to-treatment", dueBy: new Date(first.startsAt.getTime() - 2 * 3_600_000) },
    ]);
    // Her later individual session asks for the rest of the default forms.
    const later = formsDue({
      sessions: [first, session(8, { service: "individual" })],
      responses: [],
      now,
      schedules: { yoga },
    });
    expect(later.map((form) => [form.questionnaireId, form.sessionNumber])).toEqual([
      ["consent-to-treatment", 1],
      ["intake", 2],
      ["phq-9", 2],
      ["gad-7", 2],
    ]);
    expect(DEFAULT_FORM_SCHEDULE.recurring?.every).toBe(4);
  });

  it("asks again for a consent whose minimum version was raised", () => {
    const responses = [...ONBOARDING.map((id) => done(id, -30))];
    const sessions = [session(-20), session(3)];
    expect(dueIds({ sessions, responses, now, minimumVersions: { "consent-to-treatment": 2 } })).toEqual([
      "consent-to-treatment",
    ]);
    const resigned = [...responses, done("consent-to-treatment", -1, 2)];
    expect(dueIds({ sessions, responses: resigned, now, minimumVersions: { "consent-to-treatment": 2 } })).toEqual([]);
  });
});

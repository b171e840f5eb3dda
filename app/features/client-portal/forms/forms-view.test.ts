import { trend } from "@domain/clinical/scoring";
import { describe, expect, it } from "vitest";
import { toFormsTabView, trendText } from "./forms-view";

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 9));

describe("trendText", () => {
  it("says which way her score moved, and whether it is a real change", () => {
    const better = trend("phq-9", [
      { at: day(1), total: 18 },
      { at: day(15), total: 12 },
      { at: day(29), total: 8 },
    ]);
    expect(trendText(better)).toBe(
      "Down 10 points since your first score, a real improvement. Down 4 points since last time.",
    );
    const worse = trend("gad-7", [
      { at: day(1), total: 5 },
      { at: day(15), total: 6 },
    ]);
    expect(trendText(worse)).toBe("Up 1 point since your first score. Up 1 point since last time.");
  });

  it("says nothing of a trend with one score", () => {
    expect(trendText(trend("phq-9", [{ at: day(1), total: 3 }]))).toBeNull();
    expect(trendText(null)).toBeNull();
  });
});

describe("toFormsTabView", () => {
  it("writes every time in her zone and leaves out drafts already listed as due", () => {
    const view = toFormsTabView(
      {
        due: [
          {
            questionnaireId: "intake",
            title: "Intake form",
            kind: "form",
            reason: "before-first-session",
            dueBy: new Date("2026-12-06T23:30:00Z"),
            overdue: false,
            sessionId: "s1",
            sessionStartsAt: new Date("2026-12-07T23:30:00Z"),
            hasDraft: true,
          },
        ],
        drafts: [
          { questionnaireId: "intake", title: "Intake form", savedAt: day(20) },
          { questionnaireId: "gad-7", title: "GAD-7", savedAt: day(21) },
        ],
        submitted: [],
        measures: [],
      },
      [{ at: day(22), name: "Ama Mensah", role: "therapist", what: "read", detail: "scores" }],
      "Pacific/Auckland",
    );
    expect(view.due[0]!.dueBy).toBe("Monday 7 December 2026 at 12:30 PM (GMT+13)");
    expect(view.drafts.map((draft) => draft.questionnaireId)).toEqual(["gad-7"]);
    expect(view.views).toEqual([
      { who: "Ama Mensah", role: "Therapist", what: "Read your scores", when: expect.any(String) },
    ]);
  });
});

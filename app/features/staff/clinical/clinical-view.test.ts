import { PHQ9 } from "@domain/clinical/forms";
import { MEASURES, trend } from "@domain/clinical/scoring";
import { describe, expect, it } from "vitest";
import { answerViews, CHART, chartGeometry, trendSentence } from "./clinical-view";

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10));

describe("the therapist's view of a client's measures", () => {
  it("says how the totals moved since the first and the previous result, in her zone", () => {
    const moved = trend("phq-9", [
      { at: at(5), total: 18 },
      { at: at(19), total: 11 },
      { at: at(31), total: 7 },
    ]);
    expect(trendSentence("PHQ-9", moved, "Africa/Accra")).toBe(
      "Since the first result (5 January 2026, 18), 11 points lower: a reliable improvement. " +
        "Since the one before, 4 points lower, within the PHQ-9's usual variation.",
    );
    expect(trendSentence("GAD-7", trend("gad-7", [{ at: at(5), total: 9 }]), "Pacific/Kiritimati")).toBe(
      "One result so far: 9 on 6 January 2026.",
    );
    expect(trendSentence("PHQ-9", null, "UTC")).toBeNull();
  });

  it("draws higher totals higher, each band a zone from the bottom, and a lone result in the middle", () => {
    const point = (iso: string, total: number) => ({
      responseId: iso,
      iso,
      shortDate: "",
      date: "",
      total,
      band: "Mild" as const,
      selfHarm: false,
    });
    const view = {
      maxTotal: 27,
      bands: MEASURES["phq-9"].bands,
      points: [point("2026-01-01T00:00:00Z", 20), point("2026-02-01T00:00:00Z", 2)],
    };
    const { zones, dots } = chartGeometry(view);
    expect(dots[0]!.y).toBeLessThan(dots[1]!.y);
    expect(dots[0]!.x).toBe(CHART.left);
    expect(dots[1]!.x).toBe(CHART.width - CHART.right);
    expect(zones.map((z) => z.label)).toEqual(["Minimal", "Mild", "Moderate", "Moderately severe", "Severe"]);
    expect(zones[0]!.y + zones[0]!.height).toBeCloseTo(CHART.height - CHART.bottom);
    expect(zones[4]!.y).toBeCloseTo(CHART.top);
    const lone = chartGeometry({ ...view, points: [point("2026-01-01T00:00:00Z", 5)] });
    expect(lone.dots[0]!.x).toBe(CHART.left + (CHART.width - CHART.left - CHART.right) / 2);
  });

  it("shows each answer as the words she chose, and only the questions she was shown", () => {
    const rows = answerViews(PHQ9, { "phq9-1": "2", "phq9-9": "1" });
    expect(rows.find((r) => r.linkId === "phq9-1")?.answer).toBe("More than half the days");
    expect(rows.find((r) => r.linkId === "phq9-9")?.answer).toBe("Several days");
    expect(rows.find((r) => r.linkId === "phq9-2")?.answer).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { GAD7, INTAKE, PHQ9, PHQ9_SELF_HARM_ITEM } from "./forms";
import type { Questionnaire } from "./questionnaire";
import { bandOf, type DatedTotal, raisesSelfHarm, scoreMeasure, trend } from "./scoring";

/** Answers to a measure adding up to `total`, filling items from the first, item 9 left at 0 unless asked. */
function answersTotalling(questionnaire: Questionnaire, total: number, selfHarm = 0): Record<string, string> {
  const answers: Record<string, string> = {};
  let left = total - selfHarm;
  for (const item of questionnaire.items) {
    if (!item.options?.every((option) => option.score !== undefined)) continue;
    if (item.linkId === PHQ9_SELF_HARM_ITEM) {
      answers[item.linkId] = String(selfHarm);
      continue;
    }
    const score = Math.min(3, left);
    left -= score;
    answers[item.linkId] = String(score);
  }
  if (left !== 0) throw new Error(`cannot reach ${total}`);
  return answers;
}

const scored = (questionnaire: Questionnaire, answers: Record<string, string>) => {
  const result = scoreMeasure(questionnaire, answers);
  if (!result?.complete) throw new Error("expected a complete score");
  return result;
};

describe("scoreMeasure: PHQ-9", () => {
  it.each([
    [0, "Minimal"],
    [4, "Minimal"],
    [5, "Mild"],
    [9, "Mild"],
    [10, "Moderate"],
    [14, "Moderate"],
    [15, "Moderately severe"],
    [19, "Moderately severe"],
    [20, "Severe"],
  ])("total %i is %s", (total, band) => {
    expect(scored(PHQ9, answersTotalling(PHQ9, total))).toMatchObject({ total, band, flags: { selfHarm: false } });
  });

  it("reaches 27 at most, Severe", () => {
    const all = answersTotalling(PHQ9, 27, 3);
    expect(scored(PHQ9, all)).toEqual({
      complete: true,
      measure: "phq-9",
      total: 27,
      maxTotal: 27,
      band: "Severe",
      flags: { selfHarm: true },
    });
  });

  it("raises the self-harm flag for item 9 above 0 even at a total of 1", () => {
    expect(scored(PHQ9, answersTotalling(PHQ9, 1, 1))).toMatchObject({
      total: 1,
      band: "Minimal",
      flags: { selfHarm: true },
    });
    expect(scored(PHQ9, answersTotalling(PHQ9, 1, 0)).flags.selfHarm).toBe(false);
  });

  it("does not count the difficulty question", () => {
    const answers = { ...answersTotalling(PHQ9, 7), "phq9-difficulty": "extremely-difficult" };
    expect(scored(PHQ9, answers).total).toBe(7);
  });

  it("gives no score while items are missing, and says which", () => {
    const answers = answersTotalling(PHQ9, 5, 2);
    delete answers["phq9-3"];
    answers["phq9-5"] = "7";
    expect(scoreMeasure(PHQ9, answers)).toEqual({
      complete: false,
      measure: "phq-9",
      missing: ["phq9-3", "phq9-5"],
      flags: { selfHarm: true },
    });
  });
});

describe("scoreMeasure: GAD-7", () => {
  it.each([
    [0, "Minimal"],
    [4, "Minimal"],
    [5, "Mild"],
    [9, "Mild"],
    [10, "Moderate"],
    [14, "Moderate"],
    [15, "Severe"],
    [21, "Severe"],
  ])("total %i is %s", (total, band) => {
    expect(scored(GAD7, answersTotalling(GAD7, total))).toMatchObject({ total, band, maxTotal: 21 });
  });

  it("never raises the self-harm flag", () => {
    expect(scored(GAD7, answersTotalling(GAD7, 21)).flags.selfHarm).toBe(false);
  });
});

describe("scoreMeasure on other questionnaires", () => {
  it("is null", () => {
    expect(scoreMeasure(INTAKE, {})).toBeNull();
  });
});

describe("raisesSelfHarm", () => {
  it("reads PHQ-9 item 9 only", () => {
    expect(raisesSelfHarm(PHQ9, { [PHQ9_SELF_HARM_ITEM]: "2" })).toBe(true);
    expect(raisesSelfHarm(PHQ9, { [PHQ9_SELF_HARM_ITEM]: "0", "phq9-1": "3" })).toBe(false);
    expect(raisesSelfHarm(PHQ9, {})).toBe(false);
    expect(raisesSelfHarm(GAD7, { [PHQ9_SELF_HARM_ITEM]: "3" })).toBe(false);
  });
});

describe("bandOf", () => {
  it("reads a total above the table as its last band", () => {
    expect(bandOf("gad-7", 30)).toBe("Severe");
  });
});

describe("trend", () => {
  const at = (day: number, total: number): DatedTotal => ({ at: new Date(Date.UTC(2026, 0, day)), total });

  it("is null without totals, and no change with one", () => {
    expect(trend("phq-9", [])).toBeNull();
    expect(trend("phq-9", [at(1, 12)])).toEqual({
      first: at(1, 12),
      latest: at(1, 12),
      sinceFirst: { points: 0, reliable: false, direction: "same" },
      sincePrevious: null,
    });
  });

  it("measures since the first and the previous, in date order whatever the order given", () => {
    const result = trend("phq-9", [at(29, 9), at(1, 18), at(15, 13)]);
    expect(result?.sinceFirst).toEqual({ points: -9, reliable: true, direction: "better" });
    expect(result?.sincePrevious).toEqual({ points: -4, reliable: false, direction: "better" });
  });

  it("calls 5 PHQ-9 points reliable and 4 not", () => {
    expect(trend("phq-9", [at(1, 10), at(2, 15)])?.sinceFirst).toEqual({
      points: 5,
      reliable: true,
      direction: "worse",
    });
    expect(trend("phq-9", [at(1, 10), at(2, 6)])?.sinceFirst.reliable).toBe(false);
  });

  it("calls 4 GAD-7 points reliable and 3 not", () => {
    expect(trend("gad-7", [at(1, 10), at(2, 6)])?.sinceFirst.reliable).toBe(true);
    expect(trend("gad-7", [at(1, 10), at(2, 13)])?.sinceFirst.reliable).toBe(false);
  });
});

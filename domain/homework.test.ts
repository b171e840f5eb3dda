import { describe, expect, it } from "vitest";
import { HOMEWORK_STATUSES } from "./enums";
import { homeworkCompletionPercent, isPendingHomework, isSubmittedHomework } from "./homework";

describe("homeworkCompletionPercent (spec 001 §9: 1 - pending / (pending + 10))", () => {
  it.each([
    [0, 100],
    [1, 91], // 1 - 1/11 = 0.909
    [2, 83], // 1 - 2/12 = 0.833
    [5, 67], // 1 - 5/15 = 0.667
    [10, 50],
    [30, 25],
    [90, 10],
  ])("%i pending is %i%%", (pending, percent) => {
    expect(homeworkCompletionPercent(pending)).toBe(percent);
  });

  it("falls with every pending assignment and never reaches 0", () => {
    let previous = homeworkCompletionPercent(0);
    for (let pending = 1; pending <= 200; pending++) {
      const current = homeworkCompletionPercent(pending);
      expect(current).toBeLessThanOrEqual(previous);
      expect(current).toBeGreaterThan(0);
      previous = current;
    }
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s pending", (pending) => {
    expect(() => homeworkCompletionPercent(pending)).toThrow(RangeError);
  });
});

describe("homework statuses", () => {
  it("splits every status into pending or submitted, never both", () => {
    for (const status of HOMEWORK_STATUSES) {
      expect(isPendingHomework(status)).not.toBe(isSubmittedHomework(status));
    }
    expect(HOMEWORK_STATUSES.filter(isPendingHomework)).toEqual(["assigned", "in_progress"]);
    expect(HOMEWORK_STATUSES.filter(isSubmittedHomework)).toEqual(["completed", "reviewed"]);
  });

  it("counts an unknown status as neither", () => {
    expect(isPendingHomework("submitted")).toBe(false);
    expect(isSubmittedHomework("submitted")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { HOMEWORK_STATUSES } from "./enums";
import { homeworkCompletionPercent, isPendingHomework, isSubmittedHomework } from "./homework";

describe("homeworkCompletionPercent: the share of her homework done", () => {
  it.each([
    [0, 0, 100],
    [0, 4, 100],
    [2, 4, 50],
    [1, 3, 66], // never rounded up to look more done than it is
    [2, 3, 33],
    [4, 4, 0],
    [1, 200, 99],
  ])("%i pending of %i is %i%%", (pending, total, percent) => {
    expect(homeworkCompletionPercent({ pending, total })).toBe(percent);
  });

  it("reaches 100% only when nothing is pending", () => {
    for (let total = 1; total <= 300; total++) {
      expect(homeworkCompletionPercent({ pending: 1, total })).toBeLessThan(100);
    }
  });

  it.each([
    [-1, 3],
    [1.5, 3],
    [4, 3],
    [Number.NaN, 3],
    [1, Number.POSITIVE_INFINITY],
  ])("refuses %s pending of %s", (pending, total) => {
    expect(() => homeworkCompletionPercent({ pending, total })).toThrow(RangeError);
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

import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n  ", 0],
    ["Breathe in, breathe out.", 4],
    ["It’s a well-known mother-in-law's joke", 5],
    ["## Heading\n\n- one item\n- two items", 5],
    ["Call 0800 678 678 — or 112.", 6],
    ["Ɔdɔ ne akoma: Akwaaba!", 4],
  ])("%j has %i words", (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe("readingMinutes", () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [600, 3],
    [1001, 6],
  ])("%i words take %i minutes", (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes);
  });

  it("reads at the pace it is given", () => {
    expect(readingMinutes(words(300), 100)).toBe(3);
  });
});

import { countWords } from "@domain/reading-time";
import { describe, expect, it } from "vitest";
import { articlePage, readingTimes } from "./articles.server";
import { ARTICLES } from "./resources-content";

describe("the articles", () => {
  it.each(ARTICLES.map((a) => [a.id]))("%s has a full text of 600 to 1,000 words", (id) => {
    const page = articlePage(id);
    expect(page?.title).toBeTruthy();
    expect(countWords(page?.body ?? "")).toBeGreaterThanOrEqual(600);
    expect(countWords(page?.body ?? "")).toBeLessThanOrEqual(1000);
  });

  it("gives each card its reading time, and nothing for an unknown address", () => {
    const times = readingTimes();
    expect(Object.keys(times).sort()).toEqual(ARTICLES.map((a) => a.id).sort());
    expect(times["calming-anxious-body"]).toBe(articlePage("calming-anxious-body")?.readMinutes);
    expect(articlePage("no-such-article")).toBeNull();
    expect(articlePage("__proto__")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { filterArticles, filterFromParams, filterSearch } from "./filter-articles";
import type { Article } from "./resources-content";

const article = (id: string, category: Article["category"], title: string, keyPoints: string[] = []): Article => ({
  id,
  title,
  excerpt: "",
  category,
  featured: false,
  keyPoints,
});

const articles = [
  article("a", "Anxiety", "Calming an anxious body"),
  article("b", "Relationships", "Repair after conflict", ["Name the need beneath the complaint"]),
  article("c", "Self-care", "Small daily habits"),
];

const ids = (list: Article[]) => list.map((a) => a.id);

describe("filterArticles", () => {
  it("returns everything for an empty query and All", () => {
    expect(ids(filterArticles(articles, { query: "  ", category: "All" }))).toEqual(["a", "b", "c"]);
  });

  it("keeps only the chosen category", () => {
    expect(ids(filterArticles(articles, { query: "", category: "Relationships" }))).toEqual(["b"]);
  });

  it("matches every word, in any order, case- and punctuation-insensitively", () => {
    expect(ids(filterArticles(articles, { query: "BODY calming", category: "All" }))).toEqual(["a"]);
    expect(ids(filterArticles(articles, { query: "self care", category: "All" }))).toEqual(["c"]);
    expect(ids(filterArticles(articles, { query: "calming repair", category: "All" }))).toEqual([]);
  });

  it("searches the key points too", () => {
    expect(ids(filterArticles(articles, { query: "complaint", category: "All" }))).toEqual(["b"]);
  });

  it("combines the query with the category", () => {
    expect(ids(filterArticles(articles, { query: "calming", category: "Self-care" }))).toEqual([]);
  });
});

describe("the filter in the address", () => {
  it.each([
    ["", { query: "", category: "All" }],
    ["?category=Trauma&q=sleep", { query: "sleep", category: "Trauma" }],
    ["?category=All", { query: "", category: "All" }],
    ["?category=Astrology", { query: "", category: "All" }],
    ["?category=trauma", { query: "", category: "All" }],
  ])("%s is read as %o", (search, filter) => {
    expect(filterFromParams(new URLSearchParams(search))).toEqual(filter);
  });

  it("keeps a long query to 100 characters", () => {
    expect(filterFromParams(new URLSearchParams({ q: "a".repeat(500) })).query).toHaveLength(100);
  });

  it("writes only what filters, and reads back what it wrote", () => {
    expect(filterSearch({ query: " ", category: "All" })).toBe("");
    const search = filterSearch({ query: "work & rest", category: "Work & stress" });
    expect(filterFromParams(new URLSearchParams(search))).toEqual({ query: "work & rest", category: "Work & stress" });
  });
});

import { describe, expect, it } from "vitest";
import { filterArticles } from "./filter-articles";
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

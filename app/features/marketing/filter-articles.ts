import type { Article, ArticleCategory } from "./resources-content";

export type CategoryFilter = ArticleCategory | "All";

/** Lower-cased, accent-free text, so "Self-care" matches "self care" and "é" matches "e". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Articles in the chosen category whose title, excerpt, category or key points contain every
 * word of the query, in any order. An empty query matches everything.
 */
export function filterArticles(
  articles: readonly Article[],
  { query, category }: { query: string; category: CategoryFilter },
): Article[] {
  const words = fold(query).split(" ").filter(Boolean);
  return articles.filter((article) => {
    if (category !== "All" && article.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = fold([article.title, article.excerpt, article.category, ...article.keyPoints].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

import { ARTICLE_CATEGORIES, type Article, type ArticleCategory } from "./resources-content";

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

/** The filter's fields in the address (`?q=sleep&category=Anxiety`), which the page is rendered from. */
export const FILTER_PARAMS = { query: "q", category: "category" } as const;
const QUERY_MAX = 100;

/** The filter an address asks for; an unknown category is all of them. */
export function filterFromParams(params: URLSearchParams): { query: string; category: CategoryFilter } {
  const category = params.get(FILTER_PARAMS.category);
  return {
    query: (params.get(FILTER_PARAMS.query) ?? "").slice(0, QUERY_MAX),
    category: (ARTICLE_CATEGORIES as readonly string[]).includes(category ?? "")
      ? (category as ArticleCategory)
      : "All",
  };
}

/** The address's search for a filter: empty fields left out. */
export function filterSearch({ query, category }: { query: string; category: CategoryFilter }): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set(FILTER_PARAMS.query, query);
  if (category !== "All") params.set(FILTER_PARAMS.category, category);
  const search = params.toString();
  return search ? `?${search}` : "";
}

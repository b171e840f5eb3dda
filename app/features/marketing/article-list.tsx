import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchField } from "~/components/ui/search-field";
import { Section } from "~/components/ui/section";
import { type CategoryFilter, FILTER_PARAMS, filterArticles, filterFromParams, filterSearch } from "./filter-articles";
import { ARTICLE_CATEGORIES, ARTICLES, type Article } from "./resources-content";

const CATEGORY_BUTTONS: readonly CategoryFilter[] = ["All", ...ARTICLE_CATEGORIES];
const FILTER_FORM_ID = "article-filter";
/** A category's radio checked hides the other categories' articles, and a list left without any. */
const CATEGORY_STYLE = ARTICLE_CATEGORIES.map((name) => {
  const chosen = `main:has(#${FILTER_FORM_ID} input[value="${name}"]:checked)`;
  return `${chosen} [data-category]:not([data-category="${name}"]),${chosen} [data-list]:not(:has([data-category="${name}"])){display:none}`;
}).join("");

/**
 * Search and categories over the static articles. Everything is in the server HTML, filtered as
 * the address says (`?q=`, `?category=`). Before the page has hydrated (decision 0048), a
 * category is a radio button whose choice the page's style applies at once, and the search's
 * Enter is a form the browser sends, answered with the list filtered. Once hydrated, filtering
 * happens in the browser, costing no request, and the address is kept in step.
 */
export function ArticleList({ readMinutes }: { readMinutes: Record<string, number> }) {
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState(() => filterFromParams(searchParams));
  const { query, category } = filter;
  const filtering = query.trim() !== "" || category !== "All";
  const matches = filterArticles(ARTICLES, filter);
  const form = useRef<HTMLFormElement>(null);

  const update = (next: Partial<typeof filter>) => {
    const changed = { ...filter, ...next };
    setFilter(changed);
    // The address only: the router would fetch the page's data again for nothing.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${filterSearch(changed)}`);
  };

  // A category chosen or words typed before hydration, not yet sent, are taken up: hydration does
  // not report them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    const fields = form.current?.elements;
    const typed = fields?.namedItem(FILTER_PARAMS.query);
    const chosen = form.current?.querySelector<HTMLInputElement>(`input[name="${FILTER_PARAMS.category}"]:checked`);
    const shown = {
      query: typed instanceof HTMLInputElement ? typed.value : query,
      category: (chosen?.value as CategoryFilter | undefined) ?? category,
    };
    if (shown.query !== query || shown.category !== category) update(shown);
  }, []);

  return (
    <Section headingId="articles-heading" title="Articles" hiddenTitle className="mx-auto max-w-6xl px-6 py-12">
      {/* Before hydration, the chosen category's articles only, by the page's style alone. */}
      <style href={FILTER_FORM_ID} precedence="default">
        {CATEGORY_STYLE}
      </style>
      <form
        ref={form}
        id={FILTER_FORM_ID}
        method="get"
        action="/resources"
        onSubmit={(event) => event.preventDefault()}
      >
        <search className="mx-auto block max-w-xl">
          <SearchField
            label="Search articles"
            name={FILTER_PARAMS.query}
            value={query}
            onChange={(value) => update({ query: value })}
            placeholder="Try 'anxiety', 'sleep' or 'couples'"
          />
        </search>
        <fieldset className="mt-6">
          <legend className="sr-only">Article categories</legend>
          <div className="flex flex-wrap justify-center gap-2">
            {CATEGORY_BUTTONS.map((name) => (
              <label key={name} className="relative">
                <input
                  type="radio"
                  name={FILTER_PARAMS.category}
                  value={name}
                  checked={category === name}
                  onChange={() => update({ category: name })}
                  className="peer absolute inset-0 cursor-pointer appearance-none rounded-full"
                />
                <span className="block rounded-full bg-white px-4 py-1.5 text-sm font-medium text-stone-800 ring-1 ring-stone-300 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-[:hover:not(:checked)]:bg-brand-50">
                  {name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
      <p aria-live="polite" className="mt-6 text-center text-sm text-stone-700">
        {filtering ? `${matches.length} ${matches.length === 1 ? "article matches" : "articles match"}.` : ""}
      </p>

      {filtering ? (
        <ArticleGrid title="Search results" articles={matches} readMinutes={readMinutes} />
      ) : (
        <>
          <ArticleGrid
            title="Featured articles"
            articles={matches.filter((a) => a.featured)}
            readMinutes={readMinutes}
            featured
          />
          <ArticleGrid title="More articles" articles={matches.filter((a) => !a.featured)} readMinutes={readMinutes} />
        </>
      )}
      {filtering && matches.length === 0 ? (
        <div className="mt-6 text-center">
          <p className="text-stone-700">No articles match yet. Try another word or category.</p>
          <a
            href="/resources"
            onClick={(event) => {
              event.preventDefault();
              update({ query: "", category: "All" });
            }}
            className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4"
          >
            Clear search
          </a>
        </div>
      ) : null}
    </Section>
  );
}

function ArticleGrid({
  title,
  articles,
  readMinutes,
  featured,
}: {
  title: string;
  articles: Article[];
  readMinutes: Record<string, number>;
  featured?: boolean;
}) {
  if (articles.length === 0) return null;
  return (
    <div className="mt-8" data-list>
      <h3 className="font-serif text-2xl text-brand-900">{title}</h3>
      <ul className={`mt-5 grid gap-6 ${featured ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
        {articles.map((article) => (
          <li key={article.id} data-category={article.category} className="flex">
            <ArticleCard article={article} minutes={readMinutes[article.id]} featured={featured} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A teaser: its title links to the article's page. */
function ArticleCard({ article, minutes, featured }: { article: Article; minutes?: number; featured?: boolean }) {
  return (
    <article
      className={`flex w-full flex-col rounded-2xl p-6 ring-1 ${featured ? "bg-brand-50 ring-brand-100" : "bg-white ring-stone-200"}`}
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {article.category}
        {minutes ? ` · ${minutes} min read` : ""}
      </p>
      <h4 className="mt-2 font-serif text-xl leading-snug text-brand-900">
        <Link to={`/resources/${article.id}`} className="underline-offset-4 hover:underline">
          {article.title}
        </Link>
      </h4>
      <p className="mt-2 flex-1 leading-relaxed text-stone-700">{article.excerpt}</p>
      <details className="mt-4 group">
        <summary className="cursor-pointer font-semibold text-brand-700">Key points</summary>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-stone-700">
          {article.keyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </details>
      <Link
        to={`/resources/${article.id}`}
        className="mt-4 font-semibold text-brand-700 underline underline-offset-4"
        aria-label={`Read the article: ${article.title}`}
      >
        Read the article
      </Link>
    </article>
  );
}

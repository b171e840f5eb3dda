import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchField } from "~/components/ui/search-field";
import { Section } from "~/components/ui/section";
import { type CategoryFilter, FILTER_PARAMS, filterArticles, filterFromParams, filterSearch } from "./filter-articles";
import { ARTICLE_CATEGORIES, ARTICLES, type Article } from "./resources-content";

const CATEGORY_BUTTONS: readonly CategoryFilter[] = ["All", ...ARTICLE_CATEGORIES];

/**
 * Search and category buttons over the static articles. Everything is in the server HTML, filtered
 * as the address says (`?q=`, `?category=`): before the page has hydrated, a category or the
 * search's Enter is a form the browser sends, and the server answers with the list filtered
 * (decision 0048). Once hydrated, filtering happens in the browser, costing no request, and the
 * address is kept in step.
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

  // Words typed before hydration, not yet sent, are taken up: hydration does not report them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    const typed = form.current?.elements.namedItem(FILTER_PARAMS.query);
    if (typed instanceof HTMLInputElement && typed.value !== query) update({ query: typed.value });
  }, []);

  return (
    <Section headingId="articles-heading" title="Articles" hiddenTitle className="mx-auto max-w-6xl px-6 py-12">
      <form ref={form} method="get" action="/resources" onSubmit={(event) => event.preventDefault()}>
        {/* Enter in the search box sends the category shown with it (the form's first submit button). */}
        <button
          type="submit"
          name={category === "All" ? undefined : FILTER_PARAMS.category}
          value={category}
          hidden
          tabIndex={-1}
        />
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
              <button
                key={name}
                type="submit"
                name={FILTER_PARAMS.category}
                value={name}
                aria-pressed={category === name}
                onClick={(event) => {
                  event.preventDefault();
                  update({ category: name });
                }}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ${
                  category === name
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-stone-800 ring-stone-300 hover:bg-brand-50"
                }`}
              >
                {name}
              </button>
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
    <div className="mt-8">
      <h3 className="font-serif text-2xl text-brand-900">{title}</h3>
      <ul className={`mt-5 grid gap-6 ${featured ? "md:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-3"}`}>
        {articles.map((article) => (
          <li key={article.id} className="flex">
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

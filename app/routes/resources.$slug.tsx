import { data, useLoaderData, useRouteLoaderData } from "react-router";
import { NOT_FOUND_META, NotFoundPage } from "~/components/not-found-page";
import { ArticlePage } from "~/features/marketing/article-page";
import { articlePage } from "~/features/marketing/articles.server";
import { pageMeta, rootData } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/resources.$slug";

/**
 * One article, whole in the server's HTML. No region gate (unlike the list): an article has no
 * price, and a link shared with a friend should open on the article (decision record 0047).
 */
export function loader({ params }: Route.LoaderArgs) {
  const article = articlePage(params.slug);
  return article ? { article } : data({ article: null }, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) return NOT_FOUND_META;
  const root = rootData(matches);
  return pageMeta({
    ...root,
    title: `${article.title} | ${root.practiceName}`,
    description: article.excerpt,
    path: `/resources/${article.id}`,
  });
}

export default function ResourceArticle() {
  const { article } = useLoaderData<typeof loader>();
  const practice = useRouteLoaderData<typeof rootLoader>("root")?.practice;
  if (!article) return <NotFoundPage />;
  return <ArticlePage article={article} signedBy={practice?.legalName ?? ""} email={practice?.email ?? ""} />;
}

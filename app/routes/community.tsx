import { useLoaderData } from "react-router";
import { CommunityPage } from "~/features/events/community-page";
import { loadEventsPage } from "~/features/events/events-page.server";
import { ARTICLES } from "~/features/marketing/resources-content";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/community";

/**
 * The discussions link to the Resources articles on their themes: their titles come with the
 * page's data, so the article list stays out of the browser's shared chunk.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const articles = ARTICLES.map(({ id, title }) => ({ id, title }));
  return loadEventsPage("community", context, { articles });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Community & Reflections",
    description:
      "Upcoming community gatherings, reflection prompts, the themes of our group discussions, keeping a private journal and the guidelines that keep our community safe.",
    path: "/community",
  });
}

export default function Community() {
  return <CommunityPage {...useLoaderData<typeof loader>()} />;
}

import { useLoaderData } from "react-router";
import { CommunityPage } from "~/features/events/community-page";
import { loadEventsPage } from "~/features/events/events-page.server";
import { ARTICLES } from "~/features/marketing/resources-content";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/community";

export async function loader({ context }: Route.LoaderArgs) {
  return loadEventsPage("community", context);
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

/** The discussions link to the Resources articles on their themes. */
const ARTICLE_LINKS = ARTICLES.map(({ id, title }) => ({ id, title }));

export default function Community() {
  return <CommunityPage {...useLoaderData<typeof loader>()} articles={ARTICLE_LINKS} />;
}

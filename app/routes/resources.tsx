import { requireRegion } from "@server/http/region-cookie";
import { useLoaderData } from "react-router";
import { readingTimes } from "~/features/marketing/articles.server";
import { ResourcesPage } from "~/features/marketing/resources-page";
import { publicPageMeta } from "~/lib/seo";
import type { Route } from "./+types/resources";

export function loader({ request }: Route.LoaderArgs) {
  requireRegion(request);
  return { readMinutes: readingTimes() };
}

export const meta = publicPageMeta(
  "Resources: articles, tools and reading",
  "Articles on anxiety, relationships, trauma and stress, quick grounding and breathing tools, and recommended reading.",
  "/resources",
);

export default function Resources() {
  const { readMinutes } = useLoaderData<typeof loader>();
  return <ResourcesPage readMinutes={readMinutes} />;
}

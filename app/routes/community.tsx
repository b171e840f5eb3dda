import { CommunityPage } from "~/features/events/community-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/community";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Community & Reflections",
    description:
      "Reflection prompts, the themes of our group discussions, keeping a private journal and the guidelines that keep our community safe.",
    path: "/community",
  });
}

export default function Community() {
  return <CommunityPage />;
}

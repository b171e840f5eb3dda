import { requireRegion } from "@server/http/region";
import { CoachingPage } from "~/features/marketing/coaching-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/executive-coaching";

export function loader({ request }: Route.LoaderArgs) {
  requireRegion(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  return pageMeta({
    ...root,
    title: `Executive Coaching | ${root.practiceName}`,
    description:
      "Executive coaching for clarity and direction, authentic leadership, better communication and reflective growth, online or in Accra.",
    path: "/executive-coaching",
  });
}

export default function ExecutiveCoaching() {
  return <CoachingPage />;
}

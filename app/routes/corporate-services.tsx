import { requireRegion } from "@server/http/region";
import { useRouteLoaderData } from "react-router";
import { CorporatePage } from "~/features/marketing/corporate-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/corporate-services";

export function loader({ request }: Route.LoaderArgs) {
  requireRegion(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  return pageMeta({
    ...root,
    title: `Corporate Services & Workplace Well-Being | ${root.practiceName}`,
    description:
      "Team therapy, stress and burnout workshops, leadership coaching and workplace wellness programmes for organisations in Ghana and abroad.",
    path: "/corporate-services",
  });
}

export default function CorporateServices() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <CorporatePage email={root?.practice.email ?? ""} />;
}

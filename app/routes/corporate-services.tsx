import { requireRegion } from "@server/http/region-cookie";
import { useRouteLoaderData } from "react-router";
import { CorporatePage } from "~/features/marketing/corporate-page";
import { publicPageMeta } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/corporate-services";

export function loader({ request }: Route.LoaderArgs) {
  requireRegion(request);
  return null;
}

export const meta = publicPageMeta(
  "Corporate Services & Workplace Well-Being",
  "Team therapy, stress and burnout workshops, leadership coaching and workplace wellness programmes for organisations in Ghana and abroad.",
  "/corporate-services",
);

export default function CorporateServices() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <CorporatePage email={root?.practice.email ?? ""} />;
}

import { requireRegion } from "@server/http/region-cookie";
import { CoachingPage } from "~/features/marketing/coaching-page";
import { publicPageMeta } from "~/lib/seo";
import type { Route } from "./+types/executive-coaching";

export function loader({ request }: Route.LoaderArgs) {
  requireRegion(request);
  return null;
}

export const meta = publicPageMeta(
  "Executive Coaching",
  "Executive coaching for clarity and direction, authentic leadership, better communication and reflective growth, online or in Accra.",
  "/executive-coaching",
);

export default function ExecutiveCoaching() {
  return <CoachingPage />;
}

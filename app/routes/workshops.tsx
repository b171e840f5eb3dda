import { requestIdOf } from "@server/http/load-context";
import { useLoaderData } from "react-router";
import { loadEventsPage } from "~/features/events/events-page.server";
import { WorkshopsPage } from "~/features/events/workshops-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/workshops";

export async function loader({ context }: Route.LoaderArgs) {
  return loadEventsPage("workshop", requestIdOf(context));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Workshops",
    description:
      "Practical therapy-led workshops in Accra and online on stress, burnout, boundaries and relationships. See upcoming dates and reserve a place.",
    path: "/workshops",
  });
}

export default function Workshops() {
  return <WorkshopsPage {...useLoaderData<typeof loader>()} />;
}

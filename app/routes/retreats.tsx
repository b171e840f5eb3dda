import { requestIdOf } from "@server/http/load-context";
import { useLoaderData } from "react-router";
import { loadEventsPage } from "~/features/events/events-page.server";
import { RetreatsPage } from "~/features/events/retreats-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/retreats";

export async function loader({ context }: Route.LoaderArgs) {
  return loadEventsPage("retreat", requestIdOf(context));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Retreats",
    description:
      "Small-group wellness retreats near Accra: rest, reflection and gentle therapeutic work. See the itinerary, prices and how to reserve your place.",
    path: "/retreats",
  });
}

export default function Retreats() {
  return <RetreatsPage {...useLoaderData<typeof loader>()} />;
}

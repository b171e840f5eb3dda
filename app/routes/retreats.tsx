import { getDb } from "@server/db";
import { errorFields, logger } from "@server/lib/logger";
import { listEvents } from "@server/modules/events/list-events";
import { useLoaderData } from "react-router";
import { LoadError } from "~/components/load-error";
import { toEventLists } from "~/features/events/event-view";
import { RetreatsPage } from "~/features/events/retreats-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/retreats";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return toEventLists(await listEvents(await getDb(), "retreat"));
  } catch (err) {
    logger.error("loading retreats failed", { ...errorFields(err), requestId: context.requestId });
    throw new Response("Error loading retreats", { status: 503, statusText: "Service Unavailable" });
  }
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
  const { upcoming, past } = useLoaderData<typeof loader>();
  return <RetreatsPage upcoming={upcoming} past={past} />;
}

export function ErrorBoundary() {
  return <LoadError title="Retreats" message="Error loading retreats" />;
}

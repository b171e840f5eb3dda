import { getDb } from "@server/db";
import { errorFields, logger } from "@server/lib/logger";
import { listEvents } from "@server/modules/events/list-events";
import { useLoaderData } from "react-router";
import { LoadError } from "~/components/load-error";
import { toEventLists } from "~/features/events/event-view";
import { WorkshopsPage } from "~/features/events/workshops-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/workshops";

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return toEventLists(await listEvents(await getDb(), "workshop"));
  } catch (err) {
    logger.error("loading workshops failed", { ...errorFields(err), requestId: context.requestId });
    throw new Response("Error loading workshops", { status: 503, statusText: "Service Unavailable" });
  }
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
  const { upcoming, past } = useLoaderData<typeof loader>();
  return <WorkshopsPage upcoming={upcoming} past={past} />;
}

export function ErrorBoundary() {
  return <LoadError title="Workshops" message="Error loading workshops" />;
}

import { getDb } from "@server/db";
import { requireRegion } from "@server/http/region-cookie";
import { practiceConfig } from "@server/lib/practice";
import { listServices, listTherapyPackages } from "@server/modules/catalogue";
import { useLoaderData } from "react-router";
import { journeysTitle, TherapyJourneysPage } from "~/features/marketing/therapy-journeys-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/therapy-journeys";

// Served at /therapy-journeys and at /pricing (route id "pricing"): one page, one canonical URL.

export async function loader({ request }: Route.LoaderArgs) {
  const choice = requireRegion(request);
  const db = await getDb();
  const [packages, services] = await Promise.all([listTherapyPackages(db, choice), listServices(db, choice)]);
  return {
    choice,
    packages,
    singleSessions: services.map(({ id, name, category, durationMinutes, price, currency }) => ({
      id,
      name,
      category,
      durationMinutes,
      price,
      currency,
    })),
    transferProvider: practiceConfig().bankTransfer.providerName,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootData(matches);
  const title = journeysTitle(loaderData?.choice.region ?? "local");
  return pageMeta({
    ...root,
    title: `${title}: therapy packages and pricing | ${root.practiceName}`,
    description:
      "Six-session therapy packages online or in person in Accra, and single-session prices, in your currency.",
    path: "/therapy-journeys",
  });
}

export default function TherapyJourneys() {
  return <TherapyJourneysPage {...useLoaderData<typeof loader>()} />;
}

import { getDb } from "@server/db";
import { requireRegion } from "@server/http/region-cookie";
import { listServices } from "@server/modules/catalogue";
import { useLoaderData } from "react-router";
import { ServicesPage } from "~/features/marketing/services-page";
import { publicPageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  const region = requireRegion(request);
  const offers = await listServices(await getDb(), region);
  return {
    region: region.region,
    offers: offers.map(({ category, price, currency, durationMinutes }) => ({
      category,
      price,
      currency,
      durationMinutes,
    })),
  };
}

export const meta = publicPageMeta(
  "Services: individual, couples and family therapy",
  "Individual, couples and family therapy, walk therapy in Accra and therapeutic yoga online, for anxiety, trauma, depression, self-esteem and relationships.",
  "/services",
);

export default function Services() {
  const { region, offers } = useLoaderData<typeof loader>();
  return <ServicesPage region={region} offers={offers} />;
}

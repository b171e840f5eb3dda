import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { regionFromRequest } from "@server/http/region-cookie";
import { errorFields, logger } from "@server/lib/logger";
import { listPlanAddons, listSupportPlans } from "@server/modules/plans";
import { useLoaderData } from "react-router";
import { LoadError } from "~/components/load-error";
import { PLANS_FALLBACK_CHOICE } from "~/features/plans/plans-view";
import { SUPPORT_PLANS_TITLE, SupportPlansPage } from "~/features/plans/support-plans-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/support-plans";

// Public and not region-gated (spec 000 §2.2, §6): without a region the international plans show in USD.
export async function loader({ request, context }: Route.LoaderArgs) {
  const chosen = regionFromRequest(request);
  const choice = chosen ?? PLANS_FALLBACK_CHOICE;
  try {
    const db = await getDb();
    const [plans, addons] = await Promise.all([listSupportPlans(db, choice), listPlanAddons(db, choice)]);
    return { choice, regionChosen: chosen !== null, plans, addons };
  } catch (err) {
    logger.error("loading support plans failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response("Error loading support plans", { status: 503, statusText: "Service Unavailable" });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootData(matches);
  return pageMeta({
    ...root,
    title: `${SUPPORT_PLANS_TITLE} | ${root.practiceName}`,
    description:
      "Ongoing therapy support plans: teletherapy, couples, hybrid and in-person sessions in Accra, at a lower price per session, in your currency.",
    path: "/support-plans",
  });
}

export default function SupportPlans() {
  return <SupportPlansPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <LoadError title={SUPPORT_PLANS_TITLE} message="Error loading support plans" />;
}

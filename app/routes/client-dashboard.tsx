import { formatLongDate } from "../../domain/long-date";
import { getDb } from "../../server/db";
import { requireClientAccess } from "../../server/http/guards";
import { listMyPlans } from "../../server/modules/plans/list-my-plans";
import { MyPlans } from "../features/client-portal/my-plans";
import { pageMeta, rootData } from "../lib/seo";
import type { Route } from "./+types/client-dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Your Portal",
    description: "Your sessions, homework and messages.",
    path: "/client-dashboard",
    noindex: true,
  });
}

/** Decided before anything is loaded: clients and admins only (spec 001 §6). */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const plans = await listMyPlans(await getDb(), viewer);
  return {
    firstName: viewer.firstName,
    plans: plans.map(({ expiresAt, ...plan }) => ({ ...plan, expiresOn: formatLongDate(expiresAt, viewer.timezone) })),
  };
}

export default function ClientDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Your Portal</h1>
      <p className="mt-2 text-stone-700">Welcome back, {loaderData.firstName}.</p>
      <MyPlans plans={loaderData.plans} />
    </main>
  );
}

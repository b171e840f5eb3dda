import { requireViewer } from "../../server/http/guards";
import { pageMeta, rootData } from "../lib/seo";
import type { Route } from "./+types/support-plans.checkout.$planId";

export function meta({ matches, params }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Plan checkout",
    description: "Review your support plan and pay.",
    path: `/support-plans/checkout/${params.planId}`,
    noindex: true,
  });
}

/** Spec 000 §2.9: a signed-in session is required. */
export function loader({ context, params }: Route.LoaderArgs) {
  requireViewer(context);
  return { planId: params.planId };
}

export default function PlanCheckout() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Plan checkout</h1>
    </main>
  );
}
